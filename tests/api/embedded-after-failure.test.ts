import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { accounts } from '../../server/db/schema/index'
import { buildTestApp, type TestApp } from '../support/test-app'

// After a statement fails outside a transaction, each next query reads its own answer. On PGlite (one shared
// connection) a failed insert ended the pool's client and the next client got the failed statement's last
// message: "Connection terminated unexpectedly", then every answer shifted by one — a query read another's answer.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const failureOf = (query: Promise<unknown>) =>
  query.then(
    () => 'no failure',
    (err: { cause?: { message?: string }; message: string }) => err.cause?.message ?? err.message,
  )

it('answers each query with its own rows after a unique violation and after a failed read', async () => {
  const row = {
    uid: '01900000-0000-7000-8000-0000000000aa',
    role: 'scout' as const,
    email: 'x@y.example',
    passwordHash: 'x',
  }
  await t.db.insert(accounts).values(row)
  expect(await failureOf(t.db.insert(accounts).values(row))).toMatch(/duplicate key/)
  const [found] = await t.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(sql`${accounts.uid} = ${row.uid}`)
  expect(found).toEqual({ email: 'x@y.example' })
  expect(await failureOf(t.db.select({ x: sql`1 / ${0}` }).from(accounts))).toMatch(/division by zero/)
  const answers = await Promise.all(
    [1, 2, 3].map((n) => t.db.execute<{ n: number }>(sql`select ${n}::int as n`).then((r) => r.rows[0]!.n)),
  )
  expect(answers).toEqual([1, 2, 3])
  // At once: a failing statement among others that succeed.
  const mixed = await Promise.allSettled([
    t.db.insert(accounts).values(row),
    t.db.execute<{ n: number }>(sql`select ${7}::int as n`).then((r) => r.rows[0]!.n),
    t.db.execute<{ n: number }>(sql`select ${8}::int as n`).then((r) => r.rows[0]!.n),
  ])
  expect(mixed.map((m) => (m.status === 'fulfilled' ? m.value : 'failed'))).toEqual(['failed', 7, 8])
})
