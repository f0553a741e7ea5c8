import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/test-app'

// The app's database sessions are set for short reads on data held in memory (server/db/client.ts, decision
// 0016): on either engine, what the planner is told is what the benchmarks measured.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const setting = async (name: string) =>
  (await t.db.execute<{ value: string }>(sql`select current_setting(${name}) as value`)).rows[0]?.value

describe("the app's database sessions", () => {
  it('plan for data in memory, one core a request, and never compile a plan', async () => {
    expect(await setting('random_page_cost')).toBe('1.1')
    expect(await setting('max_parallel_workers_per_gather')).toBe('0')
    expect(await setting('pg_trgm.similarity_threshold')).toBe('0.45')
    // A plan compiled on every run cost ~120 ms for a 3 ms read (decision 0031).
    expect(await setting('jit')).toBe('off')
  })
})
