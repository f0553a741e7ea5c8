import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REGISTER_ANSWER } from '../../server/domain/accounts/registration'
import { scoutAccountPaths } from '../../src/api/contract/terms/paths'
import { buildTestApp, type TestApp } from '../support/test-app'

// Registrations of one address at once (a double tap, two tabs, a script): one account is made and every answer
// is one a single registration could give — the same "check your mail" for the address, "This username is taken"
// beside the field for a username taken meanwhile — never a 500. On PostgreSQL they really run side by side:
// a lookup before the insert without a lock let nine of ten hit the unique index (9 × 500).

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const registerAll = (bodies: object[]) =>
  Promise.all(
    bodies.map((payload, i) =>
      t.anonymous().inject({
        method: 'POST',
        url: scoutAccountPaths.register,
        payload,
        remoteAddress: `10.9.${bodies.length}.${i + 1}`,
      }),
    ),
  )

const accountsOf = async (email: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from accounts where role = 'scout' and email = ${email}`,
    )
  ).rows[0]!.n

it('makes one account of ten registrations of one address with ten usernames, and answers each alike', async () => {
  const email = 'raced@test.example'
  const answers = await registerAll(
    Array.from({ length: 10 }, (_, i) => ({
      username: `raced-${i}`,
      email,
      password: 'a-good-long-password',
    })),
  )
  expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(202))
  expect(new Set(answers.map((a) => a.json().data.message))).toEqual(new Set([REGISTER_ANSWER]))
  expect(await accountsOf(email)).toBe(1)
})

it('makes one account of the same registration sent ten times, and answers each as a single one could', async () => {
  const email = 'twice@test.example'
  const body = { username: 'twice-over', email, password: 'a-good-long-password' }
  const answers = await registerAll(Array(10).fill(body))
  // Whichever index the database checks first: the address's answer, or the username's beside its field.
  for (const answer of answers)
    expect([answer.statusCode, answer.json()]).toEqual(
      answer.statusCode === 202
        ? [202, { data: { message: REGISTER_ANSWER } }]
        : [
            400,
            expect.objectContaining({ issues: [{ path: 'username', message: 'This username is taken' }] }),
          ],
    )
  expect(answers.filter((a) => a.statusCode === 202).length).toBeGreaterThanOrEqual(1)
  expect(await accountsOf(email)).toBe(1)
})
