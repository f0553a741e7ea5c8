import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { clubPlayers } from '../../db/schema/index'
import type { Tally } from './record-sync'
import { stableUid } from './stable-uid'

// A squad list says at which club each player is: that is a club membership for the season. An existing
// membership (same club, player and season, whoever entered it) is left as it is.

export interface Membership {
  clubId: string
  playerId: string
  shirtNumber: number | null
}

export async function writeClubMemberships(
  ex: Executor,
  memberships: Membership[],
  season: string | null,
  tally: Tally,
): Promise<void> {
  if (memberships.length === 0) return
  const playerIds = [...new Set(memberships.map((m) => m.playerId))]
  const stored = await ex
    .select({ clubId: clubPlayers.clubId, playerId: clubPlayers.playerId, season: clubPlayers.season })
    .from(clubPlayers)
    .where(inArray(clubPlayers.playerId, playerIds))
  const key = (clubId: string, playerId: string, s: string | null) => `${clubId}|${playerId}|${s ?? ''}`
  const existing = new Set(stored.map((row) => key(row.clubId, row.playerId, row.season)))
  const inserts = []
  for (const m of memberships) {
    const k = key(m.clubId, m.playerId, season)
    if (existing.has(k)) {
      tally.unchanged++
      continue
    }
    existing.add(k)
    inserts.push({
      uid: stableUid('club-player', k),
      clubId: m.clubId,
      playerId: m.playerId,
      season,
      shirtNumber: m.shirtNumber,
    })
    tally.created++
  }
  for (let i = 0; i < inserts.length; i += 500) await ex.insert(clubPlayers).values(inserts.slice(i, i + 500))
}
