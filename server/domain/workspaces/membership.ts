import { eq } from 'drizzle-orm'
import type { WorkspaceRole } from '../../../src/api/contract/terms/workspaces'
import type { Executor } from '../../db/client'
import { workspaceMembers } from '../../db/schema/index'
import { forbidden, notFound } from '../support/errors'

// Which workspace an account is in, and as what: the one question every workspace call asks first. Anything of a
// workspace the caller is not in answers 404 (its existence is not told); a call his role may not make, 403 in
// words.

export interface Membership {
  workspaceUid: string
  role: WorkspaceRole
}

export async function membershipOf(db: Executor, accountUid: string): Promise<Membership | null> {
  const [row] = await db
    .select({ workspaceUid: workspaceMembers.workspaceUid, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.accountUid, accountUid))
  return row ? { workspaceUid: row.workspaceUid, role: row.role as WorkspaceRole } : null
}

export const notInWorkspace = () =>
  notFound('You are not in a club: create one or accept an invitation', 'NO_WORKSPACE')

export async function requireMembership(db: Executor, accountUid: string): Promise<Membership> {
  const membership = await membershipOf(db, accountUid)
  if (!membership) throw notInWorkspace()
  return membership
}

/** 403 with `message` unless the member's role is one of `allowed`. */
export function requireRole(membership: Membership, allowed: readonly WorkspaceRole[], message: string) {
  if (!allowed.includes(membership.role)) throw forbidden(message, 'WORKSPACE_ROLE')
}
