import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { createFunction, createTrigger } from './functions/db-object'
import { dbFunctions, dbTriggers } from './functions/index'

// Writes each function and trigger whose body in server/db/functions/ differs from the database's, after the
// migrations, in one transaction under an advisory lock (several servers starting at once write them once).
// Unchanged ones are not touched: no lock on their tables at a normal start.

export async function syncDbObjects(database: Database): Promise<{ replaced: string[] }> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('scoutline:db-functions'))`)
    const sources = new Map(
      (
        await tx.execute<{ name: string; body: string }>(sql`
        select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'`)
      ).rows.map((r) => [r.name, r.body]),
    )
    const definitions = new Map(
      (
        await tx.execute<{ name: string; definition: string }>(sql`
        select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger where not tgisinternal`)
      ).rows.map((r) => [r.name, r.definition]),
    )
    const replaced: string[] = []
    const after: string[] = []
    for (const f of dbFunctions) {
      const current = sources.get(f.name)
      if (current === f.body) continue
      await tx.execute(sql.raw(createFunction(f)))
      replaced.push(f.name)
      if (current !== undefined && f.afterReplace) after.push(f.afterReplace)
    }
    for (const t of dbTriggers) {
      if (definitions.get(t.name) === t.definition) continue
      await tx.execute(sql.raw(createTrigger(t)))
      replaced.push(t.name)
    }
    for (const statement of after) await tx.execute(sql.raw(statement))
    return { replaced }
  })
}
