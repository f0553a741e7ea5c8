import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIT_ORDER, positionBits } from '../../server/domain/players/position-set'
import { positionCodes } from '../../src/api/contract/terms/players'
import { buildTestApp, type TestApp } from '../support/test-app'

// A player's positions are filtered as one number (players.position_set, migration 0021): the database's
// position_set() and the server's positionBits must give every code the same bit, and the number must follow an
// edit of the positions — or a position filter finds the wrong players.

let t: TestApp
let c: Awaited<ReturnType<TestApp['loginAs']>>
beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
})
afterAll(() => t.close())

const databaseBits = async (main: string | null, others: string[]) =>
  Number(
    (
      await t.db.execute<{ bits: number }>(
        sql`select position_set(${main}, ${`{${others.join(',')}}`}::text[]) as bits`,
      )
    ).rows[0]!.bits,
  )

describe('position_set', () => {
  it('gives every position code of the contract its own bit, the same in the database and the server', async () => {
    expect([...BIT_ORDER].sort()).toEqual([...positionCodes].sort())
    expect(BIT_ORDER.length).toBeLessThanOrEqual(31) // a positive integer
    for (const code of BIT_ORDER) expect(await databaseBits(code, []), code).toBe(positionBits([code]))
    expect(await databaseBits('CB', ['RB', 'ST'])).toBe(positionBits(['CB', 'RB', 'ST']))
    expect(await databaseBits(null, [])).toBe(0)
    expect(await databaseBits('XX', ['GK'])).toBe(positionBits(['GK']))
  })

  it('follows an edit of the positions, so the position filter finds the player as now recorded', async () => {
    const tag = `Bits${Date.now().toString(36)}`
    const made = await c.inject({
      method: 'POST',
      url: '/api/community/player',
      payload: { name: `${tag} Player`, main_position: 'CB', positions: ['RB'] },
    })
    expect(made.statusCode, made.body).toBe(201)
    const { uid } = made.json().data
    const found = async (position: string) =>
      (await c.inject({ url: `/api/community/player?filter=${tag}&position=${position}` })).json().meta.total
    expect([await found('CB'), await found('RB'), await found('DF'), await found('ST')]).toEqual([1, 1, 1, 0])
    const put = await c.inject({
      method: 'PUT',
      url: `/api/community/profile/${uid}`,
      payload: { version: 1, main_position: 'ST', positions: ['CF'] },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect([await found('CB'), await found('DF'), await found('ST'), await found('FW')]).toEqual([0, 0, 1, 1])
  })
})
