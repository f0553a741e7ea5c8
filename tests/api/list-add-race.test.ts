import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { factories } from '../support/factories'
import { buildTestApp, type TestApp } from '../support/test-app'

// One player added to one list twice at once (a double tap, two club colleagues, the outbox replaying beside
// the screen): the player is on the list once and both adds answer the list with him on it, as a second add
// after the first does — on PostgreSQL they really run side by side, and the second hit the primary key (500).

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

it('lists a player once when he is added twice at once, and answers both', async () => {
  const scout = await t.loginAs('scout')
  const player = await factories(await t.loginAs('community')).player({ name: 'Added Twice' })
  const list = (
    await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Doubled' } })
  ).json().data
  for (let round = 0; round < 5; round++) {
    await t.db.execute(sql`delete from scout_list_entries where list_uid = ${list.uid}`)
    const answers = await Promise.all(
      [0, 1].map(() =>
        scout.inject({
          method: 'POST',
          url: `/api/scout/lists/${list.uid}/players`,
          payload: { uid: player.uid },
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201])
    for (const answer of answers)
      expect(answer.json().data.entries.map((e: { player: { uid: string } }) => e.player.uid)).toEqual([
        player.uid,
      ])
  }
})
