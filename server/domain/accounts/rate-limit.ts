import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema/index'

// A fixed-window counter per key, kept in the database so every API instance shares it (docs/security.md).

export interface Limit {
  max: number
  windowMs: number
}

/**
 * Counts one hit; returns the seconds to wait when the key is over its limit. Windows are timed by the server's
 * clock, the one that also sets their ends.
 */
export async function hit(
  db: Db,
  key: string,
  limit: Limit,
  now = new Date(),
): Promise<{ over: boolean; retryAfter: number }> {
  const resetAt = new Date(now.getTime() + limit.windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning()
  const retryAfter = Math.max(1, Math.ceil((row!.resetAt.getTime() - now.getTime()) / 1000))
  return { over: row!.hits > limit.max, retryAfter }
}

/** Takes back one hit (a counted attempt that turned out not to be a failure). */
export const release = (db: Db, key: string) =>
  db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`)

export const clearKey = (db: Db, key: string) => db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
