import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { loggable } from '../../server/plugins/errors'
import { authPaths } from '../../src/api/contract/paths'
import { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Issue 13 #4 and #5: a NUL (or any other control character) in any text is a 400 naming the field, never a 500;
// a failed query is logged without its bound parameters; a token in a URL's query never reaches the log.

let t: TestApp
let scout: TestClient
let logged: App
const lines: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
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

describe('control characters', () => {
  it.each([
    [
      'a JSON body field',
      { method: 'PUT', url: '/api/scout/profile', payload: { name: 'Sam\u0000Scout' } },
      'name',
    ],
    [
      'a nested field',
      { method: 'POST', url: '/api/scout/filter', payload: { positions: ['ST\u0007'] } },
      'positions.0',
    ],
    ['a search query', { method: 'GET', url: '/api/scout/search?q=mb%00appe' }, 'q'],
    ['a list query', { method: 'GET', url: '/api/scout/player?q=%1B%5B31m' }, 'q'],
    ['a key', { method: 'PUT', url: '/api/scout/profile', payload: { 'na\u0000me': 'x' } }, 'na\u0000me'],
  ] as const)('in %s answers 400 naming the field', async (_, request, path) => {
    const res = await scout.inject(request as never)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().issues[0]).toEqual({
      path,
      message: expect.stringMatching(
        /^Remove the invisible control character \(U\+00(00|07|1B)\) from this text$/,
      ),
    })
    expect(res.json().message).toEqual(expect.any(String))
  })

  it('lets tabs and line breaks through (a note is written in lines)', async () => {
    const res = await scout.inject({
      method: 'POST',
      url: '/api/scout/notes',
      payload: { text: 'Quick feet.\n\tStrong in the air.\r\nWatch again.' },
    })
    expect(res.statusCode, res.body).toBe(201)
  })
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
