import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { players } from '../../server/db/schema/football'
import { footballFamilies, footballPaths } from '../../src/api/contract/terms/football-paths'
import { type Factories, factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { type Actors, familyBehaviour } from './community-family-cases'

// country, club-country, club, club/player, club-member.

let t: TestApp
let community: TestClient
let scout: TestClient
const actors: Actors = { community: () => community, scout: () => scout, anonymous: () => t.anonymous() }
let n = 0
let make: Factories
let country: { uid: string }
let club: { uid: string }

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  make = factories(community)
  scout = await t.loginAs('scout')
  country = await make.country({ name: 'Portugal', code: 'POR' })
  club = await make.club({ name: 'Sporting Clube', country_id: country.uid })
})
afterAll(() => t.close())

describe('country', () => {
  familyBehaviour(
    {
      path: 'country',
      create: () => ({ name: `Argentina ${++n}`, code: null, continent: 'South America' }),
      update: { continent: 'Americas', pic: 'https://flags.example.org/ar.webp' },
      term: 'Argentina',
      fuzzy: 'Argentinia',
      bad: { body: { code: 'ARGENT' }, path: 'code' },
    },
    actors,
  )

  it('refuses a second country with the same name (any case) with 400 on name', async () => {
    await make.country({ name: 'Uruguay' })
    const res = await community.inject({
      method: 'POST',
      url: '/api/community/country',
      payload: { name: 'URUGUAY' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([{ path: 'name', message: 'A country with this name already exists' }])
  })

  it('answers a clash in another table written beside it as a server fault, not as a duplicate name', async () => {
    await t.db.execute(sql`create table side_rows (k int primary key)`)
    await t.db.execute(sql`create function side_row() returns trigger language plpgsql as $$
      begin insert into side_rows values (1); return new; end $$`)
    await t.db.execute(
      sql`create trigger side_row after insert on countries for each row execute function side_row()`,
    )
    try {
      await make.country({ name: 'Sideland One' })
      const res = await community.inject({
        method: 'POST',
        url: '/api/community/country',
        payload: { name: 'Sideland Two' },
      })
      expect(res.statusCode).toBe(500)
      expect(res.json().message).toBeTruthy()
      expect(res.json().issues).toBeUndefined()
    } finally {
      await t.db.execute(sql`drop trigger side_row on countries`)
    }
  })

  it('refuses to delete a country that clubs point at, naming them', async () => {
    const res = await community.inject({ method: 'DELETE', url: `/api/community/country/${country.uid}` })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/1 clubs/)
    expect(
      (await community.inject({ method: 'GET', url: `/api/community/country/${country.uid}` })).statusCode,
    ).toBe(200)
  })

  it('answers 409 with the existing record when a uid is created twice', async () => {
    const first = await make.country({ name: 'Chile' })
    const again = await community.inject({
      method: 'POST',
      url: '/api/community/country',
      payload: { name: 'Chile again', uid: first.uid },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().current).toMatchObject({ uid: first.uid, name: 'Chile' })
  })
})

describe('club-country', () => {
  familyBehaviour(
    {
      path: 'club-country',
      create: () => ({ name: `Liga Portugal ${++n}`, country_id: country.uid }),
      update: { name: 'Liga Portugal Betclic' },
      term: 'Liga',
      bad: { body: { country_id: 'not-a-uid' }, path: 'country_id' },
      filter: () => ({ country_id: country.uid }),
    },
    actors,
  )
})

describe('club', () => {
  familyBehaviour(
    {
      path: 'club',
      create: () => ({
        name: `Benfica Lisboa ${++n}`,
        country_id: country.uid,
        city: 'Lisbon',
        venue: 'Estádio da Luz',
        founded_year: 1904,
      }),
      update: { venue: 'Da Luz', short_name: 'SLB' },
      term: 'Benfica',
      fuzzy: 'Benfika',
      bad: { body: { founded_year: 1066 }, path: 'founded_year' },
      filter: () => ({ country_id: country.uid }),
    },
    actors,
  )

  it('answers 400 naming country_id when the country does not exist', async () => {
    const res = await community.inject({
      method: 'POST',
      url: '/api/community/club',
      payload: { name: 'Ghost FC', country_id: '0190b7a4-0000-7000-8000-000000000000' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('country_id')
  })
})

describe('club-member', () => {
  familyBehaviour(
    {
      path: 'club-member',
      create: () => ({ club_id: club.uid, name: `Rúben Amorim ${++n}`, role: 'coach' }),
      update: { role: 'head coach', email: 'coach@club.example' },
      term: 'Rúben',
      bad: { body: { email: 'not-an-email' }, path: 'email' },
      filter: () => ({ club_id: club.uid }),
    },
    actors,
  )
})

describe('club/player', () => {
  const playerIds: string[] = []
  beforeAll(async () => {
    for (const name of ['Gonçalo Inácio', 'Pedro Gonçalves', 'Viktor Gyökeres', 'Hjulmand']) {
      const uid = uuidv7()
      await t.db.insert(players).values({ uid, name })
      playerIds.push(uid)
    }
  })
  familyBehaviour(
    {
      path: 'club/player',
      create: () => ({
        club_id: club.uid,
        player_id: playerIds[n++ % 3],
        season: `20${10 + n}`,
        shirt_number: 8,
      }),
      update: { shirt_number: 10, left_on: '2030-06-30' },
      term: 'Gonçalo',
      bad: { body: { joined_on: '2026-07-01', left_on: '2026-01-01' }, path: 'left_on' },
      filter: () => ({ club_id: club.uid }),
    },
    actors,
  )

  it("names the player and finds memberships by the player's name", async () => {
    const m = await make.clubPlayer({ club_id: club.uid, player_id: playerIds[3], season: '2026' })
    expect(m.player_name).toBe('Hjulmand')
    const res = await community.inject({ method: 'GET', url: '/api/community/club/player/search?q=hjul' })
    expect(res.json().data.map((r: { uid: string }) => r.uid)).toEqual([m.uid])
  })
})

describe('versions on every write', () => {
  it('accepts If-Match as 3, "3" or W/"3"; refuses garbage and a header that contradicts the body', async () => {
    const rec = await make.country({ name: 'Paraguay' })
    const url = `/api/community/country/${rec.uid}`
    for (const [i, header] of ['1', '"2"', 'W/"3"'].entries()) {
      const res = await community.inject({
        method: 'PUT',
        url,
        headers: { 'if-match': header },
        payload: { continent: `C${i}` },
      })
      expect(res.statusCode, header).toBe(200)
      expect(res.json().data.version).toBe(i + 2)
    }
    const garbage = await community.inject({
      method: 'PUT',
      url,
      headers: { 'if-match': 'abc' },
      payload: {},
    })
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json().issues[0].path).toBe('If-Match')
    const contradicts = await community.inject({
      method: 'PUT',
      url,
      headers: { 'if-match': '4' },
      payload: { version: 3 },
    })
    expect(contradicts.statusCode).toBe(400)
    expect(contradicts.json().issues[0].path).toBe('version')
  })

  it('without a version the write is last-write-wins and still counts a version', async () => {
    const rec = await make.country({ name: 'Bolivia' })
    const url = `/api/community/country/${rec.uid}`
    await community.inject({ method: 'PUT', url, payload: { continent: 'A' } })
    const res = await community.inject({ method: 'PUT', url, payload: { continent: 'B' } })
    expect(res.json().data).toMatchObject({ continent: 'B', version: 3 })
  })

  it('answers 404, not 409, for a record that does not exist', async () => {
    const res = await community.inject({
      method: 'PUT',
      url: `/api/community/club/${uuidv7()}`,
      payload: { version: 1 },
    })
    expect(res.statusCode).toBe(404)
  })

  it('a stale delete leaves the record in place', async () => {
    const rec = await make.country({ name: 'Peru' })
    await community.inject({
      method: 'PUT',
      url: `/api/community/country/${rec.uid}`,
      payload: { code: 'PER' },
    })
    const stale = await community.inject({
      method: 'DELETE',
      url: `/api/community/country/${rec.uid}`,
      payload: { version: 1 },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ code: 'PER', version: 2 })
    expect(
      (await community.inject({ method: 'GET', url: `/api/community/country/${rec.uid}` })).statusCode,
    ).toBe(200)
  })
})

describe('the football path table', () => {
  it('names only families the API serves, with their filters', async () => {
    for (const f of Object.values(footballFamilies)) {
      const filters = Object.fromEntries(Object.keys(f.filters).map((k) => [k, uuidv7()]))
      const list = await community.inject({
        method: 'GET',
        url: `${footballPaths(f.path).list}?${new URLSearchParams(filters)}`,
      })
      expect(list.statusCode, `${f.path} ${list.body}`).toBe(200)
      // Unknown parents filter everything out; a family without filters lists what exists.
      if (Object.keys(filters).length)
        expect(list.json(), f.path).toEqual({ data: [], meta: { total: 0, page: 1, limit: 20 } })
      const search = await community.inject({ method: 'GET', url: `${footballPaths(f.path).search}?q=zzzz` })
      expect(search.statusCode, f.path).toBe(200)
    }
  })
})
