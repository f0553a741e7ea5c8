import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { type Database, openDatabase } from '../../server/db/client'
import { createAccount } from '../../server/domain/accounts/accounts'
import { PROBE_FRESH_MS } from '../../server/domain/health/health'
import { authPaths } from '../../src/api/contract/terms/paths'
import { TestClient } from '../support/http-client'
import { type ScratchPostgres, scratchPostgres } from '../support/scratch-database'

// docs/security.md "Database unreachable: 503 with Retry-After, recovery without restart". The app talks to
// PostgreSQL through a TCP proxy this test can cut and restore, like a network outage or a database restart.
// PGlite is embedded in the process and cannot become unreachable, so this runs on PostgreSQL only.

const onPg = process.env.TEST_DB_KIND === 'pg'

/** A TCP forwarder to the database that can drop every connection and refuse new ones, or go silent. */
class CuttableProxy {
  private server?: net.Server
  private readonly sockets = new Set<net.Socket>()
  private silent = false
  port = 0

  constructor(private readonly target: { host: string; port: number }) {}

  async open() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host)
      for (const s of [client, upstream]) {
        this.sockets.add(s)
        s.on('close', () => this.sockets.delete(s))
        s.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      // Bytes are forwarded by hand so that a silent proxy can swallow them, like a black-holed network.
      client.on('data', (chunk) => void (this.silent || upstream.write(chunk)))
      upstream.on('data', (chunk) => void (this.silent || client.write(chunk)))
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.address() as net.AddressInfo).port
  }

  /** The outage: established connections are reset and new ones refused. */
  async cut() {
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()))
    for (const s of this.sockets) s.destroy()
    await closed
  }

  /** The database hangs: connections stay open but nothing comes back. */
  goSilent() {
    this.silent = true
  }

  /** The network is back; connections that lost bytes while silent are reset, as they would be. */
  speakAgain() {
    for (const s of this.sockets) s.destroy()
    this.silent = false
  }
}

describe.skipIf(!onPg)('database unreachable (PostgreSQL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-down-'))
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
  const proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) })
  let scratch: ScratchPostgres | undefined
  let database: Database
  let app: App
  let viaProxy: URL

  beforeAll(async () => {
    scratch = await scratchPostgres('down', 'template')
    await proxy.open()
    viaProxy = new URL(scratch.url)
    viaProxy.host = `127.0.0.1:${proxy.port}`
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      HANDLER_TIMEOUT_MS: '2000',
    })
    database = await openDatabase({ databaseUrl: viaProxy.toString() })
    app = await buildApp({ config, database, logger: false })
    await app.ready()
  })
  afterAll(async () => {
    proxy.speakAgain() // a hung connection would keep the pool from closing
    await app?.close()
    await database?.close()
    await proxy.cut().catch(() => {})
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 with Retry-After while the database is away, and recovers by itself when it is back', async () => {
    const password = 'outage-proof-password'
    const account = await createAccount(database.db, {
      role: 'community',
      email: 'pitchside@test.example',
      password,
    })
    const tablet = new TestClient(app)
    const login = await tablet.inject({
      method: 'POST',
      url: authPaths('community').login,
      payload: { email: account.email, password },
    })
    expect(login.statusCode).toBe(200)
    expect((await tablet.inject({ url: '/api/health' })).statusCode).toBe(200)

    await proxy.cut()
    await healthAnswerExpired()

    const health = await tablet.inject({ url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(Number(health.headers['retry-after'])).toBeGreaterThan(0)
    expect(health.json()).toMatchObject({
      message: expect.any(String),
      code: 'UNAVAILABLE',
      data: { database: 'down' },
    })
    // Any route that needs the database says the same, not a 500 or a 401 that would sign the user out.
    const me = await tablet.inject({ url: authPaths('community').tokenLogin })
    expect(me.statusCode).toBe(503)
    expect(Number(me.headers['retry-after'])).toBeGreaterThan(0)
    expect(me.json()).toEqual({
      message: expect.stringMatching(/temporarily unavailable/),
      code: 'UNAVAILABLE',
    })
    const again = await loginAgain(tablet, account.email, password)
    expect(again.statusCode).toBe(503)

    await proxy.open()
    await healthAnswerExpired()

    // No restart: the same app and the same session work again.
    expect((await tablet.inject({ url: '/api/health' })).json()).toMatchObject({ data: { status: 'ok' } })
    const back = await tablet.inject({ url: authPaths('community').tokenLogin })
    expect(back.statusCode).toBe(200)
    expect(back.json().data.email).toBe(account.email)
  })
  it('answers 503 with Retry-After within the request timeout while the database hangs, then recovers', async () => {
    const tablet = new TestClient(app)
    expect((await tablet.inject({ url: '/api/health' })).statusCode).toBe(200)
    // Over real HTTP for a request with a body: a mock request does not end as a socket's does.
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(
      (await fetch(`${base}/api/health`)).headers.get('set-cookie') ?? '',
    )?.[1]
    expect(xsrf).toBeTruthy()
    proxy.goSilent()
    await healthAnswerExpired()
    const started = Date.now()
    const health = await tablet.inject({ url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(Number(health.headers['retry-after'])).toBeGreaterThan(0)
    expect(health.json()).toMatchObject({ message: expect.any(String), code: 'UNAVAILABLE' })
    expect(Date.now() - started).toBeLessThan(5_000)
    // A request with a body too (a sign-in, a saved sheet): its whole body read must not end the time limit.
    const postedAt = Date.now()
    const posted = await fetch(`${base}${authPaths('community').login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf!, cookie: `XSRF-TOKEN=${xsrf}` },
      body: JSON.stringify({ email: 'pitchside@test.example', password: 'outage-proof-password' }),
      signal: AbortSignal.timeout(20_000),
    })
    expect(posted.status).toBe(503)
    expect(await posted.json()).toMatchObject({ message: expect.any(String), code: 'UNAVAILABLE' })
    // Within the 2 s limit, not the pool's 5 s wait for a connection (room left for a busy machine).
    expect(Date.now() - postedAt).toBeLessThan(4_500)
    proxy.speakAgain()
    await healthAnswerExpired()
    expect((await tablet.inject({ url: '/api/health' })).statusCode).toBe(200)
  }, 60_000)
  it('gets back every connection an outage caught opening a transaction', async () => {
    proxy.speakAgain() // whatever an earlier test left
    const own = await openDatabase({ databaseUrl: viaProxy.toString() })
    // All ten of the pool's connections open, then idle.
    await Promise.all(Array.from({ length: 10 }, () => own.db.execute(sql`select pg_sleep(0.05)`)))
    proxy.goSilent()
    const caught = Array.from({ length: 10 }, () =>
      own.db
        .transaction((tx) => tx.execute(sql`select 1`))
        .then(
          () => 'saved',
          () => 'failed',
        ),
    )
    await new Promise((resolve) => setTimeout(resolve, 300)) // each BEGIN is out, into the silence
    proxy.speakAgain()
    expect(await Promise.all(caught)).toEqual(Array(10).fill('failed'))
    // The pool is whole again: a transaction has a connection at once, not after the pool's 5 s wait, and the
    // pool closes (a connection never given back kept it open for ever).
    const started = Date.now()
    await own.db.transaction((tx) => tx.execute(sql`select 1`))
    expect(Date.now() - started).toBeLessThan(3_000)
    await own.close()
  }, 30_000)
})

describe.skipIf(!onPg)('a write slower than the answer limit (PostgreSQL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-slow-'))
  let scratch: ScratchPostgres | undefined
  let database: Database
  let app: App

  beforeAll(async () => {
    scratch = await scratchPostgres('slow', 'template')
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      HANDLER_TIMEOUT_MS: '2000',
    })
    database = await openDatabase({ databaseUrl: scratch.url })
    app = await buildApp({ config, database, logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 at the limit without waiting for it, keeps nothing, and applies the retry once', async () => {
    const account = await createAccount(database.db, {
      role: 'community',
      email: 'slow-write@test.example',
      password: 'slow-write-password',
    })
    const tablet = new TestClient(app)
    expect((await loginAgain(tablet, account.email, 'slow-write-password')).statusCode).toBe(200)
    const create = () =>
      tablet.inject({
        method: 'POST',
        url: '/api/community/country',
        headers: { 'idempotency-key': 'slow-country-1' },
        payload: { name: 'Slowland', code: 'SLW' },
      })
    // Another connection holds the countries table: the write's transaction is open and its handler waits inside.
    const other = new pg.Client({ connectionString: scratch!.url })
    await other.connect()
    await other.query('begin')
    await other.query('lock table countries in access exclusive mode')
    const started = Date.now()
    const first = await create()
    expect(first.statusCode).toBe(503)
    expect(first.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.any(String) })
    expect(Date.now() - started).toBeLessThan(4_000)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await other.query('commit')
    await other.end()
    // The handler ends, its transaction is rolled back then, and the retry under the same key is applied once.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const again = await create()
    expect(again.statusCode, again.body).toBe(201)
    const { rows } = await database.db.execute("select count(*)::int as n from countries where code = 'SLW'")
    expect(rows).toEqual([{ n: 1 }])
    const replay = await create()
    expect(replay.statusCode).toBe(201)
    expect(replay.json().data.uid).toBe(again.json().data.uid)
  }, 30_000)
})

/** Health answers from the database's answer of the last quarter second (domain/health): let it expire. */
const healthAnswerExpired = () => new Promise((resolve) => setTimeout(resolve, PROBE_FRESH_MS + 20))

function loginAgain(client: TestClient, email: string, password: string) {
  return client.inject({ method: 'POST', url: authPaths('community').login, payload: { email, password } })
}
