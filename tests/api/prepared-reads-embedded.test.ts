import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The embedded database keeps the app's prepared reads (decision 0030): a list read twice is parsed and planned
// once, in PGlite's one session, where PGlite's own driver prepared nothing and planned every read again.

const onPostgres = process.env.TEST_DB_KIND === 'pg'
let t: TestApp
let c: TestClient
beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
})
afterAll(() => t.close())

describe.skipIf(onPostgres)('prepared reads on PGlite', () => {
  it('prepares the players list once and answers it the same each time', async () => {
    const list = async (gender: string) => {
      const res = await c.inject({ method: 'GET', url: `/api/community/player?gender=${gender}&limit=5` })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }
    const first = await list('male')
    expect(await list('male')).toEqual(first)
    await list('female')
    const kept = await t.db.execute<{ name: string }>(
      sql`select name from pg_prepared_statements where name like 'players_page_%'`,
    )
    // Both genders are one shape: one statement, kept by the session for the next request.
    expect(kept.rows).toHaveLength(1)
  })
})
