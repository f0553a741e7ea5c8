import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { accounts, emailConfirmations } from '../../server/db/schema/index'
import { authPaths, scoutAccountPaths } from '../../src/api/contract/terms/paths'
import { emptyDatabaseEnv } from '../support/scratch-database'
import { serveArgs, servedV8Helpers, v8Helpers } from '../support/serve-command'

// server/main.ts as the real process a deploy runs (with the flags `npm run serve` gives Node): it listens, answers
// health, and on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0. Run in
// production mode, which also proves that no demo accounts are created there and that the default secret is
// refused.

const secret = randomBytes(32).toString('base64url')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-main-'))
let extraEnv: Record<string, string> = {}
let dropDatabase = async () => {}

beforeAll(async () => {
  const scratch = await emptyDatabaseEnv('main')
  extraEnv = scratch.env
  dropDatabase = scratch.drop
})
afterAll(async () => {
  await dropDatabase()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

interface Server {
  child: ChildProcess
  output: () => string
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>
  exited: Promise<number | null>
}

function startMain(env: Record<string, string>): Server {
  const child = spawn(process.execPath, serveArgs(), {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const listeners = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    out += chunk.toString()
    for (const l of listeners) l()
  }
  child.stdout!.on('data', onData)
  child.stderr!.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = out.match(pattern)
        if (m) {
          listeners.delete(check)
          resolve(m)
        }
      }
      listeners.add(check)
      check()
      void exited.then((code) => reject(new Error(`main exited (${code}) before ${pattern}:\n${out}`)))
    })
  return { child, output: () => out, waitFor, exited }
}

function request(url: string, options: http.RequestOptions = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(url, { agent: false, ...options }, (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
      })
      req.on('error', reject)
      req.end(body)
    },
  )
}

describe('server/main.ts', { timeout: 240_000 }, () => {
  it('refuses to start in production with the default secret', async () => {
    const server = startMain({ NODE_ENV: 'production', DATA_DIR: dataDir })
    expect(await server.exited).not.toBe(0)
    expect(server.output()).toMatch(/Refusing to start in production with the default SESSION_SECRET/)
  })

  it('serves health, creates no demo account, and on SIGTERM finishes the request in flight and exits 0', async () => {
    const server = startMain({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATA_DIR: dataDir,
      // Debug logs a request as it arrives: the test waits for that line to know the request is in flight.
      LOG_LEVEL: 'debug',
      ...extraEnv,
    })
    try {
      const [, base] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)
      await server.waitFor(/scouting app ready/)
      const health = await request(`${base}/api/health`)
      expect(health.status).toBe(200)
      expect(JSON.parse(health.body)).toMatchObject({ data: { status: 'ok', database: 'up' } })
      // V8's helpers one fewer than the cores (decision 0073): on two cores they can never hold both while the
      // event loop waits — the tail of every answer under a heavy export (docs/benchmarks.md). Node's default is 4.
      const helpers = v8Helpers(server.child.pid!)
      if (helpers !== null) expect(helpers).toBe(servedV8Helpers())
      const xsrf = (health.headers['set-cookie'] ?? []).join(';').match(/XSRF-TOKEN=([^;]+)/)![1]!
      const csrfHeaders = {
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        'content-type': 'application/json',
      }

      const demo = await request(
        `${base}${authPaths('admin').login}`,
        { method: 'POST', headers: csrfHeaders },
        JSON.stringify({ email: 'admin@example.com', password: 'football-demo-2026' }),
      )
      expect(demo.status).toBe(401)

      // A scout on a slow connection: the body of their registration arrives in two parts, with SIGTERM between.
      const body = JSON.stringify({
        username: 'slow-wifi',
        email: 'slow@club.example',
        password: 'stadium-wifi-2026',
      })
      const req = http.request(`${base}${scoutAccountPaths.register}`, {
        method: 'POST',
        agent: false,
        headers: { ...csrfHeaders, 'content-length': Buffer.byteLength(body) },
      })
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = ''
          res.on('data', (c) => (text += c))
          res.on('end', () => resolve({ status: res.statusCode!, body: text }))
        })
        req.on('error', reject)
      })
      answer.catch(() => {}) // awaited below; this only keeps an early failure from being reported twice
      req.write(body.slice(0, 20))
      await server.waitFor(/"url":"\/api\/scout\/register"/)

      server.child.kill('SIGTERM')
      await server.waitFor(/shutting down: draining in-flight requests/)
      // No new request is served while draining: refused, reset before any answer, or at most a 503.
      const late = await request(`${base}/api/health`).then(
        (res) => res.status,
        (err: { code?: string }) => err.code,
      )
      expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(late)

      req.end(body.slice(20))
      const done = await answer
      expect(done.status).toBe(202)
      expect(JSON.parse(done.body).data.message).toMatch(/Check your mail/)
      expect(await server.exited).toBe(0)
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    }

    // The database was closed cleanly with the request's writes in it: it opens again and holds them.
    const database = await openDatabase(
      extraEnv.DATABASE_URL
        ? { databaseUrl: extraEnv.DATABASE_URL }
        : { dataDir: path.join(dataDir, 'pglite') },
    )
    try {
      const [scout] = await database.db.select().from(accounts).where(eq(accounts.username, 'slow-wifi'))
      expect(scout?.role).toBe('scout')
      // Its confirmation link was made and mailed in the same request.
      const links = await database.db
        .select()
        .from(emailConfirmations)
        .where(eq(emailConfirmations.accountUid, scout!.uid))
      expect(links).toHaveLength(1)
      expect(
        await database.db.select().from(accounts).where(eq(accounts.email, 'admin@example.com')),
      ).toEqual([])
    } finally {
      await database.close()
    }
  })

  it('loses no request, nor its log line, when SIGTERM lands in the middle of 50 arriving on fresh connections', async () => {
    const server = startMain({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...extraEnv,
    })
    try {
      const [, base] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)
      expect((await request(`${base}/api/public/home`)).status).toBe(200)
      // Each on its own new connection (no keep-alive), all sent before the signal is handled.
      const burst = Array.from({ length: 50 }, () =>
        request(`${base}/api/public/home`).then(
          (res) => ({ status: res.status, connection: res.headers.connection }),
          (err: { code?: string }) => ({ status: 0, error: err.code }),
        ),
      )
      server.child.kill('SIGTERM')
      const answers = await Promise.all(burst)
      const lost = answers.filter((a) => a.status === 0)
      expect(lost, JSON.stringify(lost)).toEqual([])
      expect(answers.every((a) => a.status === 200)).toBe(true)
      expect(await server.exited).toBe(0)
      // Production gathers log lines into batches (http/log-destination.ts): none is lost when the process ends.
      const answered = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"url":"/api/public/home"') && line.includes('request completed'))
      expect(answered).toHaveLength(51)
      expect(server.output()).toMatch(/stopped: every request answered, database closed/)
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    }
  })
})
