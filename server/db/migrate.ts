import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client'

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Applies the generated SQL migrations; the same files run on PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pg') await migratePg(database.db, { migrationsFolder })
  else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  await tuneNameSearch(database)
}

/**
 * pg_trgm declares its `<%` function as costing 1, so the planner runs fuzzy name matching on every row (1–3 s
 * on 100,000 players) instead of combining the prefix and trigram indexes (~0.1 s): docs/decisions/0009.
 * Applied on every start rather than in a migration because a pg_dump restore does not keep a changed cost
 * of an extension's function. Needs to own the function; without that the search is slower, not wrong.
 */
async function tuneNameSearch(database: Database) {
  try {
    await database.db.execute(sql`alter function word_similarity_op(text, text) cost 100`)
  } catch (error) {
    console.warn(`Name search left untuned: ${(error as Error).message}`)
  }
}
