import 'fake-indexeddb/auto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { uuidv7 } from 'uuidv7'
import { createActor, waitFor } from 'xstate'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { createAccount } from '../server/domain/accounts/accounts'
import { openOutbox } from '../src/api/outbox/outbox'
import { syncMachineFor } from '../src/api/outbox/sync'
import type { JsonValue, Transport } from '../src/api/outbox/types'
import { TestClient } from '../tests/support/http-client'

// Replay throughput of the offline outbox: a tablet comes back online with N queued community writes
// (creates, then chained updates of those records) and the sync machine replays them through the real
// Fastify app (inject, so no socket cost) with the Idempotency-Key plugin, on PGlite — or on PostgreSQL with
// BENCH_DATABASE_URL=postgres://…/postgres (a scratch database is created and dropped).
// Baseline in the same run: the same mix sent straight through inject without keys or outbox.
//   node --import tsx bench/outbox-replay.ts [N=500]

const N = Number(process.argv[2] ?? 500)
const CREATES = Math.ceil(N / 5)

async function scratchDatabase() {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) return { database: await openDatabase({}), drop: async () => {} }
  const name = `bench_outbox_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: target.toString() })
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** N writes as a member would make them: CREATES new countries, then updates chained on their versions. */
function writesFor(tag: string) {
  const records = Array.from({ length: CREATES }, (_, i) => ({
    uid: uuidv7(),
    name: `${tag}-${i}`,
    version: 1,
  }))
  const list: { method: 'POST' | 'PUT'; url: string; body: { [key: string]: JsonValue } }[] = records.map(
    (r) => ({
      method: 'POST',
      url: '/api/community/country',
      body: { uid: r.uid, name: r.name },
    }),
  )
  for (let i = 0; list.length < N; i++) {
    const r = records[i % records.length]!
    list.push({
      method: 'PUT',
      url: `/api/community/country/${r.uid}`,
      body: { continent: `c${i}`, version: r.version++ },
    })
  }
  return list
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  const { database, drop } = await scratchDatabase()
  await runMigrations(database)
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  const password = 'bench-password-0123456789'
  const account = await createAccount(database.db, {
    role: 'community',
    email: 'bench@test.example',
    password,
  })
  const client = new TestClient(app)
  const login = await client.inject({
    method: 'POST',
    url: '/api/community/login',
    payload: { email: account.email, password },
  })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)

  // Baseline: the same kind of writes, straight through inject, no key, no outbox.
  const direct = writesFor('direct')
  let t0 = performance.now()
  for (const w of direct) {
    const res = await client.inject({ method: w.method, url: w.url, payload: w.body })
    if (res.statusCode >= 300) throw new Error(`direct write failed: ${res.statusCode} ${res.body}`)
  }
  const directMs = performance.now() - t0

  // The outbox: queue everything offline, then replay.
  const outbox = openOutbox(account.uid, { prefix: `bench-${process.pid}` })
  for (const w of writesFor('queued')) await outbox.enqueue(w)
  let failures = 0
  let serverMs = 0
  const transport: Transport = async (req) => {
    const started = performance.now()
    const res = await client.inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      payload: req.body?.kind === 'json' ? (req.body.value as Record<string, unknown>) : undefined,
    })
    if (res.statusCode >= 300) failures++
    serverMs += performance.now() - started
    return { status: res.statusCode, body: res.json() }
  }
  const actor = createActor(syncMachineFor(outbox, transport), {
    input: { userUid: account.uid, online: true },
  })
  t0 = performance.now()
  actor.start()
  const done = await waitFor(actor, (s) => s.matches('ready') && s.context.writes.length === 0, {
    timeout: 600_000,
  })
  const replayMs = performance.now() - t0
  actor.stop()
  const left = (await outbox.list()).length

  const result = {
    database: database.kind,
    writes: N,
    replay: {
      ms: Math.round(replayMs),
      serverMs: Math.round(serverMs),
      writesPerSecond: Math.round((N / replayMs) * 1000),
      left,
      failures,
    },
    directWithoutKeys: { ms: Math.round(directMs), writesPerSecond: Math.round((N / directMs) * 1000) },
    lastSyncedAt: new Date(done.context.lastSyncedAt ?? 0).toISOString(),
  }
  console.log(JSON.stringify(result, null, 2))
  await app.close()
  await database.close()
  await drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (left || failures) process.exit(1)
}

await main()
