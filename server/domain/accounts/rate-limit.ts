import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema/index'

// A fixed-window counter per key, kept in the database so every API instance shares it (SECURITY.md).

export interface Limit {
  max: number
  windowMs: number
}

/** Counts one hit; returns the seconds to wait when the key is over its limit. */
export async function hit(db: Db, key: string, limit: Limit): Promise<{ over: boolean; retryAfter: number }> {
  const resetAt = new Date(Date.now() + limit.windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning()
  const retryAfter = Math.max(1, Math.ceil((row!.resetAt.getTime() - Date.now()) / 1000))
  return { over: row!.hits > limit.max, retryAfter }
}

/** How many hits a key has in its current window, without counting one. */
export async function peek(db: Db, key: string): Promise<{ hits: number; retryAfter: number }> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`)
  const row = rows[0]
  if (!row) return { hits: 0, retryAfter: 0 }
  return { hits: row.hits, retryAfter: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)) }
}

export const clearKey = (db: Db, key: string) => db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
