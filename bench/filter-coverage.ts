import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { filterCoverage, forgetFilterCoverage } from '../server/domain/scouting/filter-coverage'

// The Players screen's filter counts (GET filter_coverage, decision 0038) at scale: N generated players (a third
// with a foot, half with a height, every position), the count taken cold and warm, on each database.
//   node --import tsx bench/filter-coverage.ts [pglite|pg|both] [--players 100000]

const engine = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'both'
const at = process.argv.indexOf('--players')
const N = at > 0 ? Number(process.argv[at + 1]) : 100_000
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function open(kind: 'pglite' | 'pg'): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({}), drop: async () => {} }
  const name = `bench_coverage_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    database: await openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`)
      await admin.end()
    },
  }
}

const CODES = "array['GK','DF','RB','CB','LB','MF','CDM','CM','CAM','RM','LM','FW','RW','LW','CF','ST']"

async function run(kind: 'pglite' | 'pg') {
  const { database, drop } = await open(kind)
  try {
    await runMigrations(database)
    const t0 = performance.now()
    await database.db.execute(
      sql.raw(`insert into players (uid, name, date_of_birth, gender, preferred_foot, height_cm, main_position)
      select gen_random_uuid(), 'Player ' || i, date '1990-01-01' + (i % 5000),
        case when i % 2 = 0 then 'male' end, case when i % 3 = 0 then 'left' end,
        case when i % 2 = 1 then 160 + i % 40 end, (${CODES})[1 + i % 16]
      from generate_series(1, ${N}) i`),
    )
    await database.db.execute(sql`analyze`)
    const made = performance.now() - t0
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      forgetFilterCoverage(database.db)
      const t = performance.now()
      await filterCoverage(database.db)
      times.push(performance.now() - t)
    }
    const kept = performance.now()
    await filterCoverage(database.db)
    console.log(
      `${kind.padEnd(7)} ${N.toLocaleString('en')} players (made in ${(made / 1000).toFixed(1)} s): count ` +
        `${times.map((t) => t.toFixed(0)).join(' / ')} ms; kept answer ${(performance.now() - kept).toFixed(2)} ms`,
    )
  } finally {
    await database.close()
    await drop()
  }
}

for (const kind of engine === 'both' ? (['pglite', 'pg'] as const) : [engine as 'pglite' | 'pg'])
  await run(kind)
