import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { accounts, scoutLists } from '../../../db/schema/index'
import { personName } from '../../accounts/person-name'
import { forbidden, invalidField } from '../../support/errors'
import { recordNotFound } from '../../support/versioned-update'
import { type Membership, membershipOf } from '../../workspaces/membership'

// Who reaches which list (decision 0052): a scout's own lists, and his workspace's shared ones — read by every
// member, changed by all but viewers, deleted by a head or the list's maker. Anything else is a 404.

export type ListRow = typeof scoutLists.$inferSelect

/** The lists a scout reads: his own, and his workspace's shared ones. */
export const readableLists = (scoutUid: string, membership: Membership | null): SQL => {
  const own = and(eq(scoutLists.scoutUid, scoutUid), isNull(scoutLists.workspaceUid))!
  return membership ? or(own, eq(scoutLists.workspaceUid, membership.workspaceUid))! : own
}

type Access = 'read' | 'edit' | 'delete'

/** A list the scout may read; for `edit` and `delete`, one his role may change (403 in words otherwise). */
export async function ownList(
  db: Executor,
  scoutUid: string,
  uid: string,
  access: Access = 'edit',
): Promise<ListRow> {
  const membership = await membershipOf(db, scoutUid)
  const [row] = await db
    .select()
    .from(scoutLists)
    .where(and(eq(scoutLists.uid, uid), readableLists(scoutUid, membership)))
  if (!row) throw recordNotFound('list', uid)
  if (row.workspaceUid && access !== 'read' && membership) {
    if (membership.role === 'viewer')
      throw forbidden('Viewers read the club’s lists; they do not change them', 'WORKSPACE_ROLE')
    if (access === 'delete' && membership.role !== 'head' && row.scoutUid !== scoutUid)
      throw forbidden('Only a head of recruitment or the list’s maker deletes a club list', 'WORKSPACE_ROLE')
  }
  return row
}

/**
 * Held to the end of the transaction: names given at once by one owner (a scout, or a club for its lists) wait
 * for each other around their check and their write — two renames to one name at once both passed the check,
 * and the second was a 500.
 */
export const lockListNames = (tx: Executor, owner: Pick<ListRow, 'scoutUid' | 'workspaceUid'>) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`scout_lists:${owner.workspaceUid ?? owner.scoutUid}`}))`,
  )

/** `shared`: the name is looked for among the workspace's lists, else among the scout's own. */
export async function nameFree(db: Executor, owner: SQL, name: string, shared: boolean, except?: string) {
  const [taken] = await db
    .select({ uid: scoutLists.uid })
    .from(scoutLists)
    .where(and(owner, sql`lower(${scoutLists.name}) = lower(${name})`))
  if (taken && taken.uid !== except)
    throw invalidField('name', `${shared ? 'Your club has' : 'You have'} a list called “${name}” already`)
}
export const sameOwner = (row: Pick<ListRow, 'scoutUid' | 'workspaceUid'>) =>
  row.workspaceUid
    ? eq(scoutLists.workspaceUid, row.workspaceUid)
    : and(eq(scoutLists.scoutUid, row.scoutUid), isNull(scoutLists.workspaceUid))!

/** Names of the people who added and moved entries. */
export async function peopleNamed(db: Executor, uids: (string | null)[]) {
  const wanted = [...new Set(uids.filter((u): u is string => Boolean(u)))]
  if (!wanted.length) return new Map<string, string>()
  const rows = await db
    .select({
      uid: accounts.uid,
      name: personName,
    })
    .from(accounts)
    .where(inArray(accounts.uid, wanted))
  return new Map(rows.map((r) => [r.uid, r.name]))
}
