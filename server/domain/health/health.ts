import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** How long the database's answer serves the health checks that follow it. */
export const PROBE_FRESH_MS = 250

/**
 * Whether the database answers a trivial query, for health checks by load balancers and monitors. One question
 * is out at a time, every check that arrives while it is out shares its answer, and an answer serves the checks
 * of the next quarter second: a monitor polling thousands of times a second costs the database four queries a
 * second instead of one per poll (the profile showed the query as a fifth of a health check), and a database
 * that goes away shows within that quarter second. A question that hangs is shared too: the checks wait for it
 * and the handler timeout answers them 503.
 */
export function databaseProbe(db: Db, freshMs = PROBE_FRESH_MS): () => Promise<boolean> {
  let asking: Promise<boolean> | undefined
  let answer: { up: boolean; at: number } | undefined
  return () => {
    if (answer && performance.now() - answer.at < freshMs) return Promise.resolve(answer.up)
    if (asking) return asking
    const askedAt = performance.now()
    asking = db
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      )
      .then((up) => {
        answer = { up, at: askedAt }
        asking = undefined
        return up
      })
    return asking
  }
}
