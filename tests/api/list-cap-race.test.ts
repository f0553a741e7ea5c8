import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/test-app'

// A list's 500-player cap under adds at once (a club list has many writers): 30 adds of different players to a
// list holding 490 leave it at 500, each refusal in words — on PostgreSQL the adds really run side by side.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

it('holds the cap when 30 players are added at once', async () => {
  const scout = await t.loginAs('scout')
  const list = (
    await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Crowded' } })
  ).json().data
  const uids = (
    await t.db.execute<{ uid: string }>(sql`
      insert into players (uid, name) select gen_random_uuid(), 'Capped ' || n from generate_series(1, 520) n
      returning uid`)
  ).rows.map((r) => r.uid)
  await t.db.execute(sql`insert into scout_list_entries (list_uid, player_uid)
    select ${list.uid}::uuid, uid from players where name like 'Capped %' order by name limit 490`)
  const listed = new Set(
    (
      await t.db.execute<{ uid: string }>(
        sql`select player_uid as uid from scout_list_entries where list_uid = ${list.uid}`,
      )
    ).rows.map((r) => r.uid),
  )
  const fresh = uids.filter((u) => !listed.has(u)).slice(0, 30)
  const answers = await Promise.all(
    fresh.map((uid) =>
      scout.inject({ method: 'POST', url: `/api/scout/lists/${list.uid}/players`, payload: { uid } }),
    ),
  )
  const [{ n }] = (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from scout_list_entries where list_uid = ${list.uid}`,
    )
  ).rows as [{ n: number }]
  expect(n).toBe(500)
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10)
  const refused = answers.filter((a) => a.statusCode !== 201)
  expect(refused.map((a) => a.statusCode)).toEqual(Array(20).fill(400))
  expect(refused[0]!.json().message).toMatch(/A list holds at most 500 players/)
})
