import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { Database } from './client'
import { syncDbObjects } from './sync-functions'

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Applies the generated SQL migrations, then the current SQL functions and triggers; the same files run on PGlite and PostgreSQL. After an existing database
 * is migrated, VACUUM ANALYZE: a migration that rewrites a table (a stored generated column, 0021) leaves it
 * without the visibility map that lets a list read its index alone, and without statistics for the planner, until
 * autovacuum gets to it — measured at 1,000,000 players, the filtered list 10× slower until then. VACUUM skips
 * the pages already all-visible, so an untouched table costs little.
 */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  const before = await appliedMigrations(database)
  await migratePg(database.db, { migrationsFolder: folder })
  // Functions and triggers live in db/functions/ (decision 0051): written after the tables they read.
  await syncDbObjects(database)
  if (before > 0 && (await appliedMigrations(database)) > before) await vacuum(database)
  await tuneNameSearch(database)
}

/** A vacuum that fails (a statement timeout, a lock) leaves the work to autovacuum; the app starts all the same. */
async function vacuum(database: Database) {
  try {
    await database.db.execute(sql`vacuum (analyze)`)
  } catch (error) {
    console.warn(`Vacuum after migrating failed, left to autovacuum: ${(error as Error).message}`)
  }
}

/** How many migrations the database has applied (0 before its first start). */
async function appliedMigrations(database: Database) {
  const one = async (query: ReturnType<typeof sql>) =>
    Number((await database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0)
  const exists = await one(sql`select (to_regclass('drizzle.__drizzle_migrations') is not null)::int as n`)
  return exists ? one(sql`select count(*)::int as n from drizzle.__drizzle_migrations`) : 0
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
