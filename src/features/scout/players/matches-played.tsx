import { Link } from 'wouter'
import type { MatchPlayed } from '../../../api/contract/schemas/scout-players'
import { useRecord } from '../../../api/use-read'
import { useRecordPlace } from '../../../connected/record-area'
import { gameDay } from '../../../ui/dates'
import { StackedTable } from '../../../ui/stacked-table'
import { NumberOrUnknown, Unknown, UnknownLegend } from '../../../ui/unknown-number'
import styles from './scout-players.module.css'
import { loadMatchesPlayed, MATCHES_SHOWN } from './scout-players-api'

// The player's games, newest first, from the game sheets: a table on a tablet, one card a game on a phone (so the
// link to each game is never off the screen's edge). Where a sheet has no line-up, the minutes show the one sign
// for "not recorded" (ui/unknown-number.tsx) rather than a made-up 0, and so do the assists and cards a sheet of
// scorers does not hold (decision 0056); a recorded 0 (on the bench) is 0′.

const minutesKnown = (m: MatchPlayed) => m.lineup_recorded && m.minutes !== null
const minutesOf = (m: MatchPlayed) => (minutesKnown(m) ? `${m.minutes}′` : <Unknown />)
const cardsOf = (m: MatchPlayed) =>
  [m.yellow_cards ? `${m.yellow_cards} yellow` : '', m.red_cards ? 'red' : ''].filter(Boolean).join(', ')
const cardsUnknown = (m: MatchPlayed) => m.yellow_cards === null && m.red_cards === null
/** "v England · 2–1": the opponent and the score, the player's side first. */
const gameWords = (m: MatchPlayed) =>
  [m.opponent ? `v ${m.opponent}` : 'Game', m.score ? `${m.score[0]}–${m.score[1]}` : null]
    .filter(Boolean)
    .join(' · ')

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
        <StackedTable
          labelledBy="matches-title"
          rows={matches}
          rowKey={(m) => m.game_uid}
          title={{ label: 'Game', value: (m) => <Link href={href('game', m.game_uid)}>{gameWords(m)}</Link> }}
          columns={[
            { label: 'Date', value: (m) => (m.date ? gameDay(m.date) : '—'), empty: (m) => m.date === null },
            { label: 'Competition', value: (m) => <span className={styles.mayWrap}>{m.competition}</span> },
            { label: 'Minutes', value: (m) => <span className={styles.mayWrap}>{minutesOf(m)}</span> },
            { label: 'Goals', value: (m) => m.goals },
            { label: 'Assists', value: (m) => <NumberOrUnknown value={m.assists} /> },
            {
              label: 'Cards',
              value: (m) => (cardsUnknown(m) ? <Unknown /> : cardsOf(m)),
              empty: (m) => !cardsUnknown(m) && cardsOf(m) === '',
            },
          ]}
        />
      ) : null}
      {matches.some((m) => !minutesKnown(m)) ? (
        <UnknownLegend>
          minutes, assists and cards need a game sheet with a line-up; these sheets name only the scorers.
        </UnknownLegend>
      ) : null}
    </section>
  )
}
