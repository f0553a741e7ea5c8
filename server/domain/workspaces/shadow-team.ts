import { eq, inArray, sql } from 'drizzle-orm'
import type { ShadowTeam, ShadowTeamBody } from '../../../src/api/contract/schemas/workspaces'
import { type Formation, formations } from '../../../src/api/contract/terms/workspaces'
import type { Db, Executor } from '../../db/client'
import { accounts, clubs, players, workspaceShadowTeams } from '../../db/schema/index'
import { FORMER_MEMBER, personName } from '../accounts/person-name'
import { nameSeenByScouts, seenByScouts } from '../privacy/minors'
import { conflict, invalidField } from '../support/errors'
import { recordActivity } from './activity'
import { type Membership, requireMembership, requireRole } from './membership'

// The workspace's shadow team: one formation and, for each of its positions, a ranked column of targets with a
// note. Read by every member (viewers included), changed by heads, scouts and analysts with the version it was
// based on (a concurrent change answers 409 with the current team, as every versioned write does).

type StoredSlot = { position: string; players: { uid: string; note: string }[] }

const emptyTeam = (formation: Formation = '4-3-3'): StoredSlot[] =>
  formations[formation].map((position) => ({ position, players: [] }))

export async function readShadowTeam(db: Executor, membership: Membership): Promise<ShadowTeam> {
  const [row] = await db
    .select({
      formation: workspaceShadowTeams.formation,
      slots: workspaceShadowTeams.slots,
      version: workspaceShadowTeams.version,
      updatedAt: workspaceShadowTeams.updatedAt,
      updatedBy: workspaceShadowTeams.updatedBy,
      updatedByName: personName,
    })
    .from(workspaceShadowTeams)
    .leftJoin(accounts, eq(accounts.uid, workspaceShadowTeams.updatedBy))
    .where(eq(workspaceShadowTeams.workspaceUid, membership.workspaceUid))
  const formation = (row?.formation ?? '4-3-3') as Formation
  const slots = (row?.slots as StoredSlot[] | undefined) ?? emptyTeam(formation)
  const uids = [...new Set(slots.flatMap((s) => s.players.map((p) => p.uid)))]
  const found = uids.length
    ? await db
        .select({
          uid: players.uid,
          // A minor hidden from scouts keeps his place as "Not available", without his club (privacy/minors.ts).
          name: nameSeenByScouts,
          main_position: players.mainPosition,
          current_club: sql<
            string | null
          >`case when ${seenByScouts(players.uid, players.dateOfBirth)} then ${clubs.name} end`,
        })
        .from(players)
        .leftJoin(clubs, eq(clubs.uid, players.currentClubId))
        .where(inArray(players.uid, uids))
    : []
  const byUid = new Map(found.map((p) => [p.uid, p]))
  return {
    formation,
    slots: slots.map((slot) => ({
      position: slot.position,
      // A player deleted since he was placed leaves his place.
      players: slot.players.flatMap((p) => {
        const player = byUid.get(p.uid)
        return player ? [{ ...player, note: p.note }] : []
      }),
    })),
    version: row?.version ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row ? { uid: row.updatedBy, name: row.updatedByName ?? FORMER_MEMBER } : null,
  }
}

export async function getShadowTeam(db: Executor, accountUid: string) {
  return readShadowTeam(db, await requireMembership(db, accountUid))
}

/** The slots in the formation's order, each position once and of that formation; unknown players refused. */
async function checkedSlots(db: Executor, input: ShadowTeamBody): Promise<StoredSlot[]> {
  const positions: readonly string[] = formations[input.formation]
  const given = new Map<string, StoredSlot>()
  for (const slot of input.slots) {
    if (!positions.includes(slot.position))
      throw invalidField('slots', `${slot.position} is not a position of the ${input.formation}`)
    if (given.has(slot.position)) throw invalidField('slots', `${slot.position} is given twice`)
    given.set(slot.position, {
      position: slot.position,
      players: slot.players.map((p) => ({ uid: p.uid, note: p.note ?? '' })),
    })
  }
  const uids = [...new Set(input.slots.flatMap((s) => s.players.map((p) => p.uid)))]
  if (uids.length) {
    const found = await db.select({ uid: players.uid }).from(players).where(inArray(players.uid, uids))
    if (found.length !== uids.length)
      throw invalidField('slots', 'A player of the shadow team does not exist')
  }
  return positions.map((position) => given.get(position) ?? { position, players: [] })
}

export async function saveShadowTeam(db: Db, accountUid: string, input: ShadowTeamBody) {
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, accountUid)
    requireRole(
      membership,
      ['head', 'scout', 'analyst'],
      'Viewers read the shadow team; they do not change it',
    )
    const slots = await checkedSlots(tx, input)
    const values = { formation: input.formation, slots, updatedBy: accountUid, updatedAt: sql`now()` }
    const written =
      input.version === 0
        ? await tx
            .insert(workspaceShadowTeams)
            .values({ workspaceUid: membership.workspaceUid, ...values, version: 1 })
            .onConflictDoNothing()
            .returning({ version: workspaceShadowTeams.version })
        : await tx
            .update(workspaceShadowTeams)
            .set({ ...values, version: sql`${workspaceShadowTeams.version} + 1` })
            .where(
              sql`${workspaceShadowTeams.workspaceUid} = ${membership.workspaceUid} and ${workspaceShadowTeams.version} = ${input.version}`,
            )
            .returning({ version: workspaceShadowTeams.version })
    if (!written.length)
      throw conflict(
        'Someone changed the shadow team since you opened it: review it and apply your change again',
        'CONFLICT',
        {
          current: await readShadowTeam(tx, membership),
        },
      )
    await recordActivity(tx, membership.workspaceUid, accountUid, 'shadow_team', { detail: input.formation })
    return readShadowTeam(tx, membership)
  })
}
