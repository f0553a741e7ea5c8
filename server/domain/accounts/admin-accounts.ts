import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm'
import type { AdminAccount, CommunityRegisterBody, Dashboard } from '../../../src/api/contract/schemas/admin'
import type { Role } from '../../../src/api/contract/terms/roles'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { accounts, passwordResets, players } from '../../db/schema/index'
import { enquiriesWaiting } from '../enquiries/enquiries'
import { type Actor, audit } from '../site-content/audit'
import { newsDrafts } from '../site-content/content'
import { conflict } from '../support/errors'
import { recordNotFound } from '../support/versioned-update'
import { createAccountUnlessTaken } from './accounts'
import { deleteAccountSessions } from './sessions'
import { hashToken, newToken } from './tokens'

// What admins do with accounts: list community members and scouts, register a member (who chooses their own
// password from a mailed link — no password ever travels in mail), delete a member (their sessions end; the
// football data they entered stays, attributed to the deleted account), disable or re-enable a scout.

const INVITE_TTL_MS = 7 * 24 * 3600_000
const live = isNull(accounts.deletedAt)

const present = (a: typeof accounts.$inferSelect): AdminAccount => ({
  uid: a.uid,
  email: a.email,
  name: a.name,
  username: a.username,
  phone: a.phone,
  organisation: a.organisation,
  created_at: a.createdAt.toISOString(),
  disabled: a.disabled,
})

export async function listAccounts(
  db: Db,
  role: Role,
  query: { search?: string; page: number; limit: number },
) {
  const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const where = and(
    eq(accounts.role, role),
    live,
    like
      ? or(ilike(accounts.email, like), ilike(accounts.name, like), ilike(accounts.username, like))
      : undefined,
  )
  const rows = await db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(desc(accounts.createdAt))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  const [total] = await db.select({ n: count() }).from(accounts).where(where)
  return {
    data: rows.map(present),
    meta: { total: Number(total?.n ?? 0), page: query.page, limit: query.limit },
  }
}

export async function registerCommunityMember(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  input: CommunityRegisterBody,
  publicUrl: string,
): Promise<{ data: AdminAccount; mailError?: unknown }> {
  const token = newToken()
  const account = await db.transaction(async (tx) => {
    // A password nobody knows: the member sets theirs through the mailed link. The address's unique index
    // decides (a look before the insert let two registrations at once both pass, and the second was a 500).
    const created = await createAccountUnlessTaken(tx as unknown as Db, {
      role: 'community',
      email: input.email,
      name: input.name,
      password: newToken(),
    })
    if (!created) throw conflict('A community member with this email already exists', 'EMAIL_TAKEN')
    await tx
      .update(accounts)
      .set({ phone: input.phone ?? null, organisation: input.organisation ?? null })
      .where(eq(accounts.uid, created.uid))
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      accountUid: created.uid,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    })
    await audit(tx, actor, {
      action: 'register',
      subject: 'community member',
      subjectUid: created.uid,
      after: { email: created.email, name: input.name },
    })
    return { ...created, phone: input.phone ?? null, organisation: input.organisation ?? null }
  })
  const link = `${publicUrl}/forget-password?role=community&token=${encodeURIComponent(token)}`
  try {
    await mailer.send({
      to: account.email,
      subject: 'Your community account: choose a password',
      text: [
        `Hello ${input.name},`,
        'An administrator created a community account for you, to keep football data for our scouts.',
        `Open this link within 7 days to choose your password, then sign in at ${publicUrl}/community/login:\n\n${link}\n`,
        'The link works once.',
      ].join('\n\n'),
    })
  } catch (err) {
    return { data: present(account), mailError: err }
  }
  return { data: present(account) }
}

export async function liveAccount(db: Db, role: Role, uid: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.uid, uid), eq(accounts.role, role), live))
  if (!row) throw recordNotFound(role === 'scout' ? 'scout' : 'community member', uid)
  return row
}

export async function deleteCommunityMember(db: Db, actor: Actor, uid: string) {
  const member = await liveAccount(db, 'community', uid)
  await db.transaction(async (tx) => {
    // The address is freed (it may be registered again); the row stays for what the member wrote.
    await tx
      .update(accounts)
      .set({
        deletedAt: new Date(),
        disabled: true,
        email: `deleted-${uid}@deleted.invalid`,
        name: 'Deleted member',
      })
      .where(eq(accounts.uid, uid))
    await audit(tx, actor, {
      action: 'delete',
      subject: 'community member',
      subjectUid: uid,
      before: { email: member.email, name: member.name },
    })
  })
  await deleteAccountSessions(db, uid)
  return { uid, deleted: true }
}

export async function setScoutDisabled(db: Db, actor: Actor, uid: string, disabled: boolean) {
  const scout = await liveAccount(db, 'scout', uid)
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ disabled, updatedAt: new Date() }).where(eq(accounts.uid, uid))
    await audit(tx, actor, {
      action: disabled ? 'disable' : 'enable',
      subject: 'scout',
      subjectUid: uid,
      before: { email: scout.email, disabled: scout.disabled },
      after: { email: scout.email, disabled },
    })
    // In the same transaction: the account is never disabled with its sessions still live anywhere.
    if (disabled) await deleteAccountSessions(tx, uid)
  })
  return present({ ...scout, disabled })
}

const WEEK = sql`now() - interval '7 days'`
const accountsOf = (role: Role) => and(eq(accounts.role, role), live)

export async function countOf(db: Db, what: 'scout' | 'player'): Promise<number> {
  const [row] =
    what === 'scout'
      ? await db.select({ n: count() }).from(accounts).where(accountsOf('scout'))
      : await db.select({ n: count() }).from(players)
  return Number(row?.n ?? 0)
}

export async function dashboard(db: Db): Promise<Dashboard> {
  const [[scouts], [players_], [scoutsWeek], [playersWeek], [members]] = await Promise.all([
    db.select({ n: count() }).from(accounts).where(accountsOf('scout')),
    db.select({ n: count() }).from(players),
    db
      .select({ n: count() })
      .from(accounts)
      .where(and(accountsOf('scout'), gt(accounts.createdAt, WEEK))),
    db.select({ n: count() }).from(players).where(gt(players.createdAt, WEEK)),
    db.select({ n: count() }).from(accounts).where(accountsOf('community')),
  ])
  return {
    scouts: Number(scouts?.n ?? 0),
    players: Number(players_?.n ?? 0),
    scouts_this_week: Number(scoutsWeek?.n ?? 0),
    players_this_week: Number(playersWeek?.n ?? 0),
    community_members: Number(members?.n ?? 0),
    enquiries_waiting: await enquiriesWaiting(db),
    news_drafts: await newsDrafts(db),
  }
}
