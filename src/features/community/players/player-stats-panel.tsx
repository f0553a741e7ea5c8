import type { StatCounts } from '../../../api/contract/players-stats'
import { useRecord } from '../../../api/use-read'
import { FormMessage } from '../../../ui/field'
import { getStats } from './players-api'

// Statistics derived from game sheets (never typed in here): totals, then per season and per competition.

const columns: [keyof StatCounts, string, string][] = [
  ['matches', 'Matches', 'M'],
  ['starts', 'Starts', 'St'],
  ['minutes', 'Minutes', 'Min'],
  ['goals', 'Goals', 'G'],
  ['assists', 'Assists', 'A'],
  ['yellow_cards', 'Yellow cards', 'Y'],
  ['red_cards', 'Red cards', 'R'],
  ['motm', 'Man of the match', 'MOTM'],
]

export function PlayerStatsPanel({ playerId }: { playerId: string }) {
  const read = useRecord(() => getStats(playerId), [playerId])
  const stats = read.data
  const failed = read.error !== undefined
  if (failed) return <FormMessage kind="error">The statistics could not be loaded.</FormMessage>
  if (!stats) return <p className="muted">Loading the statistics…</p>
  return (
    <div className="stack">
      <dl className="player-totals" aria-label="Career totals">
        {columns.map(([key, name]) => (
          <div key={key} data-stat={key}>
            <dt>{name}</dt>
            <dd>{stats.totals[key]}</dd>
          </div>
        ))}
      </dl>
      {stats.totals.matches === 0 ? (
        <p className="muted">
          No game sheet lists this player yet. Statistics appear once a game sheet is saved.
        </p>
      ) : (
        <>
          <StatTable
            caption="Per season"
            rows={stats.by_season.map((s) => ({
              key: s.season ?? '-',
              name: s.season ?? 'No season',
              counts: s,
            }))}
          />
          <StatTable
            caption="Per competition"
            rows={stats.by_competition.map((c) => ({
              key: `${c.competition_type}-${c.competition_id ?? c.competition}-${c.season}`,
              name: `${c.competition}${c.season ? ` (${c.season})` : ''}`,
              counts: c,
            }))}
          />
        </>
      )}
    </div>
  )
}

function StatTable({
  caption,
  rows,
}: {
  caption: string
  rows: { key: string; name: string; counts: StatCounts }[]
}) {
  return (
    // No sideways scrolling: the short headings (with their full names in <abbr>) fit a phone.
    <div className="player-table-wrap">
      <table className="player-stat-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{caption === 'Per season' ? 'Season' : 'Competition'}</th>
            {columns.map(([key, name, short]) => (
              <th key={key} scope="col">
                <abbr title={name}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              {columns.map(([key]) => (
                <td key={key}>{r.counts[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
