import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savedSearches } from '../../server/db/schema/index'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's saved searches: the Players screen's fields kept by their key in the address (so opening one restores
// the screen), checked by the filter's own rules with the screen's field named; his alone; at most 50, held under
// saves at once.

type Client = TestClient & { account: { uid: string } }
let t: TestApp
let scout: Client
let other: Client

const call = (client: TestClient, method: string, url: string, payload?: object) =>
  client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  t = await buildTestApp()
  scout = (await t.loginAs('scout')) as Client
  other = (await t.loginAs('scout')) as Client
})
afterAll(() => t.close())

describe('saved searches', () => {
  let uid: string

  it('keep the screen’s fields under a name, empty ones left out, and list by name', async () => {
    const res = await call(scout, 'POST', '/api/scout/saved-searches', {
      name: 'Young left backs',
      filter: { position: 'LB', age_max: '21', foot: '', sort: 'goals' },
      alert: 'daily',
    })
    expect(res.statusCode, res.body).toBe(201)
    uid = res.json().data.uid
    expect(res.json().data).toMatchObject({
      name: 'Young left backs',
      filter: { position: 'LB', age_max: '21', sort: 'goals' },
      alert: 'daily',
    })
    await call(scout, 'POST', '/api/scout/saved-searches', { name: 'a striker', filter: { q: 'Oyarzabal' } })
    const list = (await call(scout, 'GET', '/api/scout/saved-searches')).json().data
    expect(list.map((s: { name: string; alert: string }) => [s.name, s.alert])).toEqual([
      ['a striker', 'off'],
      ['Young left backs', 'daily'],
    ])
  })

  it('refuse in words, naming the screen’s field', async () => {
    const cases: [object, string, string][] = [
      [{ name: 'x', filter: { age_max: 'old' } }, 'filter.age_max', ''],
      [{ name: 'x', filter: { shoe_size: '44' } }, 'filter.shoe_size', 'There is no filter “shoe_size”'],
      [{ name: 'x', filter: { q: ' ' } }, 'filter', 'Type a name or choose a filter to save'],
      [{ name: ' ', filter: { q: 'Pedri' } }, 'name', 'Give the search a name'],
      [
        { name: 'young LEFT backs', filter: { q: 'Pedri' } },
        'name',
        'You have a search called “young LEFT backs” already',
      ],
      [
        { name: 'x', filter: { q: 'Pedri' }, alert: 'hourly' },
        'alert',
        'Alerts are at once, daily, weekly or off',
      ],
    ]
    for (const [payload, path, message] of cases) {
      const res = await call(scout, 'POST', '/api/scout/saved-searches', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      const issue = res.json().issues.find((i: { path: string }) => i.path === path)
      expect(issue, `${JSON.stringify(payload)}: ${res.body}`).toBeTruthy()
      if (message) expect(issue.message).toBe(message)
      expect(res.json().message).toBeTruthy()
    }
  })

  it('are changed and deleted by their scout only; another scout gets 404 and sees none', async () => {
    expect(await (await call(other, 'GET', '/api/scout/saved-searches')).json().data).toEqual([])
    for (const [method, payload] of [
      ['PUT', { alert: 'off' }],
      ['DELETE', undefined],
    ] as const)
      expect((await call(other, method, `/api/scout/saved-searches/${uid}`, payload)).statusCode).toBe(404)
    const changed = await call(scout, 'PUT', `/api/scout/saved-searches/${uid}`, {
      name: 'Left backs under 21',
      alert: 'weekly',
      filter: { position: 'LB', age_max: '20' },
    })
    expect(changed.json().data).toMatchObject({
      name: 'Left backs under 21',
      alert: 'weekly',
      filter: { age_max: '20' },
    })
    expect((await call(scout, 'DELETE', `/api/scout/saved-searches/${uid}`)).statusCode).toBe(200)
    expect((await call(scout, 'DELETE', `/api/scout/saved-searches/${uid}`)).statusCode).toBe(404)
  })

  it('hold at 50 when many are saved at once', async () => {
    const res = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(scout, 'POST', '/api/scout/saved-searches', { name: `Search ${i}`, filter: { q: `name ${i}` } }),
      ),
    )
    const refused = res.filter((r) => r.statusCode === 409)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[0]!.json().message).toBe('You keep 50 saved searches already: delete one to save another')
    expect(res.every((r) => [201, 409].includes(r.statusCode))).toBe(true)
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.scoutUid, scout.account.uid))) as [{ n: number }]
    expect(n).toBe(50)
  })
})
