import { inArray, type SQL, sql } from 'drizzle-orm'
import type { KeyNumbers } from '../../../src/api/contract/terms/player-stats'
import type { Executor } from '../../db/client'
import { playerTotals } from '../../db/schema/index'

// A list's key numbers for a page of players: their kept career totals (db/schema/player-totals.ts), one row
// per player by key — matches and minutes where the sheet places the player, goals and assists, postponed and
// cancelled games left out as in the statistics.
//
// What the totals record (decision 0056): a player whose every game is known only from its scorers (an imported
// sheet without line-ups) has goals and nothing else — his matches, minutes and assists are null, never 0.
// One rule, twice: `knownNumbers` for the pages read here, `knownNumbersSql` for the filter's page
// (player-filter/sql.ts), which PostgreSQL writes as JSON.

/** The kept totals as a list shows them: `matches` is every game played, `lineup_matches` the placed ones. */
type Kept = { matches: number; lineup_matches: number; minutes: number; goals: number; assists: number }

export function knownNumbers(kept: Kept): KeyNumbers {
  // Placed games record everything; games known only from their scorers record goals; a player no sheet names
  // has no recorded match (his games may simply not be here), as his minutes were not (decision 0017).
  const recorded = kept.lineup_matches > 0
  return {
    matches: recorded ? kept.lineup_matches : null,
    lineup_matches: kept.lineup_matches,
    minutes: recorded ? kept.minutes : null,
    goals: kept.goals,
    assists: recorded || kept.assists > 0 ? kept.assists : null,
  }
}

/** `knownNumbers` in SQL over the columns of `table` (an alias), in the KeyNumbers' order. */
export function knownNumbersSql(table: string): Record<keyof KeyNumbers, SQL> {
  const c = (name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`
  const recorded = sql`(${c('lineup_matches')} > 0)`
  return {
    matches: sql`case when ${recorded} then ${c('lineup_matches')} end`,
    lineup_matches: c('lineup_matches'),
    minutes: sql`case when ${recorded} then ${c('minutes')} end`,
    goals: c('goals'),
    assists: sql`case when ${recorded} or ${c('assists')} > 0 then ${c('assists')} end`,
  }
}

export async function keyNumbersOf(db: Executor, uids: string[]): Promise<Map<string, KeyNumbers>> {
  if (uids.length === 0) return new Map()
  const rows = await db
    .select({
      uid: playerTotals.playerId,
      matches: playerTotals.matches,
      lineup_matches: playerTotals.lineupMatches,
      minutes: playerTotals.minutes,
      goals: playerTotals.goals,
      assists: playerTotals.assists,
    })
    .from(playerTotals)
    .where(inArray(playerTotals.playerId, uids))
  return new Map(rows.map(({ uid, ...numbers }) => [uid, knownNumbers(numbers)]))
}

/** A player with no kept totals: nothing recorded but his goals, none. */
export const noNumbers: KeyNumbers = {
  matches: null,
  lineup_matches: 0,
  minutes: null,
  goals: 0,
  assists: null,
}
