import { playerAgeWords } from '../../../api/contract/terms/consent'
import { positionName } from '../../../api/contract/terms/players'
import { recommendationLabel, seenHows } from '../../../api/contract/terms/scouting'
import type { ShareLinkCard as Card } from '../../../api/contract/terms/share-links'
import { StackedTable } from '../../../ui/stacked-table'
import { NumberOrUnknown } from '../../../ui/unknown-number'
import styles from './share-links.module.css'

// A shared player card: who he is, his ratings as bars, his numbers by season and team, and the scout's latest
// report (the summary's Markdown rendered safely by the server).

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' })

export function ShareLinkCard({ card }: { card: Card }) {
  const p = card.player
  const r = card.report
  const playing = [p.main_position, ...p.positions].filter(
    (c, i, all): c is string => !!c && all.indexOf(c) === i,
  )
  const facts = [
    playerAgeWords(p),
    p.nationality,
    p.height_cm ? `${p.height_cm} cm` : null,
    p.preferred_foot ? `${p.preferred_foot} foot` : null,
  ].filter(Boolean)
  return (
    <>
      <section className={`card ${styles.identity}`} aria-labelledby="shared-player-title">
        {p.pic ? (
          <img className={styles.photo} src={p.pic} alt={p.name ?? 'Player'} width={120} height={120} />
        ) : null}
        <div className="stack">
          <h1 id="shared-player-title">{p.name}</h1>
          {p.current_club ? <p>{p.current_club}</p> : null}
          {playing.length ? <p>{playing.map((c) => positionName(c) ?? c).join(' · ')}</p> : null}
          {facts.length ? <p className="muted">{facts.join(' · ')}</p> : null}
        </div>
        {card.ratings.length ? (
          <ul className={styles.ratings} aria-label="Ratings (out of 100)">
            {card.ratings.map((rating) => (
              <li key={rating.label}>
                <span>{rating.label}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${rating.value}%` }} />
                </span>
                <strong>{rating.value}</strong>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="card stack" aria-labelledby="shared-career-title">
        <h2 id="shared-career-title">Numbers by season</h2>
        {card.career.length ? (
          <StackedTable
            rows={card.career}
            rowKey={(c) => `${c.season}-${c.team_id}`}
            labelledBy="shared-career-title"
            title={{ label: 'Season', value: (c) => c.season ?? '—' }}
            columns={[
              { label: 'Team', value: (c) => c.team },
              { label: 'Matches', value: (c) => <NumberOrUnknown value={c.matches} /> },
              { label: 'Minutes', value: (c) => <NumberOrUnknown value={c.minutes} /> },
              { label: 'Goals', value: (c) => c.goals },
              { label: 'Assists', value: (c) => <NumberOrUnknown value={c.assists} /> },
            ]}
          />
        ) : (
          <p className="muted">No game sheet names him yet.</p>
        )}
      </section>
      <section className="card stack" aria-labelledby="shared-report-title">
        <h2 id="shared-report-title">Latest scouting report</h2>
        {r ? (
          <>
            <p className={styles.recommendation}>Recommendation: {recommendationLabel(r.recommendation)}</p>
            <p className="muted">
              {seenHows.find((s) => s.code === r.seen_how)?.label} on {day(r.seen_on)} · {r.template}
            </p>
            <dl className={styles.criteria}>
              {r.criteria.map((c) => (
                <div key={c.label}>
                  <dt>{c.label}</dt>
                  <dd>
                    {c.rating} of {r.scale}
                  </dd>
                </div>
              ))}
            </dl>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered with raw HTML escaped on the server (reports' Markdown). */}
            {r.summary_html ? <div dangerouslySetInnerHTML={{ __html: r.summary_html }} /> : null}
          </>
        ) : (
          <p className="muted">No report written yet.</p>
        )}
      </section>
    </>
  )
}
