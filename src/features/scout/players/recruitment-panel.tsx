import {
  dayWords,
  type Recruitment,
  type RecruitmentFact,
  recruitmentFields,
  recruitmentFieldWords,
  recruitmentValueWords,
} from '../../../api/contract/terms/recruitment'
import { dayAge } from '../../../ui/dates'
import styles from './scout-players.module.css'

// A player's body, contract and value as the scout may see them, each with where it came from and how old it is:
// "€12m — Wyscout export players.xlsx · 3 Nov 2026 · 3 weeks ago · your club’s". Unknown is said, never guessed.

function sourceWords(fact: RecruitmentFact): string {
  const age = fact.as_of ? `${dayWords(fact.as_of)} · ${dayAge(fact.as_of)}` : 'date not known'
  return [fact.source.label, age, fact.source.ours ? 'your club’s' : null].filter(Boolean).join(' · ')
}

export function RecruitmentPanel({ recruitment }: { recruitment?: Recruitment }) {
  if (!recruitment) return null
  // The loan's club and end say nothing of a player not on loan.
  const onLoan = recruitment.on_loan?.value === true
  const fields = recruitmentFields.filter((f) => onLoan || (f !== 'loan_from' && f !== 'loan_until'))
  return (
    <section className="card stack" aria-labelledby="recruitment-title">
      <h2 id="recruitment-title">Body, contract and value</h2>
      <dl className="definition definition-columns">
        {fields.map((field) => {
          const fact = recruitment[field]
          return (
            <div key={field}>
              <dt>{recruitmentFieldWords[field]}</dt>
              <dd>
                {fact ? (
                  <>
                    <span>{recruitmentValueWords(field, fact.value)}</span>
                    <small className={styles.source}>{sourceWords(fact)}</small>
                  </>
                ) : (
                  <span className="muted">Not recorded</span>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
