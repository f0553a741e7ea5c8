import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { createAccount } from '../server/domain/accounts/accounts'

// Family list and name search through the REAL HTTP server (listening socket, session cookie), next to the
// public health route measured in the same run. 100,000 clubs with generated two-word names.
//   node --import tsx bench/football-search.ts pglite
//   node --import tsx bench/football-search.ts pg postgres://postgres@127.0.0.1:5432/test

const [kind = 'pglite', adminUrl] = process.argv.slice(2)
const CLUBS = 100_000
const SEQUENTIAL = 300
const CONCURRENCY = 8
const SECONDS = 4

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind !== 'pg') return { database: await openDatabase({}), drop: async () => {} }
  const name = `bench_search_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl!)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  const drop = async () => {
    await admin.query(`drop database ${name} with (force)`)
    await admin.end()
  }
  return { database, drop }
}

const SYLLABLES =
  'ba be bi bo ru ra ri ro ta te ti to ka ke ki ko ma me mi mo na ne ni no sa se si so la le li lo va ve vi vo da de di do ga ge gi go fa fe fi fo pa pe pi po za zo zu'
async function generate(database: Database) {
  const t0 = performance.now()
  const syl = SYLLABLES.split(' ')
  await database.db.execute(
    sql`insert into countries (uid, name) values ('00000000-0000-7000-8000-000000000001', 'Benchland')`,
  )
  // Word i: 2-4 syllables picked by hash, so names are diverse and a word appears in few clubs.
  await database.db.execute(sql`insert into clubs (uid, name, country_id)
    select gen_random_uuid(), initcap(w1) || ' ' || initcap(w2),
      case when i % 10 = 0 then '00000000-0000-7000-8000-000000000001'::uuid end
    from (select i,
      ${sql.raw(word('a'))} as w1, ${sql.raw(word('b'))} as w2
      from generate_series(1, ${CLUBS}) i) x`)
  await database.db.execute(sql`analyze clubs`)
  console.log(`${kind}: generated ${CLUBS} clubs in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  function word(seed: string) {
    const arr = `array[${syl.map((s) => `'${s}'`).join(',')}]`
    const pick = (n: number) => `(${arr})[1 + (abs(hashtext(i::text || '${seed}${n}')) % ${syl.length})]`
    return `${pick(1)} || ${pick(2)} || case when abs(hashtext(i::text || '${seed}l')) % 3 > 0 then ${pick(3)} else '' end`
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

async function measure(label: string, urls: string[], cookie: string) {
  const get = (u: string) =>
    fetch(u, { headers: { cookie } }).then(async (r) => {
      if (r.status !== 200) throw new Error(`${u}: ${r.status} ${await r.text()}`)
      return r.arrayBuffer()
    })
  for (const u of urls.slice(0, 20)) await get(u)
  const ms: number[] = []
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t = performance.now()
    await get(urls[i % urls.length]!)
    ms.push(performance.now() - t)
  }
  ms.sort((a, b) => a - b)
  let done = 0
  const end = performance.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      for (let i = w; performance.now() < end; i += CONCURRENCY, done++) await get(urls[i % urls.length]!)
    }),
  )
  const f = (x: number) => x.toFixed(2)
  console.log(
    `${kind} ${label}: p50=${f(pct(ms, 0.5))} ms p95=${f(pct(ms, 0.95))} ms p99=${f(pct(ms, 0.99))} ms, ` +
      `${Math.round(done / SECONDS)} req/s at ${CONCURRENCY} concurrent`,
  )
}

const { database, drop } = await open()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
try {
  await runMigrations(database)
  await generate(database)
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  const app = await buildApp({ config, database, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  const password = 'bench-password-long-enough'
  const account = await createAccount(database.db, {
    role: 'community',
    email: 'bench@example.test',
    password,
  })
  const health = await fetch(`${base}/api/health`)
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!
  const login = await fetch(`${base}/api/community/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email: account.email, password }),
  })
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

  const names = (
    await database.db.execute<{ name: string }>(
      sql`select name from clubs order by hashtext(uid::text) limit 200`,
    )
  ).rows.map((r) => r.name)
  // A typo: two letters of the first word swapped.
  const typo = (n: string) =>
    n.slice(0, 2) + n[3] + n[2] + n.slice(4, n.indexOf(' ') > 5 ? n.indexOf(' ') : 6)
  const q = (u: string, v: string) => `${base}/api/community/${u}${encodeURIComponent(v)}`
  await measure('hello (GET /api/health)', [`${base}/api/health`], cookie)
  await measure(
    'club list, page 3, country filter',
    [`${base}/api/community/club?country_id=00000000-0000-7000-8000-000000000001&page=3&limit=20`],
    cookie,
  )
  await measure(
    'club search, prefix (5 letters)',
    names.map((n) => q('club/search?q=', n.slice(0, 5))),
    cookie,
  )
  await measure(
    'club search, fuzzy (typo in first word)',
    names.map((n) => q('club/search?q=', typo(n))),
    cookie,
  )
  await app.close()
} finally {
  await database.close()
  await drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
