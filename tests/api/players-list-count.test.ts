import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIST_COUNT_CAP } from '../../server/domain/players/player-reads'
import { buildTestApp, type TestApp } from '../support/test-app'

// A list of players counts its matches up to LIST_COUNT_CAP and says so ("10,000+ players"): the unfiltered first
// page no longer counts every player of a large database for each view. A smaller match is counted exactly.

let t: TestApp
let c: Awaited<ReturnType<TestApp['loginAs']>>
beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
  // More players than the cap, five of them women (set-based: one statement).
  await t.db.execute(sql`insert into players (uid, name, gender)
    select gen_random_uuid(), 'Bulk Player ' || lpad(i::text, 5, '0'), case when i <= 5 then 'female' else 'male' end
    from generate_series(1, ${LIST_COUNT_CAP + 5}) i`)
}, 60_000)
afterAll(() => t.close())

const list = async (query: string) => {
  const res = await c.inject({ url: `/api/community/player?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { data: { name: string }[]; meta: { total: number; capped?: true } }
}

describe('GET /api/community/player counts', () => {
  it('up to the cap, and says the total is capped', async () => {
    const first = await list('limit=20')
    expect(first.data).toHaveLength(20)
    expect(first.data[0]!.name).toBe('Bulk Player 00001')
    expect(first.meta).toMatchObject({ total: LIST_COUNT_CAP, capped: true })
    // A page past the cap still reads players (the cap is on the count, not on the list).
    const late = await list(`limit=20&page=${LIST_COUNT_CAP / 20 + 1}`)
    expect(late.data[0]!.name).toBe(`Bulk Player ${String(LIST_COUNT_CAP + 1).padStart(5, '0')}`)
    // Past the end: no rows, and the count asked again stays capped.
    const past = await list(`limit=20&page=${LIST_COUNT_CAP / 20 + 2}`)
    expect(past).toMatchObject({ data: [], meta: { total: LIST_COUNT_CAP, capped: true } })
  })

  it('exactly when fewer match', async () => {
    const women = await list('gender=female&limit=2')
    expect(women.meta.total).toBe(5)
    expect(women.meta.capped).toBeUndefined()
  })
})
