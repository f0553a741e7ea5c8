import { and, eq, lt, ne, or, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Role } from '../../../src/api/contract/terms/roles'
import type { Db, Executor } from '../../db/client'
import { accounts, sessions } from '../../db/schema/index'
import { forgetSession, lookupStarts, type RememberedSession, recall, remember } from './session-memory'
import { endSessions } from './session-notices'
import { hashToken, newToken } from './tokens'

// Sessions live in a table: a token is handed out once, only its hash is stored, so log-out-everywhere is one
// delete and a stolen database leaks no usable token. Idle and absolute lifetimes differ per role.

const minute = 60_000
const day = 24 * 60 * minute
export const sessionLifetime: Record<Role, { idleMs: number; absoluteMs: number }> = {
  admin: { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute },
  // Tablets at stadiums may be offline for days with writes queued: a long idle window.
  community: { idleMs: 14 * day, absoluteMs: 60 * day },
  scout: { idleMs: 7 * day, absoluteMs: 30 * day },
}

export async function createSession(db: Db, accountUid: string, role: Role, userAgent?: string) {
  const token = newToken()
  const now = Date.now()
  await db.insert(sessions).values({
    id: uuidv7(),
    tokenHash: hashToken(token),
    accountUid,
    role,
    userAgent: userAgent?.slice(0, 300),
    expiresAt: new Date(now + sessionLifetime[role].absoluteMs),
  })
  await db
    .update(accounts)
    .set({ lastSignInAt: new Date(now) })
    .where(eq(accounts.uid, accountUid))
  return token
}

const lookupQuery = (db: Db) =>
  db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.uid, sessions.accountUid))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), eq(sessions.role, sql.placeholder('role'))))
    .limit(1)

export type SessionLookup = (
  tokenHash: string,
  role: Role,
) => ReturnType<ReturnType<typeof lookupQuery>['execute']>

/**
 * The session lookup every signed-in request makes, as a prepared statement: the CPU profile showed a quarter
 * of a request's time in building the same SQL again (drizzle's query builder); prepared, it is built once and
 * PostgreSQL plans it once per connection. Prepare it OUTSIDE any transaction (the session plugin does, at start).
 */
export function prepareSessionLookup(db: Db): SessionLookup {
  const prepared = lookupQuery(db).prepare('session_lookup')
  return (tokenHash, role) => prepared.execute({ hash: tokenHash, role })
}

/**
 * The live session and its account for a token presented to `role`'s API, or undefined, looked up in the
 * database. With `remembering`, what it finds is remembered for the next seconds (session-memory.ts), where
 * `rememberedSession` answers it without a lookup.
 */
export async function findSession(
  db: Db,
  token: string,
  role: Role,
  lookup?: SessionLookup,
  remembering = false,
): Promise<RememberedSession | undefined> {
  const hash = hashToken(token)
  const startedAt = lookupStarts()
  const [row] = lookup ? await lookup(hash, role) : await lookupQuery(db).execute({ hash, role })
  if (!row || row.account.disabled) return undefined
  const now = Date.now()
  if (!stillLive(row, role, now)) {
    // Found expired: every server checks expiry on each use, so no other needs telling.
    await db.delete(sessions).where(eq(sessions.id, row.session.id))
    forgetSession(row.session.id)
    return undefined
  }
  // Refresh the idle clock at most once a minute, not on every request.
  if (now - row.session.lastSeenAt.getTime() > minute) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.session.id))
    row.session.lastSeenAt = new Date(now)
  }
  if (remembering) remember(hash, role, row, startedAt)
  return row
}

const stillLive = ({ session }: RememberedSession, role: Role, now: number) =>
  session.expiresAt.getTime() > now && session.lastSeenAt.getTime() + sessionLifetime[role].idleMs > now

/**
 * The live session for a token as this process remembers it (session-memory.ts), answered at once: the session
 * hook asks this first so that most signed-in requests pass it without a promise; undefined → `findSession`.
 */
export function rememberedSession(token: string, role: Role): RememberedSession | undefined {
  const known = recall(hashToken(token), role)
  return known && stillLive(known, role, Date.now()) ? known : undefined
}

/** Ends one session (logout, a sign-in replacing it) on every server. */
export async function deleteSession(db: Executor, id: string) {
  await endSessions(db, eq(sessions.id, id), { session: id })
}

/**
 * Ends every session of the account (log out everywhere, password reset, disabling or deleting it), or all
 * but one, on every server; in the caller's transaction when it passes one. How many ended.
 */
export function deleteAccountSessions(db: Executor, accountUid: string, exceptSessionId?: string) {
  const where = exceptSessionId
    ? and(eq(sessions.accountUid, accountUid), ne(sessions.id, exceptSessionId))
    : eq(sessions.accountUid, accountUid)
  return endSessions(db, where, { account: accountUid })
}

export const deleteExpiredSessions = (db: Db) =>
  db.delete(sessions).where(or(lt(sessions.expiresAt, new Date())))
