import path from 'node:path'
import type { Config } from './config'
import { openDatabase } from './db/client'
import { runMigrations } from './db/migrate'

/** Opens the configured database (PGlite in DATA_DIR unless DATABASE_URL is set) and migrates it. */
export async function openMigratedDatabase(config: Config) {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  )
  await runMigrations(database)
  return database
}
