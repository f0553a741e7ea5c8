import type { PlayerStats, StatCounts } from '../../api/contract/terms/player-stats'
import { useRecord } from '../../api/use-read'
import { scorerOnlyWords } from '../../rules/unknown-number'
import { FormMessage } from '../../ui/field'
import { NumberOrUnknown, UnknownLegend } from '../../ui/unknown-number'
import styles from './player-stats.module.css'

// Statistics derived from game sheets (never typed in): totals, the career (a row per season and team, club or
// national side), then per season and per competition. The community area and the scout area each pass their own
// read of player_stats/{id}.

type Shown = Exclude<keyof StatCounts, 'lineup_matches' | 'scorer_only_matches' | 'pre_assists'>
const columns: [Shown, string, string][] = [
  ['matches', 'Matches', 'M'],
  ['starts', 'Starts', 'St'],
  ['minutes', 'Minutes', 'Min'],
  ['goals', 'Goals', 'G'],
  ['assists', 'Assists', 'A'],
  ['yellow_cards', 'Yellow cards', 'Y'],
  ['red_cards', 'Red cards', 'R'],
  ['motm', 'Man of the match', 'MOTM'],
]

/** A count the sheets did not record is null (decision 0056): shown as the sign, never 0. */
const isUnknown = (counts: StatCounts, key: Shown) => counts[key] === null
const shown = (counts: StatCounts, key: Shown) => <NumberOrUnknown value={counts[key]} />

export function PlayerStatsPanel({
  playerId,
  load,
}: {
  playerId: string
  load: (playerId: string) => Promise<PlayerStats>
}) {
  const read = useRecord(() => load(playerId), [playerId])
  const stats = read.data
  const failed = read.error !== undefined
  if (failed) return <FormMessage kind="error">The statistics could not be loaded.</FormMessage>
  if (!stats) return <p className="muted">Loading the statistics…</p>
  return (
    <div className="stack">
      <dl className={styles.totals} aria-label="Career totals">
        {columns.map(([key, name]) => (
          <div key={key} data-stat={key}>
            <dt>{name}</dt>
            <dd data-unknown={isUnknown(stats.totals, key) || undefined}>{shown(stats.totals, key)}</dd>
          </div>
        ))}
      </dl>
      <LineupNote stats={stats} />
      {!stats.totals.matches && !stats.totals.scorer_only_matches ? (
        <p className="muted">
          No game sheet lists this player yet. Statistics appear once a game sheet is saved.
        </p>
      ) : (
        <>
          {/* A copy saved on the device before careers were kept has none: the other tables still show. */}
          <StatTable
            caption="Career"
            heading="Season and team"
            rows={(stats.career ?? []).map((c) => ({
              key: `${c.season}-${c.team_id}`,
              name: `${c.season ?? 'No season'} · ${c.team}${kindWords[c.team_kind]}`,
              counts: c,
            }))}
          />
          <StatTable
            caption="Per season"
            heading="Season"
            rows={stats.by_season.map((s) => ({
              key: s.season ?? '-',
              name: s.season ?? 'No season',
              counts: s,
            }))}
          />
          <StatTable
            caption="Per competition"
            heading="Competition"
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

const kindWords = { club: '', national: ' (national side)', team: '' } as const

function StatTable({
  caption,
  heading,
  rows,
}: {
  caption: string
  heading: string
  rows: { key: string; name: string; counts: StatCounts }[]
}) {
  return (
    // No sideways scrolling: the short headings (with their full names in <abbr>) fit a phone.
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
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
                <td key={key}>{shown(r.counts, key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The sign's one legend when any number shows it, saying why for this player: the games known only from their
 * scorers, whose goals count and nothing else (decision 0056); when some games have a line-up, which games the
 * other numbers cover.
 */
function LineupNote({ stats }: { stats: PlayerStats }) {
  const { totals } = stats
  const scorerOnly = totals.scorer_only_matches
  const rows = [totals, ...(stats.career ?? []), ...stats.by_season, ...stats.by_competition]
  const anyUnknown = rows.some((r) => columns.some(([key]) => isUnknown(r, key)))
  return (
    <>
      {scorerOnly > 0 ? (
        <p className="muted" data-note="scorer-only">
          {totals.matches === null
            ? `Matches: not recorded — ${scorerOnlyWords(scorerOnly)}. Their goals count; nothing else of them was recorded.`
            : `Matches, starts, minutes, assists and cards cover the ${totals.matches} ${totals.matches === 1 ? 'game' : 'games'} whose line-up was recorded; ${scorerOnlyWords(scorerOnly)}, and only their goals count.`}
        </p>
      ) : null}
      {anyUnknown ? (
        <UnknownLegend>
          {scorerOnly > 0
            ? 'a sheet that names only the scorers records goals, not appearances, minutes, assists or cards.'
            : 'matches, minutes, assists and cards need a game sheet with a line-up, and none lists this player yet.'}
        </UnknownLegend>
      ) : null}
    </>
  )
}
