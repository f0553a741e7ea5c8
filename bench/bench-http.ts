import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { type Database, genericPlanTwin, openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { createAccount } from '../server/domain/accounts/accounts'

// Shared harness for benchmarks through the REAL HTTP server: a scratch database on either engine (PGlite in a
// temp dir, or a fresh PostgreSQL database created and dropped), the app listening on 127.0.0.1 with a real
// community session cookie, and a measuring loop (sequential latencies, then throughput at fixed concurrency).

export type Engine = 'pglite' | 'pg'

export interface Scratch {
  database: Database
  dataDir: string
  /** Closes the database and removes everything the scratch created. Safe to call twice. */
  dispose: () => Promise<void>
}

/** A migrated, empty database. `adminUrl` is any database on the PostgreSQL server (used to create/drop). */
export async function scratchDatabase(engine: Engine, adminUrl: string, label: string): Promise<Scratch> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`))
  let drop = async () => {}
  let database: Database
  if (engine === 'pg') {
    const name = `bench_${label.replace(/\W/g, '_')}_${process.pid}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    database = await openDatabase({ databaseUrl: url.toString() })
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  } else {
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
  }
  let disposed = false
  const dispose = async () => {
    if (disposed) return
    disposed = true
    await database.close().catch(() => {})
    await drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await runMigrations(database)
  } catch (error) {
    await dispose()
    throw error
  }
  return { database, dataDir, dispose }
}

export interface Served {
  base: string
  cookie: string
  /** The header value that goes with the session's XSRF-TOKEN cookie, for writes (and POST searches). */
  xsrf: string
  close: () => Promise<void>
}

/** buildApp + listen on an ephemeral port, then log an account of `role` in through the API (XSRF + cookie). */
export async function serveWithSession(
  scratch: Scratch,
  role: 'community' | 'scout' = 'community',
): Promise<Served> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch.dataDir, LOG_LEVEL: 'silent' })
  const app = await buildApp({ config, database: scratch.database, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  const password = 'bench-password-long-enough'
  const account = await createAccount(scratch.database.db, {
    role,
    email: `bench-${role}@example.test`,
    password,
  })
  const session = await signInThroughApi(base, role, account.email, password)
  return { base, ...session, close: () => app.close() }
}

/** Logs an account in through the API as a browser does (XSRF cookie first): the cookie and header to send. */
export async function signInThroughApi(
  base: string,
  role: 'community' | 'scout',
  email: string,
  password: string,
): Promise<{ cookie: string; xsrf: string }> {
  const health = await fetch(`${base}/api/health`)
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1]
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie from /api/health')
  const login = await fetch(`${base}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email, password }),
  })
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`)
  const set = login.headers.getSetCookie().map((c) => c.split(';')[0]!)
  // The XSRF cookie the session goes on with: a new one if the login set one, else the one it was sent with.
  const token = set.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? xsrf
  const cookie = [...set.filter((c) => !c.startsWith('XSRF-TOKEN=')), `XSRF-TOKEN=${token}`].join('; ')
  return { cookie, xsrf: decodeURIComponent(token) }
}

export interface Limits {
  /** Sequential (concurrency 1) requests for the percentiles, stopped early after `sequentialSeconds`. */
  sequential: number
  sequentialSeconds: number
  concurrency: number
  /** Duration of the concurrent phase (requests per second). */
  seconds: number
}

export interface Measured {
  label: string
  n: number
  p50: number
  p95: number
  p99: number
  rps: number
  /** p95 during the concurrent phase. */
  p95c: number
  load: number
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

/** GETs `urls` round-robin, failing on any non-200 answer, so a broken route cannot pass as a fast one. */
export async function measure(
  label: string,
  urls: string[],
  cookie: string,
  limits: Limits,
): Promise<Measured> {
  const get = async (u: string) => {
    const r = await fetch(u, { headers: { cookie } })
    const body = await r.arrayBuffer()
    if (r.status !== 200) throw new Error(`${u}: ${r.status} ${Buffer.from(body).toString()}`)
  }
  for (const u of urls.slice(0, 10)) await get(u) // warm-up: plans, caches, JIT
  const load = os.loadavg()[0]!
  const seq: number[] = []
  const stop = performance.now() + limits.sequentialSeconds * 1000
  for (let i = 0; i < limits.sequential && performance.now() < stop; i++) {
    const t = performance.now()
    await get(urls[(i + 10) % urls.length]!)
    seq.push(performance.now() - t)
  }
  seq.sort((a, b) => a - b)
  const conc: number[] = []
  const started = performance.now()
  const end = started + limits.seconds * 1000
  let next = 0
  await Promise.all(
    Array.from({ length: limits.concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now()
        await get(urls[next++ % urls.length]!)
        conc.push(performance.now() - t)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  conc.sort((a, b) => a - b)
  return {
    label,
    n: seq.length,
    p50: pct(seq, 0.5),
    p95: pct(seq, 0.95),
    p99: pct(seq, 0.99),
    rps: conc.length / elapsed,
    p95c: pct(conc, 0.95),
    load,
  }
}

/**
 * Records the SQL the app sends while `run` executes (one request), then EXPLAIN ANALYZEs each statement on
 * the same connection type, so the plans shown are those of the real route's queries and parameters.
 */
export async function explainRequest(
  database: Database,
  run: () => Promise<unknown>,
  only: RegExp,
): Promise<string[]> {
  // The app's statements on both of its handles: the database and, on PostgreSQL, its generic-plan twin.
  const twin = genericPlanTwin(database.db)
  const clients = [database.db, ...(twin ? [twin] : [])].map(
    (db) => (db as unknown as { $client: pg.Pool | PGlite }).$client,
  )
  const seen: { text: string; values: unknown[]; generic: boolean }[] = []
  const originals = clients.map(
    (client) => client.query.bind(client) as (...args: unknown[]) => Promise<unknown>,
  )
  clients.forEach((client, c) => {
    ;(client as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args
      const generic = c === 1
      if (typeof first === 'string') seen.push({ text: first, values: (second as unknown[]) ?? [], generic })
      else if (first && typeof first === 'object' && 'text' in first)
        seen.push({
          text: String(first.text),
          values: (first as { values?: unknown[] }).values ?? (second as unknown[]) ?? [],
          generic,
        })
      return originals[c]!(...args)
    }
  })
  try {
    await run()
  } finally {
    clients.forEach((client, c) => {
      ;(client as { query: unknown }).query = originals[c]
    })
  }
  const plans: string[] = []
  for (const q of seen.filter((s) => /^\s*select/i.test(s.text) && only.test(s.text))) {
    const rows = q.generic
      ? await explainGeneric(clients[1] as pg.Pool, q)
      : await explainOnce(originals[0]!, q)
    plans.push(
      `-- ${q.generic ? '(generic plan) ' : ''}${q.text}\n-- ${JSON.stringify(q.values)}\n${rows.map((r) => Object.values(r)[0]).join('\n')}`,
    )
  }
  return plans
}

type Explained = { rows: Record<string, unknown>[] }
const explainOnce = async (
  query: (...args: unknown[]) => Promise<unknown>,
  q: { text: string; values: unknown[] },
) => ((await query(`explain (analyze, buffers) ${q.text}`, q.values)) as Explained).rows

/** The plan a statement prepared on the generic-plan twin runs: prepared there, then EXPLAIN EXECUTE. */
async function explainGeneric(pool: pg.Pool, q: { text: string; values: unknown[] }) {
  const client = await pool.connect()
  try {
    await client.query(`prepare explained as ${q.text}`)
    // EXECUTE takes its arguments as SQL (a utility statement has no parameters of its own).
    const literal = (v: unknown): string =>
      v === null || v === undefined
        ? 'null'
        : typeof v === 'number' || typeof v === 'boolean'
          ? String(v)
          : Array.isArray(v)
            ? `array[${v.map(literal).join(', ')}]`
            : client.escapeLiteral(v instanceof Date ? v.toISOString() : String(v))
    const args = q.values.map(literal).join(', ')
    return (await client.query(`explain (analyze, buffers) execute explained(${args})`)).rows
  } finally {
    await client.query('deallocate explained').catch(() => {})
    client.release()
  }
}
