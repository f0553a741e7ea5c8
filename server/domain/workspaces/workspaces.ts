import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Workspace } from '../../../src/api/contract/schemas/workspaces'
import type { WorkspaceRole } from '../../../src/api/contract/terms/workspaces'
import type { Db, Executor } from '../../db/client'
import { accounts, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema/index'
import { personName } from '../accounts/person-name'
import { conflict, notFound } from '../support/errors'
import { recordActivity } from './activity'
import { type Membership, membershipOf, requireMembership, requireRole } from './membership'

// A workspace and its members: made by a scout (its first head), read by its members, roles changed and members
// removed by heads, left by anyone — never leaving it without a head while others remain. What a member wrote
// stays with the workspace when he goes (decision 0052).

export const alreadyInOne = () =>
  conflict('You are in a club already: leave it before you create or join another', 'IN_WORKSPACE')

export async function createWorkspace(db: Db, accountUid: string, name: string) {
  return db.transaction(async (tx) => {
    // The account's row locked: two creations at once cannot both find him in none.
    await tx.execute(sql`select 1 from accounts where uid = ${accountUid} for update`)
    if (await membershipOf(tx, accountUid)) throw alreadyInOne()
    const uid = uuidv7()
    await tx.insert(workspaces).values({ uid, name })
    await tx.insert(workspaceMembers).values({ accountUid, workspaceUid: uid, role: 'head' })
    await recordActivity(tx, uid, accountUid, 'joined', { detail: 'head' })
    return readWorkspace(tx, { workspaceUid: uid, role: 'head' })
  })
}

export async function readWorkspace(db: Executor, membership: Membership): Promise<Workspace> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.uid, membership.workspaceUid))
  if (!row) throw notFound('There is no such club')
  const members = await db
    .select({
      uid: workspaceMembers.accountUid,
      name: personName,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.joinedAt,
    })
    .from(workspaceMembers)
    .innerJoin(accounts, eq(accounts.uid, workspaceMembers.accountUid))
    .where(eq(workspaceMembers.workspaceUid, row.uid))
    .orderBy(asc(workspaceMembers.joinedAt), asc(workspaceMembers.accountUid))
  const invitations =
    membership.role === 'head'
      ? await db
          .select()
          .from(workspaceInvitations)
          .where(
            and(
              eq(workspaceInvitations.workspaceUid, row.uid),
              isNull(workspaceInvitations.acceptedAt),
              gt(workspaceInvitations.expiresAt, sql`now()`),
            ),
          )
          .orderBy(asc(workspaceInvitations.createdAt))
      : []
  return {
    uid: row.uid,
    name: row.name,
    role: membership.role,
    members: members.map((m) => ({
      uid: m.uid,
      name: m.name ?? 'A scout',
      role: m.role as WorkspaceRole,
      joined_at: m.joinedAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      uid: i.uid,
      email: i.email,
      role: i.role as WorkspaceRole,
      expires_at: i.expiresAt.toISOString(),
    })),
  }
}

export async function getWorkspace(db: Executor, accountUid: string) {
  return readWorkspace(db, await requireMembership(db, accountUid))
}

/** Heads left if `memberUid` stopped being one; the workspace's members locked for the count. */
async function headsWithout(tx: Executor, workspaceUid: string, memberUid: string) {
  await tx.execute(sql`select 1 from workspace_members where workspace_uid = ${workspaceUid} for update`)
  const [row] = await tx
    .select({ n: count() })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceUid, workspaceUid),
        eq(workspaceMembers.role, 'head'),
        sql`${workspaceMembers.accountUid} <> ${memberUid}`,
      ),
    )
  return Number(row?.n ?? 0)
}

const keepAHead = () =>
  conflict('A club keeps at least one head: make another member head first', 'LAST_HEAD')

async function memberIn(tx: Executor, workspaceUid: string, memberUid: string) {
  const [row] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceUid, workspaceUid), eq(workspaceMembers.accountUid, memberUid)))
  if (!row) throw notFound('There is no such member in your club')
  return row.role as WorkspaceRole
}

export async function changeRole(db: Db, accountUid: string, memberUid: string, role: WorkspaceRole) {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, accountUid)
    requireRole(me, ['head'], 'Only a head of recruitment changes roles')
    const current = await memberIn(tx, me.workspaceUid, memberUid)
    if (current === 'head' && role !== 'head' && (await headsWithout(tx, me.workspaceUid, memberUid)) === 0)
      throw keepAHead()
    await tx.update(workspaceMembers).set({ role }).where(eq(workspaceMembers.accountUid, memberUid))
    return readWorkspace(tx, me)
  })
}

/** A head removes a member; a member removes himself (leaves). What he wrote stays with the workspace. */
export async function removeMember(db: Db, accountUid: string, memberUid: string) {
  return db.transaction(async (tx) => {
    const me = await requireMembership(tx, accountUid)
    if (memberUid !== accountUid) requireRole(me, ['head'], 'Only a head of recruitment removes members')
    const role = await memberIn(tx, me.workspaceUid, memberUid)
    if (role === 'head' && (await headsWithout(tx, me.workspaceUid, memberUid)) === 0) {
      const [others] = await tx
        .select({ n: count() })
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceUid, me.workspaceUid),
            sql`${workspaceMembers.accountUid} <> ${memberUid}`,
          ),
        )
      if (Number(others?.n ?? 0) > 0) throw keepAHead()
    }
    await tx.delete(workspaceMembers).where(eq(workspaceMembers.accountUid, memberUid))
    await recordActivity(tx, me.workspaceUid, memberUid, 'left')
    return { uid: memberUid, removed: true }
  })
}

/** Admins: every workspace with its member count, never what its members wrote. */
export async function listWorkspacesForAdmin(db: Executor) {
  const rows = await db
    .select({
      uid: workspaces.uid,
      name: workspaces.name,
      created_at: workspaces.createdAt,
      members: sql<number>`(select count(*)::int from workspace_members m where m.workspace_uid = ${workspaces.uid})`,
    })
    .from(workspaces)
    .orderBy(asc(sql`lower(${workspaces.name})`))
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }))
}
