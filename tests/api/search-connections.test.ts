import os from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { type Database, genericPlanTwin, openDatabase, poolName } from '../../server/db/client'
import { type ScratchPostgres, scratchPostgres } from '../support/scratch-database'

// The name search's pool runs as many statements at once as it has connections and queues the rest in the server
// (decision 0070): more searches at once than the database has cores only preempted each other, which stretched
// the slowest ones. The other reads and the writes keep the main pool's ten.

const onPostgres = process.env.TEST_DB_KIND === 'pg'

describe('how many searches run at once', () => {
  it('is the cores + 1 shared by the processes of one machine, unless DATABASE_SEARCH_CONNECTIONS says', () => {
    const cores = (n: number) => Math.ceil((os.availableParallelism() + 1) / n)
    expect(loadConfig({}).searchConnections).toBe(cores(1))
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).searchConnections).toBe(cores(2))
    expect(loadConfig({ DATABASE_SEARCH_CONNECTIONS: '6' }).searchConnections).toBe(6)
    expect(() => loadConfig({ DATABASE_SEARCH_CONNECTIONS: '0' })).toThrow(/DATABASE_SEARCH_CONNECTIONS/)
  })
})

describe.runIf(onPostgres)('the name search pool on PostgreSQL', () => {
  let scratch: ScratchPostgres
  let database: Database
  let watcher: pg.Client

  beforeAll(async () => {
    scratch = await scratchPostgres('search_pool', 'template')
    database = await openDatabase({ databaseUrl: scratch.url, searchConnections: 2 })
    watcher = new pg.Client({ connectionString: scratch.url })
    await watcher.connect()
  })
  afterAll(async () => {
    await watcher?.end()
    await database?.close()
    await scratch?.drop()
  })

  /** Statements of a pool running now in this test's database. */
  const running = async (pool: 'main' | 'search') => {
    const { rows } = await watcher.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = $1 and state = 'active'`,
      [poolName(pool)],
    )
    return rows[0].n as number
  }
  /** Six statements of 300 ms sent at once on `db`; how many ran together, and how long all six took. */
  const burst = async (db: Database['db'], pool: 'main' | 'search') => {
    const started = performance.now()
    // drizzle's query runs when it is awaited: Promise.resolve starts each one now.
    const sent = Array.from({ length: 6 }, () => Promise.resolve(db.execute(sql`select pg_sleep(0.3)`)))
    await new Promise((r) => setTimeout(r, 150))
    const together = await running(pool)
    await Promise.all(sent)
    return { together, ms: performance.now() - started }
  }

  it('runs two searches at once and the rest after them, while other reads run side by side', async () => {
    const search = await burst(genericPlanTwin(database.db)!, 'search')
    expect(search.together).toBe(2)
    // Three turns of two: the queued four waited in the server, none was lost.
    expect(search.ms).toBeGreaterThanOrEqual(850)
    const main = await burst(database.db, 'main')
    expect(main.together).toBe(6)
  })
})
