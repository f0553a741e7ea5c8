import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPEN_COUNT_CAP } from '../../server/domain/scouting/player-filter-sql'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's filter with no condition that picks out a few players (no name, country, club, season or
// competition) reads its page in order from an index and counts up to OPEN_COUNT_CAP ("1,000+ players"); with
// such a condition the count is exact. Players written straight to the table get their totals row too.

let t: TestApp
let scout: TestClient
let country: string
beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  country = (
    await t.db.execute<{ uid: string }>(
      sql`insert into countries (uid, name, code) values (gen_random_uuid(), 'Bulkland', 'BLK') returning uid`,
    )
  ).rows[0]!.uid
  // More players than the cap, the first five of them from one country (set-based: one statement).
  await t.db.execute(sql`insert into players (uid, name, gender, nationality_id)
    select gen_random_uuid(), 'Bulk Player ' || lpad(i::text, 5, '0'), 'male',
      case when i <= 5 then ${country}::uuid end
    from generate_series(1, ${OPEN_COUNT_CAP + 5}) i`)
}, 60_000)
afterAll(() => t.close())

const filter = async (payload: Record<string, unknown>) => {
  const res = await scout.inject({ method: 'POST', url: '/api/scout/filter', payload })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { data: { name: string }[]; meta: { total: number; capped?: true } }
}

describe('POST /api/scout/filter over many players', () => {
  it('counts an open filter up to the cap, and still pages past it', async () => {
    const first = await filter({ gender: 'male', limit: 20 })
    expect(first.data[0]!.name).toBe('Bulk Player 00001')
    expect(first.meta).toMatchObject({ total: OPEN_COUNT_CAP, capped: true })
    const late = await filter({ gender: 'male', limit: 20, page: OPEN_COUNT_CAP / 20 + 1 })
    expect(late.data[0]!.name).toBe(`Bulk Player ${String(OPEN_COUNT_CAP + 1).padStart(5, '0')}`)
    const past = await filter({ gender: 'male', limit: 20, page: OPEN_COUNT_CAP / 20 + 2 })
    expect(past).toMatchObject({ data: [], meta: { total: OPEN_COUNT_CAP, capped: true } })
  })

  it('sorts every player by a number (all zeros here: ties in uid order, each page different)', async () => {
    const one = await filter({ sort: 'minutes', limit: 50 })
    const two = await filter({ sort: 'minutes', limit: 50, page: 2 })
    expect(one.data).toHaveLength(50)
    expect(one.meta.capped).toBe(true)
    const seen = new Set([...one.data, ...two.data].map((p) => p.name))
    expect(seen.size).toBe(100)
  })

  it('counts exactly when a condition picks out a few', async () => {
    const few = await filter({ country_id: country, sort: 'goals' })
    expect(few.meta.total).toBe(5)
    expect(few.meta.capped).toBeUndefined()
    expect(few.data).toHaveLength(5)
  })
})
