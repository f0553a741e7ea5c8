import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { playerTotals, totalsColumns } from './player-totals'

// Each player's career totals once for every position they play (migration 0022, decision 0029): a copy of their
// player_totals row per bit of players.position_set, kept by database triggers when the totals or the positions
// change. "Centre-backs with the most goals" then reads the top of one position's index and stops at the page's
// end (scouting/player-filter/sql.ts), where walking every player's goals found too few of a position that
// scores little and sorted all of its players instead (0.3–0.6 s at 1,000,000 players).

export const playerPositionTotals = pgTable(
  'player_position_totals',
  {
    /** The bit's place in position_set (domain/players/position-set.ts BIT_ORDER). */
    position: smallint('position').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => playerTotals.playerId, { onDelete: 'cascade' }),
    ...totalsColumns((name) => integer(name).notNull()),
    /**
     * The player's, copied (migration 0024, decision 0031): a scout's filter of positions and a nationality finds,
     * cuts and sorts its candidates here, and reads `players` for its page alone.
     */
    nationalityId: uuid('nationality_id'),
    dateOfBirth: date('date_of_birth'),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.position] }),
    index('player_position_totals_goals_idx').on(t.position, t.goals, t.playerId),
    index('player_position_totals_assists_idx').on(t.position, t.assists, t.playerId),
    index('player_position_totals_minutes_idx').on(t.position, t.minutes, t.playerId),
    index('player_position_totals_lineup_matches_idx').on(t.position, t.lineupMatches, t.playerId),
    // A position's players of one nationality by birth date, each entry with every number, the uid and the name,
    // so a filter reads its candidates, cuts them by minutes and sorts them by name from the index alone (decision
    // 0031). Key columns, not INCLUDE, which drizzle cannot spell: PostgreSQL leaves trailing keys out of the inner
    // pages all the same (the same size measured at 1,000,000 players). Only players with a nationality, the ones
    // a nationality finds: an index of every row with every column would serve any read of one position, and the
    // walk by a number (decision 0029) read a whole position from it and sorted it rather than read its number's
    // index in order (left wingers by goals 3.6 → 145 ms at 1,000,000 players).
    index('player_position_totals_nationality_idx')
      .on(
        t.position,
        t.nationalityId,
        t.dateOfBirth,
        t.minutes,
        t.matches,
        t.goals,
        t.assists,
        t.lineupMatches,
        t.timedGoals,
        t.timedAssists,
        t.playerId,
        t.name,
      )
      .where(sql`${t.nationalityId} is not null`),
  ],
)
