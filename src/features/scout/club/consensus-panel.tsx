import { Link } from 'wouter'
import type { Consensus } from '../../../api/contract/schemas/workspaces'
import { recommendations, seenHows } from '../../../api/contract/terms/scouting'
import { useRecord } from '../../../api/use-read'
import { calendarDay } from '../../../ui/dates'
import styles from './club.module.css'
import { loadConsensus } from './club-api'
import { CommentsThread } from './comments-thread'

// The club's view of a player on his page: the consensus of its scouts' reports — blind until the scout has
// filed his own ("write yours to see theirs") — and the club's thread on him. Nothing for a scout in no club.

const colleaguesWords = (n: number) => (n === 1 ? '1 colleague has' : `${n} colleagues have`)

export function ConsensusPanel({ playerId }: { playerId: string }) {
  const read = useRecord(() => loadConsensus(playerId), [playerId])
  if (read.data === null || (read.data === undefined && !read.error)) return null
  return (
    <section className="card stack" aria-labelledby="club-view-title">
      <h2 id="club-view-title">Your club's view</h2>
      {read.error ? <p className="muted">The club's view could not be loaded: it is read online.</p> : null}
      {read.data ? <ConsensusBody consensus={read.data} /> : null}
      {read.data?.role === 'head' ? (
        <p>
          <Link href={`~/scout/assignments/new?player=${playerId}`}>Assign a scout to watch him</Link>
        </p>
      ) : null}
      <CommentsThread playerId={playerId} />
    </section>
  )
}

function ConsensusBody({ consensus }: { consensus: Consensus }) {
  if (consensus.blind)
    return (
      <p>
        {consensus.colleagues
          ? `${colleaguesWords(consensus.colleagues)} reported on him — write yours to see theirs.`
          : 'No colleague has reported on him yet.'}
      </p>
    )
  const total = Object.values(consensus.recommendations).reduce((a, b) => a + b, 0)
  if (total === 0) return <p className="muted">Nobody in your club has reported on him yet.</p>
  return (
    <>
      <p>
        <strong>Recommendations:</strong>{' '}
        {recommendations.map((r) => `${r.label} ${consensus.recommendations[r.code]}`).join(' · ')}
      </p>
      {consensus.criteria.length ? (
        <table className={styles.consensusTable}>
          <caption className="visually-hidden">Ratings across the club's reports</caption>
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              <th scope="col">Median</th>
              <th scope="col">Range</th>
            </tr>
          </thead>
          <tbody>
            {consensus.criteria.map((c) => (
              <tr key={`${c.scale}-${c.label}`}>
                <th scope="row">
                  {c.label} <span className="muted">({c.count})</span>
                </th>
                <td>
                  {c.median} / {c.scale}
                </td>
                <td>
                  {c.min}–{c.max}
                  {c.disagree ? <span className={styles.disagree}> scouts disagree</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {consensus.reports.length ? (
        <ul className={styles.members} aria-label="Reports counted">
          {consensus.reports.map((r) => (
            <li key={r.uid} className={styles.member}>
              <span className={styles.memberName}>{r.mine ? 'You' : (r.author?.name ?? 'A colleague')}</span>
              <span className="badge">{recommendations.find((x) => x.code === r.recommendation)?.label}</span>
              <span className="muted">
                {seenHows.find((s) => s.code === r.seen_how)?.label ?? r.seen_how} on {calendarDay(r.seen_on)}
                {r.stale ? ' · stale' : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
