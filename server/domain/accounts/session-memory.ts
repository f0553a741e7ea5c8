import type { Role } from '../../../src/api/contract/terms/roles'
import type { accounts, sessions } from '../../db/schema/index'

// Sessions found live, remembered by the process for a few seconds, so a signed-in request usually needs no
// lookup query: the CPU profile put a database round trip at three quarters of a session lookup (decision 0022).
// It never outlives a logout:
// - every way a session ends or its account changes (logout, log out everywhere, password reset, disabling,
//   deleting or erasing an account, a profile edit, a confirmation) goes through session-notices.ts, which
//   forgets here and tells the other processes in the statement that makes the change;
// - a lookup that was under way while anything was forgotten is not remembered (the epoch moved on), so an
//   answer read just before a logout cannot be put back just after it;
// - servers sharing a PostgreSQL (and workers, WEB_CONCURRENCY) learn of a logout another one answered through
//   the database's notifications (session-notices.ts, decision 0059): each process's listener forgets what it
//   is told; while a listener has lost its connection, its process remembers nothing (`distrust` below) and
//   looks every session up, as decision 0043 had every process on PostgreSQL do;
// - what is remembered is used for REMEMBER_MS at most, then looked up again (which also refreshes the idle
//   clock), and its expiry and idle limit are checked on every use.

export const REMEMBER_MS = 10_000
const MOST = 50_000

export interface RememberedSession {
  session: typeof sessions.$inferSelect
  account: typeof accounts.$inferSelect
}

interface Entry {
  key: string
  found: RememberedSession
  until: number
}

const byToken = new Map<string, Entry>()
let epoch = 0
/** Listeners of this process that are not listening (session-listener.ts); memory is used only at 0. */
let deaf = 0

const keyOf = (tokenHash: string, role: Role) => `${role}:${tokenHash}`

/** The session remembered for this token hash and role, if any and still fresh. */
export function recall(tokenHash: string, role: Role): RememberedSession | undefined {
  if (deaf) return undefined
  const entry = byToken.get(keyOf(tokenHash, role))
  if (!entry) return undefined
  if (entry.until > performance.now()) return entry.found
  byToken.delete(entry.key)
  return undefined
}

/** Call before looking a session up; pass the result to `remember`. */
export const lookupStarts = () => epoch

/** Remembers a session just looked up, unless something was forgotten since the lookup started. */
export function remember(tokenHash: string, role: Role, found: RememberedSession, startedAt: number) {
  if (startedAt !== epoch || deaf) return
  if (byToken.size >= MOST) byToken.clear()
  const key = keyOf(tokenHash, role)
  byToken.set(key, { key, found, until: performance.now() + REMEMBER_MS })
}

/** A session ended (logout, a sign-in replacing it, expiry found). */
export function forgetSession(sessionId: string) {
  epoch++
  for (const entry of byToken.values()) if (entry.found.session.id === sessionId) byToken.delete(entry.key)
}

/** An account's sessions ended or the account changed (password, disabled, deleted, profile, confirmation). */
export function forgetAccount(accountUid: string) {
  epoch++
  for (const entry of byToken.values())
    if (entry.found.session.accountUid === accountUid) byToken.delete(entry.key)
}

/**
 * A listener stopped hearing of ended sessions (or has not started to): forget everything, since a notice may be
 * missed from now on, and remember nothing until `trust` is called for it again.
 */
export function distrust() {
  deaf++
  epoch++
  byToken.clear()
}

/** A listener hears again: what ended while it was deaf was never remembered (distrust cleared everything). */
export function trust() {
  deaf = Math.max(0, deaf - 1)
  epoch++
}

/** Whether this process answers sessions from memory now (tests and the health of the listener). */
export const trusted = () => deaf === 0
