import type { PlayerStats, StatCounts } from '../../api/contract/players-stats'
import { useRecord } from '../../api/use-read'
import { FormMessage } from '../../ui/field'
import { lineupUnknown, Unknown, UnknownLegend } from '../../ui/unknown-number'
import styles from './player-stats.module.css'

// Statistics derived from game sheets (never typed in): totals, the career (a row per season and team, club or
// national side), then per season and per competition. The community area and the scout area each pass their own
// read of player_stats/{id}.

type Shown = Exclude<keyof StatCounts, 'lineup_matches' | 'pre_assists'>
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

/** Starts and minutes exist only for matches whose line-up was recorded; elsewhere they are unknown. */
const lineupOnly = new Set<Shown>(['starts', 'minutes'])
const isUnknown = (counts: StatCounts, key: Shown) => lineupOnly.has(key) && lineupUnknown(counts)
const shown = (counts: StatCounts, key: Shown) => (isUnknown(counts, key) ? <Unknown /> : counts[key])

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
      {stats.totals.matches === 0 ? (
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
 * The sign's one legend when any number shows it, saying why for this player; when the totals are known but some
 * matches had no line-up, which matches starts and minutes cover.
 */
function LineupNote({ stats }: { stats: PlayerStats }) {
  const { totals } = stats
  const unknown = totals.matches - totals.lineup_matches
  const rows = [totals, ...stats.by_season, ...stats.by_competition]
  const legend = rows.some(lineupUnknown) ? (
    <UnknownLegend>
      {totals.matches === 0
        ? 'no game sheet lists this player yet, so starts and minutes are not known.'
        : `the ${unknown === 1 ? 'sheet names' : `${unknown} sheets name`} this player (goals, cards) without a line-up, so starts and minutes are not known there.`}
    </UnknownLegend>
  ) : null
  return (
    <>
      {totals.lineup_matches > 0 && unknown > 0 ? (
        <p className="muted">
          Starts and minutes cover the {totals.lineup_matches} of {totals.matches} matches whose line-up was
          recorded; in the other {unknown} the sheet names the player without a line-up.
        </p>
      ) : null}
      {legend}
    </>
  )
}
