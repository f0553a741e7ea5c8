import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/test-app'

// The player's own API (docs/spec.md#player-calls), through the real app and database.

let t: TestApp
let c: Awaited<ReturnType<TestApp['loginAs']>>
beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
})
afterAll(() => t.close())

const yearsAgo = (years: number, days = 0) => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() - days)
  return d.toISOString().slice(0, 10)
}

async function create(body: Record<string, unknown>) {
  const res = await c.inject({ method: 'POST', url: '/api/community/player', payload: body })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data
}

describe('POST /api/community/player and profile/{id}', () => {
  it('creates a player with a client uid, reads, updates and deletes the profile', async () => {
    const uid = uuidv7()
    const made = await create({
      uid,
      name: 'Lamine Yamal',
      date_of_birth: yearsAgo(17, 30),
      gender: 'male',
      preferred_foot: 'left',
      main_position: 'RW',
      positions: ['RW', 'LW', 'CAM'],
      shirt_number: 19,
      guardian_name: 'Sheila Ebana',
      consent_given: true,
    })
    expect(made).toMatchObject({ uid, version: 1, name: 'Lamine Yamal', age: 17, positions: ['LW', 'CAM'] })

    const read = await c.inject({ url: `/api/community/profile/${uid}` })
    expect(read.json().data).toMatchObject({
      uid,
      main_position: 'RW',
      guardian_name: 'Sheila Ebana',
      pic: null,
    })

    const put = await c.inject({
      method: 'PUT',
      url: `/api/community/profile/${uid}`,
      payload: { version: 1, height_cm: 180 },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().data).toMatchObject({ version: 2, height_cm: 180, name: 'Lamine Yamal' })

    const del = await c.inject({ method: 'DELETE', url: `/api/community/profile/${uid}?version=2` })
    expect(del.statusCode, del.body).toBe(200)
    expect((await c.inject({ url: `/api/community/profile/${uid}` })).statusCode).toBe(404)
  })

  it('answers 409 with the current record when the edit was based on a stale version', async () => {
    const p = await create({ name: 'Stale Edit' })
    await c.inject({
      method: 'PUT',
      url: `/api/community/profile/${p.uid}`,
      payload: { version: 1, height_cm: 170 },
    })
    const stale = await c.inject({
      method: 'PUT',
      url: `/api/community/profile/${p.uid}`,
      payload: { version: 1, height_cm: 190 },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ uid: p.uid, version: 2, height_cm: 170 })
    const viaHeader = await c.inject({
      method: 'PUT',
      url: `/api/community/profile/${p.uid}`,
      headers: { 'if-match': '"1"' },
      payload: { height_cm: 190 },
    })
    expect(viaHeader.statusCode).toBe(409)
  })

  it('refuses bad input with 400 naming each field', async () => {
    const res = await c.inject({
      method: 'POST',
      url: '/api/community/player',
      payload: { name: '', main_position: 'XX', height_cm: 20, preferred_foot: 'hand' },
    })
    expect(res.statusCode).toBe(400)
    const paths = res.json().issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['name', 'main_position', 'height_cm', 'preferred_foot']))
  })

  it('refuses an unknown nationality with 400 naming nationality_id', async () => {
    const res = await c.inject({
      method: 'POST',
      url: '/api/community/player',
      payload: { name: 'Nobody', nationality_id: uuidv7() },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('nationality_id')
  })

  it('answers 404 for an unknown player', async () => {
    const res = await c.inject({ url: `/api/community/profile/${uuidv7()}` })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toMatch(/No player/)
  })
})

describe('GET /api/community/player (list and filters)', () => {
  it('filters by position, age range, gender, foot and uid, paginated', async () => {
    const tag = `Filt${Date.now().toString(36)}`
    const young = await create({
      name: `${tag} Young`,
      date_of_birth: yearsAgo(16),
      main_position: 'ST',
      gender: 'female',
      preferred_foot: 'right',
    })
    await create({
      name: `${tag} Older`,
      date_of_birth: yearsAgo(25),
      main_position: 'CB',
      positions: ['ST'],
      gender: 'male',
      preferred_foot: 'left',
    })
    await create({ name: `${tag} Keeper`, date_of_birth: yearsAgo(30), main_position: 'GK', gender: 'male' })

    const list = async (q: string) => {
      const res = await c.inject({ url: `/api/community/player?filter=${tag}&${q}` })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }
    const strikers = await list('position=ST')
    expect(strikers.data.map((p: { name: string }) => p.name).sort()).toEqual([
      `${tag} Older`,
      `${tag} Young`,
    ])
    expect((await list('age_min=18&age_max=26')).data.map((p: { name: string }) => p.name)).toEqual([
      `${tag} Older`,
    ])
    expect((await list('age_max=16')).data.map((p: { name: string }) => p.name)).toEqual([`${tag} Young`])
    expect((await list('gender=male&foot=left')).meta.total).toBe(1)
    expect((await list(`uid=${young.uid}`)).data[0].uid).toBe(young.uid)

    const page = await list('limit=2&page=2')
    expect(page.meta).toEqual({ total: 3, page: 2, limit: 2 })
    expect(page.data).toHaveLength(1)
  })

  it('refuses an impossible age range naming age_max', async () => {
    const res = await c.inject({ url: '/api/community/player?age_min=20&age_max=18' })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('age_max')
  })
})

describe('GET /api/community/search', () => {
  it('finds players by name prefix and by a misspelling, best match first', async () => {
    await create({ name: 'Kylian Mbappé' })
    await create({ name: 'Kylian Test' })
    const prefix = await c.inject({ url: '/api/community/search?q=kyli' })
    expect(prefix.json().data.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Kylian Mbappé', 'Kylian Test']),
    )
    const fuzzy = await c.inject({ url: '/api/community/search?q=Mbape' })
    expect(fuzzy.json().data[0].name).toBe('Kylian Mbappé')
    const empty = await c.inject({ url: '/api/community/search?q=' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().issues[0].path).toBe('q')
  })
})

describe('GET /api/community/all_positions', () => {
  it('lists the 18 positions (three of them a whole line) with labels in pitch order', async () => {
    const res = await c.inject({ url: '/api/community/all_positions' })
    const codes = res.json().data.map((p: { code: string }) => p.code)
    expect(codes).toEqual([
      'GK',
      'DF',
      'RB',
      'CB',
      'LB',
      'RWB',
      'LWB',
      'MF',
      'CDM',
      'CM',
      'CAM',
      'RM',
      'LM',
      'FW',
      'RW',
      'LW',
      'CF',
      'ST',
    ])
    expect(res.json().data[0]).toMatchObject({ code: 'GK', label: 'Goalkeeper' })
  })
})

describe('another role', () => {
  it('answers 401 to a scout, an admin and nobody on every player route', async () => {
    const scout = await t.loginAs('scout')
    const admin = await t.loginAs('admin')
    const id = uuidv7()
    const routes = [
      { method: 'POST', url: '/api/community/player', payload: { name: 'X' } },
      { method: 'GET', url: '/api/community/player' },
      { method: 'GET', url: `/api/community/profile/${id}` },
      { method: 'PUT', url: `/api/community/profile/${id}`, payload: { name: 'X' } },
      { method: 'GET', url: '/api/community/search?q=x' },
      { method: 'GET', url: '/api/community/all_positions' },
      { method: 'POST', url: '/api/community/getTeamPlayers', payload: { team_id: id } },
    ] as const
    for (const client of [scout, admin, t.anonymous()])
      for (const route of routes) expect((await client.inject({ ...route })).statusCode).toBe(401)
  })
})
