import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema/index'

// Failed sign-ins of one account (whatever name was typed for it) are answered with growing waits instead of a
// lock (decision 0035): the first FREE_FAILURES cost nothing, then each failure makes the next attempt wait
// twice as long, up to MAX_WAIT_S. A stranger's guesses therefore slow an account down but never shut its owner
// out, and the owner can skip the wait with the mailed link (sign-in-unlock.ts). Kept in rate_limits: `hits`
// counts the failures, `reset_at` is the last failure plus FORGET_AFTER (when they are forgotten).

export const FREE_FAILURES = 5
export const MAX_WAIT_S = 15 * 60
const FORGET_AFTER = sql`interval '24 hours'`

/** Seconds to wait after `failures` failed sign-ins before the next one is checked. */
export const waitAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - 4), MAX_WAIT_S)

const waitSql = sql`(case when ${rateLimits.hits} < ${FREE_FAILURES} then 0
  else least(power(2, ${rateLimits.hits} - 4), ${MAX_WAIT_S}) end) * interval '1 second'`
const lastFailure = sql`${rateLimits.resetAt} - ${FORGET_AFTER}`

export type Claim = { allowed: true; failures: number } | { allowed: false; retryAfter: number }

/**
 * Counts one attempt as a failure before the password is checked (taken back if it succeeds), atomically and
 * only when the account's wait is over — so a burst of concurrent guesses checks at most FREE_FAILURES. With
 * `skipWait` (the owner's unlock link) the attempt is counted whatever the wait.
 */
export async function claimAttempt(db: Db, key: string, skipWait = false): Promise<Claim> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${FORGET_AFTER}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`now() + ${FORGET_AFTER}`,
      },
      setWhere: skipWait
        ? undefined
        : sql`${rateLimits.resetAt} <= now() or ${lastFailure} + ${waitSql} <= now()`,
    })
    .returning({ hits: rateLimits.hits })
  if (row) return { allowed: true, failures: row.hits }
  const [waiting] = await db
    .select({ seconds: sql<number>`extract(epoch from (${lastFailure} + ${waitSql} - now()))` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`)
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(waiting?.seconds ?? 1))) }
}

/** Takes back a counted attempt that was not a refused password (a malformed or unconfirmed sign-in). */
export const takeBackAttempt = (db: Db, key: string) =>
  db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`)

/** A successful sign-in forgets the account's failures. */
export const forgetFailures = (db: Db, key: string) =>
  db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
