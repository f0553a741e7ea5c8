import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPEN_COUNT_CAP, WALK_DEPTH } from '../../server/domain/scouting/player-filter/plan'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's filter with no condition that picks out a few players (no name, country, club, season or
// competition, no minimum of a number that few meet) reads its page in order from an index and counts up to OPEN_COUNT_CAP ("1,000+ players"); with
// such a condition the count is exact. Players written straight to the table get their totals row too.

/** More players than a walk down a number's index reads, so a page can lie beyond it. */
const PLAYERS = WALK_DEPTH + 10

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
  // The first five from one country (set-based: one statement).
  await t.db.execute(sql`insert into players (uid, name, gender, nationality_id)
    select gen_random_uuid(), 'Bulk Player ' || lpad(i::text, 5, '0'), 'male',
      case when i <= 5 then ${country}::uuid end
    from generate_series(1, ${PLAYERS}) i`)
  // Three left wingers with the smallest uids: last in a walk from the most goals down (all have none).
  await t.db.execute(sql`update players set main_position = 'LW'
    where uid in (select uid from players order by uid limit 3)`)
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
    const past = await filter({ gender: 'male', limit: 20, page: Math.ceil(PLAYERS / 20) + 1 })
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

  it('finds a page beyond the top of a number when a position does not fill it from there', async () => {
    const wingers = await filter({ positions: ['LW'], sort: 'goals' })
    expect(wingers.data).toHaveLength(3)
    expect(wingers.meta.total).toBe(3)
    // The same from the other end: the walk from the fewest goals up reaches them first.
    expect((await filter({ positions: ['LW'], sort: 'goals', order: 'asc' })).data).toHaveLength(3)
  })

  it('reads a minimum of goals as open when many meet it, and from the goals when few do', async () => {
    // 1,100 players with 2 goals, three with 9 (kept totals, written straight for the test).
    await t.db.execute(sql`update player_totals set goals = 2 where player_id in
      (select uid from players where name <= 'Bulk Player 01100')`)
    await t.db.execute(sql`update player_totals set goals = 9 where player_id in
      (select uid from players where name in ('Bulk Player 04000', 'Bulk Player 04001', 'Bulk Player 04002'))`)
    const many = await filter({ min_goals: 2 })
    expect(many.meta).toMatchObject({ total: OPEN_COUNT_CAP, capped: true })
    expect(many.data[0]!.name).toBe('Bulk Player 00001')
    // A threshold of 1.5 goals is 2 whole goals.
    expect((await filter({ min_goals: 1.5 })).meta).toMatchObject({ total: OPEN_COUNT_CAP, capped: true })
    const few = await filter({ min_goals: 9 })
    expect(few.data.map((p) => p.name)).toEqual([
      'Bulk Player 04000',
      'Bulk Player 04001',
      'Bulk Player 04002',
    ])
    expect(few.meta.total).toBe(3)
    expect(few.meta.capped).toBeUndefined()
    // 8.5 goals is 9: not the player with 8.
    await t.db.execute(sql`update player_totals set goals = 8 where player_id in
      (select uid from players where name = 'Bulk Player 04003')`)
    expect((await filter({ min_goals: 8.5 })).data.map((p) => p.name)).toEqual(few.data.map((p) => p.name))
    expect((await filter({ min_goals: 8 })).meta.total).toBe(4)
    const byGoals = await filter({ min_goals: 9, sort: 'goals', order: 'asc' })
    // Tied on goals: in uid order, the same three.
    expect(byGoals.data.map((p) => p.name).sort()).toEqual(few.data.map((p) => p.name))
    expect(byGoals.meta.total).toBe(3)
    expect((await filter({ min_goals: 10 })).meta.total).toBe(0)
    // Of one position, counted and read from that position's rows: one of the three is made a left winger.
    await t.db.execute(sql`update players set main_position = 'LW' where name = 'Bulk Player 04001'`)
    const winger = await filter({ positions: ['LW'], min_goals: 9 })
    expect(winger.data.map((p) => p.name)).toEqual(['Bulk Player 04001'])
    expect(winger.meta).toEqual(expect.objectContaining({ total: 1 }))
    expect((await filter({ positions: ['LW'], min_goals: 8.5, sort: 'goals' })).data).toHaveLength(1)
    expect((await filter({ positions: ['ST'], min_goals: 9 })).data).toEqual([])
    // Per 90 over at least 900 minutes: the 9 goals in 900 minutes are 0.9 a game, the 8 goals 0.8, the 2 goals
    // 0.2. At least 0.5 means at least 5 goals in all, which few have; at least 0.2, at least 2, which many have.
    await t.db.execute(sql`update player_totals set minutes = 900, timed_goals = goals where goals > 0`)
    const rate = await filter({ min_goals: 0.5, per_90: true, min_minutes: 900 })
    expect(rate.data.map((p) => p.name)).toEqual([...few.data.map((p) => p.name), 'Bulk Player 04003'])
    expect(rate.meta.total).toBe(4)
    const low = await filter({ min_goals: 0.2, per_90: true, min_minutes: 900 })
    expect(low.meta).toMatchObject({ total: OPEN_COUNT_CAP, capped: true })
    expect((await filter({ min_goals: 0.95, per_90: true, min_minutes: 900 })).meta.total).toBe(0)
    // A rate with no minimum of minutes, counted from the rate itself: a goal in 30 minutes is 3 a game; goals
    // with no minutes recorded (a sheet of scorers) make no rate.
    await t.db.execute(sql`update player_totals set minutes = 30, timed_goals = 1, goals = 1 where player_id in
      (select uid from players where name = 'Bulk Player 05000')`)
    await t.db.execute(sql`update player_totals set goals = 12 where player_id in
      (select uid from players where name = 'Bulk Player 05001')`)
    const bare = await filter({ min_goals: 0.5, per_90: true })
    expect(bare.data.map((p) => p.name)).toEqual([...rate.data.map((p) => p.name), 'Bulk Player 05000'])
    expect(bare.meta.total).toBe(5)
    expect(bare.meta.capped).toBeUndefined()
    const sharp = await filter({ min_goals: 2.5, per_90: true, sort: 'goals' })
    expect(sharp.data.map((p) => p.name)).toEqual(['Bulk Player 05000'])
    expect(sharp.meta.total).toBe(1)
    expect((await filter({ min_goals: 0.2, per_90: true })).meta).toMatchObject({
      total: OPEN_COUNT_CAP,
      capped: true,
    })
    expect((await filter({ min_goals: 3.5, per_90: true })).meta.total).toBe(0)
    // Of one position, narrowed by the rate alone: found through the rate, not among the position's rows.
    const wingerRate = await filter({ min_goals: 0.5, per_90: true, positions: ['LW'] })
    expect(wingerRate.data.map((p) => p.name)).toEqual(['Bulk Player 04001'])
    expect(wingerRate.meta.total).toBe(1)
    expect((await filter({ min_assists: 0.1, per_90: true, positions: ['LW'] })).meta.total).toBe(0)
  })

  it('counts exactly when a condition picks out a few', async () => {
    const few = await filter({ country_id: country, sort: 'goals' })
    expect(few.meta.total).toBe(5)
    expect(few.meta.capped).toBeUndefined()
    expect(few.data).toHaveLength(5)
  })
})
