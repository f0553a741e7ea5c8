import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Players as scouts see them (docs/api/scout.md#players): list, profile, search and the scout's own shortlist. Every
// player carries `is_shortlisted` for the scout asking; contact details never reach a scout.

let t: TestApp
let community: TestClient
let scout: TestClient
let rival: TestClient
let make: Factories
let france: Made
let striker: Made
let keeper: Made
let forward: Made

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  scout = await t.loginAs('scout')
  rival = await t.loginAs('scout')
  make = factories(community)
  france = await make.country({ name: 'France', code: 'FRA' })
  striker = await make.player({
    name: 'Kylian Mbappé',
    nationality_id: france.uid,
    gender: 'male',
    email: 'kylian@example.com',
    guardian_phone: '+33 1 23 45 67 89',
  })
  keeper = await make.player({ name: 'Mike Maignan', nationality_id: france.uid, gender: 'male' })
  forward = await make.player({
    name: 'Marie-Antoinette Katoto',
    nationality_id: france.uid,
    gender: 'female',
  })
})
afterAll(() => t.close())

const shortlist = (client: TestClient, uid: string, on: boolean) =>
  client.inject({ method: 'POST', url: '/api/scout/setShortlist', payload: { uid, is_shortlisted: on } })

describe('GET /api/scout/list (and its older spelling, player)', () => {
  it('filters by country and gender at the spec’s path, without contact details', async () => {
    const res = await scout.inject({ url: `/api/scout/list?country_id=${france.uid}&gender=female` })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Marie-Antoinette Katoto'])
    expect(body.meta).toMatchObject({ total: 1, page: 1 })
    const older = await scout.inject({ url: `/api/scout/player?country_id=${france.uid}&gender=female` })
    expect(older.json().data).toEqual(body.data)
    const one = (await scout.inject({ url: `/api/scout/list?uid=${striker.uid}` })).json().data[0]
    expect(one).toMatchObject({ name: 'Kylian Mbappé', nationality: 'France', is_shortlisted: false })
    for (const field of [
      'email',
      'phone',
      'guardian_name',
      'guardian_email',
      'guardian_phone',
      'consent_given',
    ])
      expect(one).not.toHaveProperty(field)
  })

  it('lists one club’s players (a club’s page in Browse asks for them by club_id)', async () => {
    const psg = await make.club({ name: 'Paris Saint-Germain', country_id: france.uid })
    const dembele = await make.player({ name: 'Ousmane Dembélé', current_club_id: psg.uid })
    const res = await scout.inject({ url: `/api/scout/player?club_id=${psg.uid}` })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((p: { uid: string }) => p.uid)).toEqual([dembele.uid])
    expect(res.json().meta.total).toBe(1)
  })

  it('refuses a filter it does not understand with 400 naming the field', async () => {
    const res = await scout.inject({ url: '/api/scout/player?gender=other' })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('gender')
  })
})

describe('POST /api/scout/setShortlist and GET /api/scout/shortlisted', () => {
  it('keeps each scout’s shortlist to that scout, newest first', async () => {
    expect((await shortlist(scout, keeper.uid, true)).json().data).toEqual({
      uid: keeper.uid,
      is_shortlisted: true,
    })
    await shortlist(scout, striker.uid, true)
    await shortlist(scout, striker.uid, true) // twice is still once
    await shortlist(rival, forward.uid, true)

    const mine = (await scout.inject({ url: '/api/scout/shortlisted' })).json()
    expect(mine.data.map((p: { name: string }) => p.name)).toEqual(['Kylian Mbappé', 'Mike Maignan'])
    expect(mine.meta.total).toBe(2)
    expect(mine.data.every((p: { is_shortlisted: boolean }) => p.is_shortlisted)).toBe(true)
    const theirs = (await rival.inject({ url: '/api/scout/shortlisted' })).json()
    expect(theirs.data.map((p: { name: string }) => p.name)).toEqual(['Marie-Antoinette Katoto'])
  })

  it('carries each shortlisted player’s key numbers, minutes only where the sheet places the player', async () => {
    const cup = await make.tournament({ name: 'World Cup' })
    const home = await make.team({
      name: 'France',
      tournamentId: cup.uid,
      players: [striker.uid, keeper.uid],
    })
    const away = await make.team({ name: 'Senegal', tournamentId: cup.uid, players: [] })
    await make.game({
      team_array: [home.uid, away.uid],
      status: 'finished',
      home_score: 2,
      away_score: 0,
      teams: [
        {
          uid: home.uid,
          // The keeper's line places him (90 minutes); the scorer is named without a place, as imported.
          playerMetaData: [
            { uid: keeper.uid, onField: true },
            { uid: striker.uid, goals: 2 },
          ],
        },
        { uid: away.uid, playerMetaData: [] },
      ],
    })
    const mine = (await scout.inject({ url: '/api/scout/shortlisted' })).json()
    const numbers = Object.fromEntries(
      mine.data.map((p: { name: string; stats: unknown }) => [p.name, p.stats]),
    )
    expect(numbers).toEqual({
      // Known only as a scorer (decision 0056): his goals, and nothing else, are recorded.
      'Kylian Mbappé': { matches: null, lineup_matches: 0, minutes: null, goals: 2, assists: null },
      'Mike Maignan': { matches: 1, lineup_matches: 1, minutes: 90, goals: 0, assists: 0 },
    })
  })

  it('marks is_shortlisted for the scout asking, on lists, profiles and search', async () => {
    const list = (await scout.inject({ url: `/api/scout/player?country_id=${france.uid}` })).json().data
    const flags = Object.fromEntries(
      list.map((p: { name: string; is_shortlisted: boolean }) => [p.name, p.is_shortlisted]),
    )
    expect(flags).toEqual({ 'Kylian Mbappé': true, 'Marie-Antoinette Katoto': false, 'Mike Maignan': true })
    expect(
      (await rival.inject({ url: `/api/scout/profile/${striker.uid}` })).json().data.is_shortlisted,
    ).toBe(false)
    expect(
      (await scout.inject({ url: `/api/scout/profile/${striker.uid}` })).json().data.is_shortlisted,
    ).toBe(true)
    const accentless = (await scout.inject({ url: '/api/scout/search?q=mbappe' })).json().data
    expect(accentless.map((p: { name: string }) => p.name)).toContain('Kylian Mbappé')
    const found = (await rival.inject({ url: '/api/scout/search?q=katoto' })).json().data
    expect(found[0]).toMatchObject({ name: 'Marie-Antoinette Katoto', is_shortlisted: true })
  })

  it('removes a player; removing one that is not there is no error', async () => {
    await shortlist(scout, keeper.uid, false)
    expect((await shortlist(scout, keeper.uid, false)).statusCode).toBe(200)
    const mine = (await scout.inject({ url: '/api/scout/shortlisted' })).json()
    expect(mine.data.map((p: { name: string }) => p.name)).toEqual(['Kylian Mbappé'])
  })

  it('answers 404 for an unknown player and 400 for a bad body', async () => {
    const missing = await shortlist(scout, '01900000-0000-7000-8000-000000000000', true)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toMatch(/No player/)
    const bad = await scout.inject({
      method: 'POST',
      url: '/api/scout/setShortlist',
      payload: { uid: striker.uid },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues[0].path).toBe('is_shortlisted')
  })

  it('applies a replayed toggle once (Idempotency-Key)', async () => {
    const key = `toggle-${Date.now()}`
    const send = () =>
      scout.inject({
        method: 'POST',
        url: '/api/scout/setShortlist',
        headers: { 'idempotency-key': key },
        payload: { uid: forward.uid, is_shortlisted: true },
      })
    expect((await send()).statusCode).toBe(200)
    await shortlist(scout, forward.uid, false)
    expect((await send()).json().data.is_shortlisted).toBe(true) // the first answer, not a second write
    const mine = (await scout.inject({ url: '/api/scout/shortlisted' })).json()
    expect(mine.data.map((p: { name: string }) => p.name)).not.toContain('Marie-Antoinette Katoto')
  })
})

describe('who may call', () => {
  it('refuses no session, a community member and an admin with 401', async () => {
    const admin = await t.loginAs('admin')
    for (const client of [t.anonymous(), community, admin]) {
      for (const url of ['/api/scout/player', `/api/scout/profile/${striker.uid}`, '/api/scout/shortlisted'])
        expect((await client.inject({ url })).statusCode).toBe(401)
      expect((await shortlist(client, striker.uid, true)).statusCode).toBe(401)
    }
  })
})
