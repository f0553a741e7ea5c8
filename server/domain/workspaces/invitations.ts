import { and, eq, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { WorkspaceRole } from '../../../src/api/contract/terms/workspaces'
import { INVITATION_DAYS, workspaceRoleWords } from '../../../src/api/contract/terms/workspaces'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { accounts, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema/index'
import { hashToken, newToken } from '../accounts/tokens'
import { conflict, forbidden, notFound } from '../support/errors'
import { recordActivity } from './activity'
import { membershipOf, requireMembership, requireRole } from './membership'
import { alreadyInOne, readWorkspace } from './workspaces'

// Joining a workspace: a head invites one address with a role; the mail (through the outbox, as every mail)
// carries a token valid 7 days, stored only as its hash. The account that accepts must hold that address — an
// existing scout or one who registers with it from the link — and be in no other workspace.

export async function invite(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  accountUid: string,
  input: { email: string; role: WorkspaceRole },
) {
  const me = await requireMembership(db, accountUid)
  requireRole(me, ['head'], 'Only a head of recruitment invites members')
  const email = input.email.trim().toLowerCase()
  const [member] = await db
    .select({ uid: accounts.uid })
    .from(workspaceMembers)
    .innerJoin(accounts, eq(accounts.uid, workspaceMembers.accountUid))
    .where(and(eq(workspaceMembers.workspaceUid, me.workspaceUid), sql`lower(${accounts.email}) = ${email}`))
  if (member) throw conflict(`${email} is a member of your club already`, 'ALREADY_MEMBER')
  const token = newToken()
  const [club] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.uid, me.workspaceUid))
  await db.insert(workspaceInvitations).values({
    uid: uuidv7(),
    workspaceUid: me.workspaceUid,
    email,
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: accountUid,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  })
  const link = `${publicUrl}/join?token=${encodeURIComponent(token)}`
  await mailer.send({
    to: email,
    subject: `Join ${club?.name ?? 'your club'} on Scoutline`,
    text: [
      `You are invited to join ${club?.name ?? 'a club'}'s recruitment department on Scoutline as ${workspaceRoleWords[input.role].toLowerCase()}.`,
      `Open this link within ${INVITATION_DAYS} days, signed in with (or registering) this address:\n\n${link}\n`,
      'If you did not expect it, ignore this mail.',
    ].join('\n\n'),
  })
  return readWorkspace(db, me)
}

export async function withdrawInvitation(db: Db, accountUid: string, uid: string) {
  const me = await requireMembership(db, accountUid)
  requireRole(me, ['head'], 'Only a head of recruitment withdraws invitations')
  const gone = await db
    .delete(workspaceInvitations)
    .where(and(eq(workspaceInvitations.uid, uid), eq(workspaceInvitations.workspaceUid, me.workspaceUid)))
    .returning({ uid: workspaceInvitations.uid })
  if (!gone.length) throw notFound('There is no such invitation')
  return readWorkspace(db, me)
}

export async function acceptInvitation(db: Db, accountUid: string, token: string) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(workspaceInvitations)
      .where(
        and(eq(workspaceInvitations.tokenHash, hashToken(token)), isNull(workspaceInvitations.acceptedAt)),
      )
      .for('update')
    if (!invitation) throw notFound('This invitation was withdrawn or used already', 'INVITATION_GONE')
    if (invitation.expiresAt.getTime() <= Date.now())
      throw notFound(
        'This invitation has expired: ask your head of recruitment for a new one',
        'INVITATION_EXPIRED',
      )
    const [account] = await tx
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.uid, accountUid))
      .for('update')
    if (account?.email.toLowerCase() !== invitation.email)
      throw forbidden(
        `This invitation is for ${invitation.email}: sign in with that address to accept it`,
        'INVITATION_ADDRESS',
      )
    if (await membershipOf(tx, accountUid)) throw alreadyInOne()
    await tx.insert(workspaceMembers).values({
      accountUid,
      workspaceUid: invitation.workspaceUid,
      role: invitation.role,
    })
    await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(workspaceInvitations.uid, invitation.uid))
    await recordActivity(tx, invitation.workspaceUid, accountUid, 'joined', { detail: invitation.role })
    return readWorkspace(tx, {
      workspaceUid: invitation.workspaceUid,
      role: invitation.role as WorkspaceRole,
    })
  })
}
