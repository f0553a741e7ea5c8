import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { authPaths } from '../../src/api/contract/terms/paths'
import { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A newcomer running the app locally has no mail server: in development the server logs the links of the mail
// it keeps, so a password reset can be finished from that log line (and production and tests never log one).

let t: TestApp
let app: App
const lines: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  app = await buildApp({
    config: { ...t.config, env: 'development', smtpUrl: undefined, logLevel: 'info' },
    database: t.database,
    logStream: { write: (line: string) => void lines.push(line) },
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await t.close()
})

describe('in development without SMTP', () => {
  it('logs the reset link, and following it sets the new password', async () => {
    const account = await t.createUser('community')
    const client = new TestClient(app)
    const asked = await client.inject({
      method: 'POST',
      url: authPaths('community').forgetPassword,
      payload: { email: account.email },
    })
    expect(asked.statusCode).toBe(200)

    const kept = lines
      .map((l) => JSON.parse(l) as { msg: string; to?: string; links?: string[] })
      .find((l) => l.msg.startsWith('mail kept in the outbox') && l.to === account.email)
    expect(kept?.links).toHaveLength(1)
    const link = new URL(kept!.links![0]!)
    expect(link.pathname).toBe('/forget-password')
    const token = link.searchParams.get('token')!

    const reset = await client.inject({
      method: 'POST',
      url: authPaths('community').resetPassword,
      payload: { token, password: 'a-local-new-passphrase' },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    const login = await new TestClient(app).inject({
      method: 'POST',
      url: authPaths('community').login,
      payload: { email: account.email, password: 'a-local-new-passphrase' },
    })
    expect(login.statusCode).toBe(200)
  })
})
