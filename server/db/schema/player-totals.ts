import { integer, pgTable, uuid } from 'drizzle-orm/pg-core'
import { players } from './football-core'

// Each player's career totals over their game-sheet rows, kept by database triggers (migration 0017,
// decision 0024) so no write path can forget them: the scout filter's "at least 900 minutes" reads one row per
// candidate instead of aggregating every candidate's sheet. The same rules as the live statistics: postponed and
// cancelled games do not count; minutes and the per-90 goals and assists count only rows whose line-up is
// recorded (domain/games/lineup-recorded.ts). A season or competition filter still aggregates the sheet rows.

const total = (name: string) => integer(name).notNull().default(0)

export const playerTotals = pgTable('player_totals', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.uid, { onDelete: 'cascade' }),
  matches: total('matches'),
  lineupMatches: total('lineup_matches'),
  minutes: total('minutes'),
  goals: total('goals'),
  assists: total('assists'),
  /** Goals and assists in the games whose line-up is recorded: the numerators of the per-90 rates. */
  timedGoals: total('timed_goals'),
  timedAssists: total('timed_assists'),
})
