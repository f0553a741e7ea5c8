import path from 'node:path'
import pg from 'pg'
import type { Config } from './config'
import { openDatabase } from './db/client'
import { runMigrations } from './db/migrate'

/** Any number, the same in every server: the PostgreSQL advisory lock that migrations are run under. */
const MIGRATION_LOCK = 3_520_043

/** Opens the configured database (PGlite in DATA_DIR unless DATABASE_URL is set) and migrates it. */
export async function openMigratedDatabase(config: Config) {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, searchConnections: config.searchConnections }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  )
  if (config.databaseUrl) await oneServerAtATime(config.databaseUrl, () => runMigrations(database))
  else await runMigrations(database)
  return database
}

// Several servers started together on one PostgreSQL (a deploy, docs/deploy.md) would each apply the same
// migrations at once and fail on each other's tables: each waits for the lock, the first migrates, the others
// then find nothing left to apply. A session-level lock on a connection of its own, released when it closes.
async function oneServerAtATime(databaseUrl: string, work: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await work()
  } finally {
    await client.end()
  }
}
