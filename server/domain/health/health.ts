import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** Whether the database answers a trivial query (health checks for load balancers and monitors). */
export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
