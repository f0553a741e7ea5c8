import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { mailOutbox } from '../../server/db/schema/index'
import { PROBE_FRESH_MS } from '../../server/domain/health/health'
import { authPaths } from '../../src/api/contract/terms/paths'
import { TestClient } from '../support/http-client'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// The app's own logger (the one production uses, at its most verbose level) never writes a password, a session
// cookie, the CSRF token or a reset token, and every request line carries a request id (docs/security.md).

let t: TestApp
let app: App
const lines: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  // A second app on the same database, with the default logger writing to a stream this test reads.
  app = await buildApp({
    config: { ...t.config, logLevel: 'trace' },
    database: t.database,
    logStream: { write: (line: string) => void lines.push(line) },
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await t.close()
})

const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>)

describe('logs', () => {
  it('hold no secret a request carried, and a request id on every request line', async () => {
    const account = await t.createUser('scout')
    const client = new TestClient(app)

    const login = await client.inject({
      method: 'POST',
      url: authPaths('scout').login,
      payload: { email: account.email, password: TEST_PASSWORD },
    })
    expect(login.statusCode).toBe(200)
    const session = client.cookies.get('sid_scout')!
    const xsrf = client.xsrf!
    expect((await client.inject({ url: authPaths('scout').tokenLogin })).statusCode).toBe(200)

    // A failing login and a reset carry more secrets in their bodies.
    await client.inject({
      method: 'POST',
      url: authPaths('scout').login,
      payload: { email: account.email, password: 'a-wrong-password-123' },
    })
    await client.inject({
      method: 'POST',
      url: authPaths('scout').forgetPassword,
      payload: { email: account.email },
    })
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email))
    const resetToken = decodeURIComponent(mail!.text.match(/token=([\w%-]+)/)![1]!)
    const reset = await client.inject({
      method: 'POST',
      url: authPaths('scout').resetPassword,
      payload: { token: resetToken, password: 'the-new-secret-password' },
    })
    expect(reset.statusCode).toBe(200)

    // A request whose Cookie header carries both the CSRF token and the session, written out in full.
    await client.inject({
      method: 'POST',
      url: authPaths('scout').login,
      headers: { cookie: `XSRF-TOKEN=${xsrf}; sid_scout=${session}` },
      payload: { email: account.email, password: 'password-during-an-outage' },
    })

    // A body logged for diagnosis keeps its shape without the password.
    app.log.warn({ body: { email: account.email, password: 'logged-by-mistake' } }, 'a body, for diagnosis')

    const text = lines.join('')
    expect(logged().find((l) => l.msg === 'a body, for diagnosis')?.body).toEqual({
      email: account.email,
      password: '[redacted]',
    })
    expect(text.length).toBeGreaterThan(0)
    for (const secret of [
      TEST_PASSWORD,
      'a-wrong-password-123',
      'the-new-secret-password',
      'password-during-an-outage',
      'logged-by-mistake',
      session,
      xsrf,
      resetToken,
    ])
      expect(text).not.toContain(secret)

    // A line per request when it is answered: what it was (method, URL without secrets) and its status.
    const requestLines = logged().filter((l) => l.msg === 'request completed')
    expect(requestLines.length).toBeGreaterThanOrEqual(6)
    // At trace level (this logger's) a request is also logged as it arrives, with the same id.
    const arrivals = logged().filter((l) => l.msg === 'incoming request')
    for (const line of arrivals) expect(requestLines.map((l) => l.reqId)).toContain(line.reqId)
    for (const line of requestLines) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/)
      expect(line).toMatchObject({
        req: { method: expect.any(String) },
        res: { statusCode: expect.any(Number) },
      })
    }
    expect(new Set(requestLines.map((l) => l.reqId)).size).toBe(requestLines.length)
  })

  it('writes no line for a healthy health check (monitors ask every few seconds)', async () => {
    const before = lines.length
    expect((await new TestClient(app).inject({ url: '/api/health' })).statusCode).toBe(200)
    expect(lines.slice(before)).toEqual([])
  })

  it('logs a failure inside a request with its request id, and answers 500 without internals', async () => {
    const account = await t.createUser('community')
    const client = new TestClient(app)
    await client.inject({ url: '/api/health' })
    const before = lines.length
    // The embedded database goes away under the app (the last test of this file: nothing needs it after).
    await t.database.close()
    const res = await client.inject({
      method: 'POST',
      url: authPaths('community').login,
      payload: { email: account.email, password: 'typed-while-db-was-gone' },
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(500)
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message'])
    expect(res.body).not.toMatch(/stack|select|PGlite|at \w+ \(/i)

    const after = lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>)
    const failure = after.find((l) => (l.level as number) >= 50)
    expect(failure, 'an error line is logged').toBeDefined()
    expect(failure!.reqId).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines.slice(before).join('')).not.toContain('typed-while-db-was-gone')
    // A health check that finds the database gone is logged, at error level, with its request id (once the
    // last answer the checks share is stale).
    await new Promise((resolve) => setTimeout(resolve, PROBE_FRESH_MS + 20))
    const probed = lines.length
    expect((await client.inject({ url: '/api/health' })).statusCode).toBe(503)
    const unhealthy = lines.slice(probed).map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(unhealthy.find((l) => (l.req as { url?: string })?.url === '/api/health')).toMatchObject({
      level: 50,
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    // t.close() closes the database again: make that a no-op.
    t.database.close = async () => {}
  })
})
