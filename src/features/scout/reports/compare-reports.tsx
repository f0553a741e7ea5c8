import type { ScoutReport } from '../../../api/contract/schemas/scouting-reports'
import { recommendationLabel } from '../../../api/contract/terms/scouting'
import { useRecord } from '../../../api/use-read'
import { calendarDay, dayAge } from '../../../ui/dates'
import { Spinner } from '../../../ui/spinner'
import styles from './reports.module.css'
import { loadReports } from './reports-api'

// Compare's judgement rows: each player's latest report of this scout — its recommendation, when he was seen and
// the ratings. When the latest reports share one template, they are compared criterion by criterion; otherwise
// each column lists its own template's ratings.

interface ComparedPlayer {
  uid: string
  name: string | null
}

export function CompareReports({ players }: { players: ComparedPlayer[] }) {
  const read = useRecord(
    () =>
      Promise.all(
        // The scout's own latest: a colleague's report (in a club) is in the club's consensus, not here.
        players.map((p) => loadReports(p.uid).then((r) => r.find((x) => x.mine !== false) ?? null)),
      ),
    [players.map((p) => p.uid).join()],
  )
  if (!read.data) return read.error ? null : <Spinner label="Loading your reports" />
  const latest = read.data
  if (latest.every((r) => r === null))
    return (
      <section className="card stack" aria-labelledby="compare-reports-title">
        <h2 id="compare-reports-title">Your scouting reports</h2>
        <p className="muted">
          You have written no report on these players yet: write one from a player’s page.
        </p>
      </section>
    )
  const template = latest[0]?.template
  const sameTemplate = Boolean(template) && latest.every((r) => r?.template.uid === template?.uid)
  const cell = (r: ScoutReport | null, text: (r: ScoutReport) => string) => (r ? text(r) : 'No report')
  return (
    <section className="card stack" aria-labelledby="compare-reports-title">
      <h2 id="compare-reports-title">Your scouting reports</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="table-wrap" tabIndex={0} aria-label="Reports side by side">
        <table className={`data-table side-by-side ${styles.judgement}`}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Judgement</span>
              </th>
              {players.map((p) => (
                <th key={p.uid} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Recommendation</th>
              {latest.map((r, i) => (
                <td key={players[i]!.uid} data-label={players[i]!.name ?? 'Player'}>
                  {r ? (
                    <span className={`badge ${styles.recommendation}`} data-code={r.recommendation}>
                      {recommendationLabel(r.recommendation)}
                    </span>
                  ) : (
                    'No report'
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Seen</th>
              {latest.map((r, i) => (
                <td
                  key={players[i]!.uid}
                  data-label={players[i]!.name ?? 'Player'}
                  className={r?.stale ? styles.stale : undefined}
                >
                  {cell(
                    r,
                    (x) => `${calendarDay(x.seen_on)} (${dayAge(x.seen_on)}${x.stale ? ', stale' : ''})`,
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Template</th>
              {latest.map((r, i) => (
                <td key={players[i]!.uid} data-label={players[i]!.name ?? 'Player'}>
                  {cell(r, (x) => x.template.name)}
                </td>
              ))}
            </tr>
            {sameTemplate && template ? (
              template.criteria.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.label}</th>
                  {latest.map((r, i) => (
                    <td key={players[i]!.uid} data-label={players[i]!.name ?? 'Player'}>
                      {r?.ratings[c.id] === undefined
                        ? 'Not rated'
                        : `${r.ratings[c.id]} / ${template.scale}`}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <th scope="row">Ratings</th>
                {latest.map((r, i) => (
                  <td key={players[i]!.uid} data-label={players[i]!.name ?? 'Player'}>
                    {r ? (
                      <ul className={styles.ratingLines}>
                        {r.template.criteria.map((c) => (
                          <li key={c.id}>
                            {c.label} {r.ratings[c.id] ?? '–'}/{r.template.scale}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      'No report'
                    )}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </section>
    </section>
  )
}
