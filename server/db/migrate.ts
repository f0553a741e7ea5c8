import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client'

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Applies the generated SQL migrations; the same files run on PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pg') await migratePg(database.db, { migrationsFolder })
  else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
}
