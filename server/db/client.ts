import fs from 'node:fs'
import { isMainThread } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { guardPool } from './pool-guards'
import * as schema from './schema/index'

// One database API for both engines: PGlite embedded (default) or a PostgreSQL server (DATABASE_URL).
// Drizzle's query builder is identical on both; we type the handle as the node-postgres flavour.
export type Db = NodePgDatabase<typeof schema>
/** An open transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Either the database or an open transaction. */
export type Executor = Db | Tx
export type DbKind = 'pglite' | 'pg'

export interface Database {
  db: Db
  kind: DbKind
  /** The PostgreSQL server's address, for another thread's own connections; none for PGlite. */
  url?: string
  close: () => Promise<void>
}

export interface OpenOptions {
  databaseUrl?: string
  /** A directory for PGlite's files; omitted → in memory. */
  dataDir?: string
  /** A PGlite data dir dump (tests start from a migrated template). */
  loadDataDir?: Blob | File
  /** PostgreSQL: connections at most in the main pool (10; a worker thread's own handle needs fewer). */
  connections?: number
  /** PostgreSQL: connections at most in the name search's pool (as many as the main pool unless said). */
  searchConnections?: number
}

/**
 * Settings for the app's own sessions (decision 0016). Our working set (players, sheets, indexes)
 * lives in memory, where a random page costs about what a sequential one does; PostgreSQL's default of 4
 * made the planner scan all 100,000 players rather than read 900 through an index. And a request gets one
 * core: parallel workers only slow the others under concurrent requests.
 */
const plannerSettings = {
  random_page_cost: '1.1',
  max_parallel_workers_per_gather: '0',
  // The fuzzy name tier's whole-name match (`%`, name-search-tiers.ts): 0.45 found 40 of 40 names with a typo
  // among 100,000 players, with about 8 candidates each; the default 0.3 matched everyone sharing a first name.
  'pg_trgm.similarity_threshold': '0.45',
  // Compiling a plan pays off for queries that run for seconds; ours run for milliseconds. A plan whose estimate
  // passes jit_above_cost was compiled on every run (~120 ms for the generic plan of the scout's walk by a
  // number, decision 0031, where the run itself takes 3 ms).
  jit: 'off',
}

/**
 * A second handle on the same PostgreSQL whose prepared statements always run one generic plan
 * (`plan_cache_mode = force_generic_plan`), for the few statements shown to plan well for any value: the name
 * search's tiers (decision 0025). PostgreSQL otherwise plans those again for every search (~0.6 ms of its CPU,
 * more than running them). None on PGlite.
 */
const genericPlanTwins = new WeakMap<object, Db>()
export const genericPlanTwin = (db: object): Db | undefined => genericPlanTwins.get(db)

/**
 * What each pool's connections are called in PostgreSQL's `pg_stat_activity`: which pool, which process. A worker
 * thread's own handle (decision 0067) is named 'thread', both its pools: the exports' pages, told apart from the
 * answers.
 */
export const poolName = (pool: 'main' | 'search' | 'thread', pid = process.pid) => `scouting ${pool} ${pid}`

function pgPool(url: string, name: string, max: number, settings: Record<string, string>) {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: name,
    max,
    connectionTimeoutMillis: 5000,
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  })
  guardPool(pool)
  return pool
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const connections = options.connections ?? 10
    const named = (pool: 'main' | 'search') => poolName(isMainThread ? pool : 'thread')
    const pool = pgPool(options.databaseUrl, named('main'), connections, plannerSettings)
    // Searches are short CPU-bound statements that never hold a connection across the server's own work: the
    // server runs `searchConnections` at once (config.ts: the cores + 1) and queues the rest in order; more backends
    // than cores preempt each other, which stretched the slowest searches (decision 0070).
    const genericPool = pgPool(
      options.databaseUrl,
      named('search'),
      options.searchConnections ?? connections,
      {
        ...plannerSettings,
        plan_cache_mode: 'force_generic_plan',
      },
    )
    const db = drizzlePg(pool, { schema })
    genericPlanTwins.set(db, drizzlePg(genericPool, { schema }))
    return {
      db,
      kind: 'pg',
      url: options.databaseUrl,
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()])
      },
    }
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true })
  // Loaded only for the embedded database: a server on PostgreSQL and its worker threads never hold PGlite's
  // modules (~3 MB of heap in each isolate that would, marked again by every full collection: decision 0073).
  const [{ PGlite }, { pg_trgm }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/node-postgres'),
  ])
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  })
  for (const [name, value] of Object.entries(plannerSettings)) await client.exec(`set ${name} = ${value}`)
  // Reached through node-postgres, as PostgreSQL is: its one session then keeps named prepared statements, so a
  // read prepared once (decision 0023) is planned once, where PGlite's own query() parsed and planned every
  // statement again — at 100,000 players, most of an embedded search's or list's time (decision 0030). The same
  // driver on both engines also parses values the same way.
  const pool = new pg.Pool({
    ...embeddedConnection(client, createPgConfig),
    max: 1,
    idleTimeoutMillis: 0,
  })
  pool.on('error', () => {})
  keepClientAfterFailure(pool)
  const db = drizzlePg(pool, { schema })
  embedded.set(db, client)
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await pool.end()
      await client.close()
    },
  }
}

const embedded = new WeakMap<object, PGlite>()

/**
 * A failed statement keeps the pool's one client. node-postgres's `pool.query` ends a client whose query failed —
 * right for a socket, wrong for PGlite's one shared connection: the failed statement's last message (its
 * ReadyForQuery) then reached the next client, and every later answer was shifted by one (a unique violation
 * outside a transaction, then the next query read "Connection terminated" or another query's answer). A kept client
 * waits for that message itself before its next query.
 */
function keepClientAfterFailure(pool: pg.Pool) {
  const query = async (text: unknown, values?: unknown) => {
    const pooled = await pool.connect()
    try {
      return await pooled.query(text as string, values as unknown[])
    } finally {
      pooled.release()
    }
  }
  pool.query = query as unknown as pg.Pool['query']
}

/**
 * PGlite's node-postgres connection, with one mend: node-postgres hands `parse` the query's `types` (drizzle puts
 * its value parsers there, an object), and PGlite's adapter reads them as the parameters' type list — `forEach`
 * on an object threw, and the session hung. Only a list is a list of parameter types.
 */
function embeddedConnection(
  client: PGlite,
  createPgConfig: typeof import('@electric-sql/pglite/node-postgres').createPgConfig,
) {
  const config = createPgConfig(client)
  const connection = config.connection as unknown as { parse: (query: { types?: unknown }) => void }
  const parse = connection.parse.bind(connection)
  connection.parse = (query) => parse(Array.isArray(query.types) ? query : { ...query, types: undefined })
  return config
}

/** The underlying PGlite instance, for dumps and backups. */
export function pgliteOf(database: Database): PGlite | undefined {
  return embedded.get(database.db)
}
