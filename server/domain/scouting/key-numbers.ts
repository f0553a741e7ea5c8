import { inArray, sql } from 'drizzle-orm'
import type { KeyNumbers } from '../../../src/api/contract/scout-players'
import type { Db } from '../../db/client'
import { gamePlayers, games } from '../../db/schema/index'
import { lineupRecorded } from '../games/lineup-recorded'

// A list's key numbers for a page of players in ONE grouped query over their sheet rows (found through the
// (player_id, game_date) index): matches, minutes where the sheet places the player, goals and assists.
// Postponed and cancelled games do not count, as in the statistics.

export async function keyNumbersOf(db: Db, uids: string[]): Promise<Map<string, KeyNumbers>> {
  if (uids.length === 0) return new Map()
  const rows = await db
    .select({
      uid: gamePlayers.playerId,
      matches: sql<number>`count(*) filter (where ${gamePlayers.played})::int`,
      lineup_matches: sql<number>`count(*) filter (where ${gamePlayers.played} and ${lineupRecorded()})::int`,
      minutes: sql<number>`coalesce(sum(${gamePlayers.minutes}) filter (where ${lineupRecorded()}), 0)::int`,
      goals: sql<number>`coalesce(sum(${gamePlayers.goals}), 0)::int`,
      assists: sql<number>`coalesce(sum(${gamePlayers.assistGoal}), 0)::int`,
    })
    .from(gamePlayers)
    .innerJoin(games, sql`${games.uid} = ${gamePlayers.gameId}`)
    .where(sql`${inArray(gamePlayers.playerId, uids)} and ${games.status} not in ('postponed', 'cancelled')`)
    .groupBy(gamePlayers.playerId)
  return new Map(rows.map(({ uid, ...numbers }) => [uid, numbers]))
}

export const noNumbers: KeyNumbers = { matches: 0, lineup_matches: 0, minutes: 0, goals: 0, assists: 0 }
