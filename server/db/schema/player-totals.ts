import { sql } from 'drizzle-orm'
import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core'
import { players } from './football-core'

// Each player's career totals over their game-sheet rows, kept by database triggers (migration 0017,
// decision 0024) so no write path can forget them: the scout filter's "at least 900 minutes" reads one row per
// candidate instead of aggregating every candidate's sheet. The same rules as the live statistics: postponed and
// cancelled games do not count; minutes and the per-90 goals and assists count only rows whose line-up is
// recorded (domain/games/lineup-recorded.ts). A season or competition filter still aggregates the sheet rows.

const total = (name: string) => integer(name).notNull().default(0)

/** A player's numbers, each a column made by `column`: the same names in player_totals and its per-position copy. */
export const totalsColumns = <Column>(column: (name: string) => Column) => ({
  matches: column('matches'),
  lineupMatches: column('lineup_matches'),
  minutes: column('minutes'),
  goals: column('goals'),
  assists: column('assists'),
  /** Goals and assists in the games whose line-up is recorded: the numerators of the per-90 rates. */
  timedGoals: column('timed_goals'),
  timedAssists: column('timed_assists'),
})

export const playerTotals = pgTable(
  'player_totals',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.uid, { onDelete: 'cascade' }),
    ...totalsColumns(total),
  },
  // Every player has a row (zeros until a sheet names them; migration 0020), so a search sorted by one of these
  // numbers with no condition that picks out a few players reads the top of its index and stops at the page's end
  // (scouting/player-filter/sql.ts): "most goals" at 1,000,000 players read and sorted every row (1.2 s).
  (t) => [
    index('player_totals_goals_idx').on(t.goals, t.playerId),
    index('player_totals_assists_idx').on(t.assists, t.playerId),
    index('player_totals_minutes_idx').on(t.minutes, t.playerId),
    // "Matches" sorts by the games whose line-up places him (decision 0056).
    index('player_totals_lineup_matches_idx').on(t.lineupMatches, t.playerId),
    // A rate per 90 with no minimum of minutes ("1.5 goals per 90") gives no floor of a total: its players are
    // counted and found from the rate itself (scouting/player-filter/number-minimums.ts, rateAtLeast: the same
    // expression), over the rows with minutes, the rate's own condition.
    index('player_totals_goals_per_90_idx')
      .on(sql`(${t.timedGoals} * 90.0 / ${t.minutes})`)
      .where(sql`${t.minutes} > 0`),
    index('player_totals_assists_per_90_idx')
      .on(sql`(${t.timedAssists} * 90.0 / ${t.minutes})`)
      .where(sql`${t.minutes} > 0`),
  ],
)
