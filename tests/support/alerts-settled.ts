import { isNull, sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { alertEvents } from '../../server/db/schema/index'

/** Waits until the app's alert worker (it runs every second) has evaluated every queued event. */
export async function alertsSettled(db: Db, withinMs = 10_000) {
  const until = Date.now() + withinMs
  for (;;) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(alertEvents)
      .where(isNull(alertEvents.doneAt))
    if (row!.n === 0) return
    if (Date.now() > until) throw new Error(`${row!.n} alert events still waiting`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
