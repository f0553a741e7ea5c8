import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { loggable } from '../../server/plugins/errors'
import { authPaths } from '../../src/api/contract/terms/paths'
import { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A failed query is logged without its bound parameters (the whole of each, line breaks included); a token in a
// URL's query never reaches the log (docs/security.md; the logger's own redaction: log-redaction.test.ts).

let t: TestApp
let logged: App
const lines: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  logged = await buildApp({
    config: { ...t.config, logLevel: 'trace' },
    database: t.database,
    logStream: { write: (line: string) => void lines.push(line) },
  })
  await logged.ready()
})
afterAll(async () => {
  await logged.close()
  await t.close()
})

describe('logs', () => {
  it('never hold a failed query’s bound parameters', async () => {
    const error = await t.db.execute(sql`select ${'guardian@private.example'}::int`).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(String((error as Error).message)).toContain('guardian@private.example')
    const safe = JSON.stringify(loggable(error))
    expect(safe).not.toContain('guardian@private.example')
    expect(safe).toContain('select $1::int')
  })

  it('never hold a token carried in a URL’s query', async () => {
    const token = 'live-reset-token-0123456789abcdef'
    await new TestClient(logged).inject({ url: `/forget-password?role=scout&token=${token}` })
    await new TestClient(logged).inject({
      method: 'POST',
      url: authPaths('scout').resetPassword,
      payload: { token, password: 'a-new-long-password' },
    })
    const all = lines.join('\n')
    expect(all).toContain('/forget-password?role=scout&token=[redacted]')
    expect(all).not.toContain(token)
  })
})

describe('log redaction', () => {
  it('leaves out the whole of a multi-line bound parameter', async () => {
    const value = 'first line\nsecond line: guardian@private.example\nthird line 555-0100'
    const error = await t.db.execute(sql`select ${value}::int`).then(
      () => undefined,
      (e: unknown) => e,
    )
    const safe = JSON.stringify(loggable(error))
    for (const part of ['first line', 'guardian@private.example', '555-0100'])
      expect(safe).not.toContain(part)
    expect(safe).toContain('select $1::int')
  })
})
