import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'

// The one way a test gets a database of its own, of the kind under test (TEST_DB_KIND: PGlite by default,
// PostgreSQL in the api-pg project): a copy of the migrated template (made once per run by global-setup.ts), or an
// empty one for a process the test starts itself (the server, a CLI), which migrates it as production would.

let counter = 0
const isPostgres = () => process.env.TEST_DB_KIND === 'pg'

export interface ScratchPostgres {
  url: string
  drop: () => Promise<void>
}

/** A PostgreSQL database of its own: empty, or a copy of the migrated template. */
export async function scratchPostgres(prefix: string, from: 'empty' | 'template'): Promise<ScratchPostgres> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) throw new Error('A PostgreSQL scratch database needs TEST_DATABASE_URL')
  const name = `scouting_${prefix}_${process.pid}_${Date.now()}_${counter++}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(
    `create database ${name}${from === 'template' ? ` template ${inject('pgTemplate')}` : ''}`,
  )
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** A migrated database of the kind under test, opened for the test's own app. */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (isPostgres()) {
    const scratch = await scratchPostgres('t', 'template')
    return { database: await openDatabase({ databaseUrl: scratch.url }), drop: scratch.drop }
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'))
  const database = await openDatabase({ loadDataDir: new Blob([dump]) })
  return { database, drop: async () => {} }
}

/**
 * An empty database for a process the test starts: the environment to give it (PostgreSQL: `DATABASE_URL`;
 * PGlite: nothing, the process makes its own under its DATA_DIR) and how to drop it afterwards.
 */
export async function emptyDatabaseEnv(
  prefix: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!isPostgres()) return { env: {}, drop: async () => {} }
  const scratch = await scratchPostgres(prefix, 'empty')
  return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop }
}
