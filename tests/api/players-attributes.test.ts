import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/test-app'

// GET/PUT attributes/{id} and PUT/DELETE custom-attributes/{id}, plus getTeamPlayers.

let t: TestApp
let c: Awaited<ReturnType<TestApp['loginAs']>>
let playerId: string
beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
  const res = await c.inject({
    method: 'POST',
    url: '/api/community/player',
    payload: { name: 'Rated Player' },
  })
  playerId = res.json().data.uid
})
afterAll(() => t.close())

const url = (id = playerId) => `/api/community/attributes/${id}`

describe('GET/PUT /api/community/attributes/{id}', () => {
  it('starts empty at version 0, then stores headline (1–100) and detail (1–20) ratings', async () => {
    const empty = await c.inject({ url: url() })
    expect(empty.json().data).toMatchObject({ version: 0, pace: null, technical: {}, custom_attributes: [] })

    const put = await c.inject({
      method: 'PUT',
      url: url(),
      payload: {
        version: 0,
        pace: 91,
        shooting: 78,
        technical: { finishing: 16, first_touch: 15 },
        mental: { vision: 18 },
      },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().data).toMatchObject({
      version: 1,
      pace: 91,
      shooting: 78,
      technical: { finishing: 16 },
    })

    // Only what is sent changes; null clears one rating; a sent group replaces that group.
    const second = await c.inject({
      method: 'PUT',
      url: url(),
      payload: { version: 1, shooting: null, technical: { crossing: 12 } },
    })
    expect(second.json().data).toMatchObject({
      version: 2,
      pace: 91,
      shooting: null,
      technical: { crossing: 12 },
      mental: { vision: 18 },
    })
    expect((await c.inject({ url: url() })).json().data.version).toBe(2)
  })

  it('answers 409 with the current ratings when the edit was based on an old version', async () => {
    const stale = await c.inject({ method: 'PUT', url: url(), payload: { version: 1, pace: 50 } })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ version: 2, pace: 91 })
  })

  it('refuses out-of-scale ratings and unknown detail names with 400 naming the field', async () => {
    const res = await c.inject({
      method: 'PUT',
      url: url(),
      payload: { pace: 101, passing: 0, technical: { finishing: 21 }, mental: { telepathy: 5 } },
    })
    expect(res.statusCode).toBe(400)
    const paths = res.json().issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['pace', 'passing', 'technical.finishing', 'mental']))
  })

  it('answers 404 for an unknown player', async () => {
    expect((await c.inject({ url: url(uuidv7()) })).statusCode).toBe(404)
    expect((await c.inject({ method: 'PUT', url: url(uuidv7()), payload: { pace: 50 } })).statusCode).toBe(
      404,
    )
  })
})

describe('PUT/DELETE /api/community/custom-attributes/{id}', () => {
  const custom = `/api/community/custom-attributes/`
  it('sets, replaces (case-insensitively) and deletes a named value', async () => {
    const set = await c.inject({
      method: 'PUT',
      url: custom + playerId,
      payload: { attribute_name: 'Weak foot', value: '4 stars' },
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().data.custom_attributes).toEqual([
      expect.objectContaining({ attribute_name: 'Weak foot', value: '4 stars' }),
    ])
    const replaced = await c.inject({
      method: 'PUT',
      url: custom + playerId,
      payload: { attribute_name: 'weak FOOT', value: '5 stars' },
    })
    expect(replaced.json().data.custom_attributes).toHaveLength(1)
    expect(replaced.json().data.custom_attributes[0]).toMatchObject({
      attribute_name: 'weak FOOT',
      value: '5 stars',
    })

    const del = await c.inject({ method: 'DELETE', url: `${custom}${playerId}?attribute_name=Weak%20Foot` })
    expect(del.statusCode).toBe(200)
    expect(del.json().data.custom_attributes).toEqual([])
    const again = await c.inject({ method: 'DELETE', url: `${custom}${playerId}?attribute_name=Weak%20Foot` })
    expect(again.statusCode).toBe(404)
  })

  it('refuses a missing attribute_name with 400 naming it', async () => {
    const res = await c.inject({ method: 'PUT', url: custom + playerId, payload: { value: 'x' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('attribute_name')
    const del = await c.inject({ method: 'DELETE', url: custom + playerId })
    expect(del.json().issues[0].path).toBe('attribute_name')
  })

  it('answers 401 to another role', async () => {
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ url: url() })).statusCode).toBe(401)
    const put = await scout.inject({
      method: 'PUT',
      url: custom + playerId,
      payload: { attribute_name: 'x' },
    })
    expect(put.statusCode).toBe(401)
  })
})

describe('POST /api/community/getTeamPlayers', () => {
  it("lists a team's players in squad order", async () => {
    const make = async (name: string) =>
      (await c.inject({ method: 'POST', url: '/api/community/player', payload: { name } })).json().data.uid
    const [a, b] = [await make('Squad Zed'), await make('Squad Abe')]
    const tournament = await c.inject({
      method: 'POST',
      url: '/api/community/tournament',
      payload: { name: 'Cup' },
    })
    const team = await c.inject({
      method: 'POST',
      url: '/api/community/team',
      payload: { name: 'Cup Team', tournamentId: tournament.json().data.uid, players: [a, b] },
    })
    expect(team.statusCode, team.body).toBe(201)
    const res = await c.inject({
      method: 'POST',
      url: '/api/community/getTeamPlayers',
      payload: { team_id: team.json().data.uid },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['Squad Zed', 'Squad Abe'])
    const unknown = await c.inject({
      method: 'POST',
      url: '/api/community/getTeamPlayers',
      payload: { team_id: uuidv7() },
    })
    expect(unknown.statusCode).toBe(404)
    const bad = await c.inject({ method: 'POST', url: '/api/community/getTeamPlayers', payload: {} })
    expect(bad.json().issues[0].path).toBe('team_id')
  })
})
