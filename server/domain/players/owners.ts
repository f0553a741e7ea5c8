import { sql } from 'drizzle-orm'
import type { OwnerKind } from '../../../src/api/contract/schemas/players-media'
import type { Executor } from '../../db/client'
import { clubs, leagues, nationals, players, tournaments } from '../../db/schema/index'
import { DomainError } from '../support/errors'

// Gallery images and video events belong to a player, club, tournament, league or national side. Uids are
// globally unique, so the API takes just the owner's uid and this finds which family it is (one query).

export const ownerColumn = {
  player: 'playerId',
  club: 'clubId',
  tournament: 'tournamentId',
  league: 'leagueId',
  national: 'nationalId',
} as const satisfies Record<OwnerKind, string>

export async function resolveOwner(db: Executor, uid: string, path = 'owner_id'): Promise<OwnerKind> {
  const result = await db.execute<{ kind: OwnerKind }>(sql`
    select 'player' as kind from ${players} where ${players.uid} = ${uid}
    union all select 'club' from ${clubs} where ${clubs.uid} = ${uid}
    union all select 'tournament' from ${tournaments} where ${tournaments.uid} = ${uid}
    union all select 'league' from ${leagues} where ${leagues.uid} = ${uid}
    union all select 'national' from ${nationals} where ${nationals.uid} = ${uid}
    limit 1`)
  const kind = result.rows[0]?.kind
  if (!kind) {
    const message = `No player, club, tournament, league or national side with uid ${uid}`
    throw new DomainError('not_found', message, 'NOT_FOUND', { issues: [{ path, message }] })
  }
  return kind
}

/** The owner's uid and family from a row carrying the five owner columns. */
export function ownerOf(row: {
  playerId: string | null
  clubId: string | null
  tournamentId: string | null
  leagueId: string | null
  nationalId: string | null
}): { owner_id: string; owner_kind: OwnerKind } {
  for (const [kind, column] of Object.entries(ownerColumn) as [OwnerKind, keyof typeof row][]) {
    const id = row[column]
    if (id) return { owner_id: id, owner_kind: kind }
  }
  throw new Error('A media row without an owner (the check constraint forbids this)')
}
