import { inArray } from 'drizzle-orm'
import type { KeyNumbers } from '../../../src/api/contract/scout-players'
import type { Executor } from '../../db/client'
import { playerTotals } from '../../db/schema/index'

// A list's key numbers for a page of players: their kept career totals (db/schema/player-totals.ts), one row
// per player by key — matches, minutes where the sheet places the player, goals and assists, postponed and
// cancelled games left out as in the statistics.

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
  return new Map(rows.map(({ uid, ...numbers }) => [uid, numbers]))
}

export const noNumbers: KeyNumbers = { matches: 0, lineup_matches: 0, minutes: 0, goals: 0, assists: 0 }
