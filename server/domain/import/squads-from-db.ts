import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { nationalSquadPlayers, nationalSquads, nationals, players } from '../../db/schema/index'
import type { SquadOf } from './reconcile-goals'

// The squads a matches file is reconciled against come from the database, not from a file: a matches file
// imported on its own (or months after its squads) is matched against what is stored.

export interface StoredPlayer {
  uid: string
  name: string
  shirtNumber: number | null
  mainPosition: string | null
}

export interface StoredNational extends SquadOf<StoredPlayer> {
  uid: string
}

/**
 * Every national side with, as its squad, the one called up for this tournament, or else its latest squad.
 */
export async function loadNationalSquads(ex: Executor, tournamentUid: string): Promise<StoredNational[]> {
  const sides = await ex
    .select({ uid: nationals.uid, name: nationals.name, code: nationals.fifaCode })
    .from(nationals)
  if (sides.length === 0) return []
  const squads = await ex
    .select({
      uid: nationalSquads.uid,
      nationalId: nationalSquads.nationalId,
      tournamentId: nationalSquads.tournamentId,
    })
    .from(nationalSquads)
    .where(
      inArray(
        nationalSquads.nationalId,
        sides.map((s) => s.uid),
      ),
    )
    .orderBy(desc(nationalSquads.createdAt))
  const chosen = new Map<string, string>()
  for (const side of sides) {
    const own = squads.filter((s) => s.nationalId === side.uid)
    const pick = own.find((s) => s.tournamentId === tournamentUid) ?? own[0]
    if (pick) chosen.set(side.uid, pick.uid)
  }
  const members = chosen.size
    ? await ex
        .select({
          squadId: nationalSquadPlayers.ownerId,
          uid: players.uid,
          name: players.name,
          shirtNumber: players.shirtNumber,
          mainPosition: players.mainPosition,
        })
        .from(nationalSquadPlayers)
        .innerJoin(players, eq(players.uid, nationalSquadPlayers.playerId))
        .where(inArray(nationalSquadPlayers.ownerId, [...chosen.values()]))
        .orderBy(asc(nationalSquadPlayers.position))
    : []
  return sides.map((side) => {
    const squadUid = chosen.get(side.uid)
    return {
      uid: side.uid,
      name: side.name,
      code: side.code ?? '',
      players: members
        .filter((m) => m.squadId === squadUid)
        .map(({ uid, name, shirtNumber, mainPosition }) => ({ uid, name, shirtNumber, mainPosition })),
    }
  })
}
