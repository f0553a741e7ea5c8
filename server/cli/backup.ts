import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../config'
import { pgliteOf } from '../db/client'
import { openMigratedDatabase } from '../start'

// Backs up the embedded database to one file: npm run db:backup [-- <file.tar.gz>]. Stop the server first
// (PGlite is single-process). With DATABASE_URL, use PostgreSQL's own pg_dump instead.

const config = loadConfig()
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up the PostgreSQL server with pg_dump')
  process.exit(2)
}
const target = path.resolve(
  process.argv[2] ?? `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
)
const database = await openMigratedDatabase(config)
const dump = await pgliteOf(database)!.dumpDataDir('gzip')
fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()))
await database.close()
console.log(`Backed up ${config.dataDir} to ${target} (${fs.statSync(target).size} bytes)`)
