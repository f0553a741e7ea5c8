import { Link } from 'wouter'
import type { MatchPlayed } from '../../../api/contract/scout-players'
import { useRecord } from '../../../api/use-read'
import { useRecordPlace } from '../../../ui/record-area'
import styles from './scout-players.module.css'
import { loadMatchesPlayed, MATCHES_SHOWN } from './scout-players-api'

// The player's games, newest first, from the game sheets. Where a sheet has no line-up, the minutes say
// "not recorded" rather than a made-up 0.

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—'
const minutesOf = (m: MatchPlayed) =>
  !m.lineup_recorded ? 'not recorded' : m.minutes === null || m.minutes === 0 ? '—' : `${m.minutes}′`
const cardsOf = (m: MatchPlayed) =>
  [m.yellow_cards ? `${m.yellow_cards} yellow` : '', m.red_cards ? 'red' : ''].filter(Boolean).join(', ') ||
  '—'

export function MatchesPlayed({ playerId }: { playerId: string }) {
  const { href } = useRecordPlace()
  const read = useRecord(() => loadMatchesPlayed(playerId, { page: 1, limit: MATCHES_SHOWN }), [playerId])
  const matches = read.data?.data ?? []
  return (
    <section className="card stack" aria-labelledby="matches-title">
      <h2 id="matches-title">Matches played {read.data ? `(${read.data.meta.total})` : ''}</h2>
      {read.error ? <p className="muted">The matches could not be loaded.</p> : null}
      {read.data && matches.length === 0 ? (
        <p className="muted">No game sheet lists this player yet.</p>
      ) : null}
      {matches.length ? (
        // Focusable, so a keyboard user can scroll the table sideways on a phone.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <section className={styles.tableWrap} aria-label="Matches played table" tabIndex={0}>
          <table className={styles.table} aria-labelledby="matches-title">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Competition</th>
                <th scope="col">Opponent</th>
                <th scope="col">Score</th>
                <th scope="col">Minutes</th>
                <th scope="col">Goals</th>
                <th scope="col">Assists</th>
                <th scope="col">Cards</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((m) => (
                <tr key={m.game_uid}>
                  <td>{day(m.date)}</td>
                  <td>{m.competition}</td>
                  <td>{m.opponent ?? '—'}</td>
                  <td>
                    <Link href={href('game', m.game_uid)}>
                      {m.score ? `${m.score[0]}–${m.score[1]}` : 'Open'}
                    </Link>
                  </td>
                  <td>{minutesOf(m)}</td>
                  <td>{m.goals}</td>
                  <td>{m.assists}</td>
                  <td>{cardsOf(m)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </section>
  )
}
