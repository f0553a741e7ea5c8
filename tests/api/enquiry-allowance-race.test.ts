import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { factories } from '../support/factories'
import { buildTestApp, type TestApp } from '../support/test-app'

// A free scout's 3 enquiries a month under sends at once (a double tap, a script, the outbox replaying): 30
// enquiries sent together store exactly 3, every other one refused in words with 402 — on PostgreSQL they
// really run side by side, and a count before the insert without a lock let 27 through.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

it('stores 3 of 30 enquiries sent at once by a free scout', async () => {
  const scout = await t.loginAs('scout')
  const player = await factories(await t.loginAs('community')).player({ name: 'Raced Enquiry' })
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      scout.inject({
        method: 'POST',
        url: '/api/scout/enquire',
        payload: { pid: player.uid, message: `Is he available? (${i + 1})` },
      }),
    ),
  )
  const [{ n }] = (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from enquiries where scout_uid = ${scout.account.uid}`,
    )
  ).rows as [{ n: number }]
  expect(n).toBe(3)
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3)
  const refused = answers.filter((a) => a.statusCode !== 201)
  expect(refused.map((a) => a.statusCode)).toEqual(Array(27).fill(402))
  expect(refused[0]!.json().message).toMatch(/3 enquiries a month/)
})
