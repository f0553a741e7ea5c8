import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { type Database, openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { importFiles } from '../server/domain/import/import-files'
import { readOpenfootballFiles, WORLD_CUP_2026_FILES } from '../server/domain/import/import-openfootball'
import { generateTournament } from './statsbomb/generate-tournament'

// A whole StatsBomb tournament (64 matches: line-ups, and events with --events) imported in one go, as the
// community screen and `npm run import -- --format statsbomb` do it, on each database: first into a database that
// holds the World Cup 2026 squads (its players are looked up by name), then the same files again (nothing to write).
//   node --import tsx bench/statsbomb-import.ts [pglite|pg|both] [--events]
// PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a scratch database is
// created and dropped.

const engine = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'both'
const withEvents = process.argv.includes('--events')
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function open(kind: 'pglite' | 'pg'): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({}), drop: async () => {} }
  const name = `bench_statsbomb_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    database,
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`)
      await admin.end()
    },
  }
}

async function run(kind: 'pglite' | 'pg') {
  const { database, drop } = await open(kind)
  try {
    await runMigrations(database)
    const squads = await readOpenfootballFiles(WORLD_CUP_2026_FILES.slice(0, 1))
    await importFiles(database.db, squads)
    const files = generateTournament({ events: withEvents })
    const size = files.reduce((n, f) => n + f.content.length, 0)
    const timed = async () => {
      const t0 = performance.now()
      const report = await importFiles(database.db, files)
      return { ms: performance.now() - t0, totals: report.totals }
    }
    const first = await timed()
    const second = await timed()
    console.log(
      `${kind.padEnd(7)} ${files.length} files (${(size / 1e6).toFixed(1)} MB): first import ${first.ms.toFixed(0)} ms ` +
        `(${first.totals.created} created, ${first.totals.updated} updated), again ${second.ms.toFixed(0)} ms ` +
        `(${second.totals.created} created, ${second.totals.updated} updated)`,
    )
  } finally {
    await database.close()
    await drop()
  }
}

for (const kind of engine === 'both' ? (['pglite', 'pg'] as const) : [engine as 'pglite' | 'pg'])
  await run(kind)
