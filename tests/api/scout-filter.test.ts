import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// POST /api/scout/filter: the structured search — profile, competition, statistics and ratings — with unknown
// keys and impossible ranges refused with 400 naming the field.

let t: TestApp
let scout: TestClient
let make: Factories
let spain: Made
let league: Made
const born = (years: number) => `${new Date().getFullYear() - years}-01-01`
const line = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  jersey_no: null,
  onField: true,
  ...extra,
})
const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name)

beforeAll(async () => {
  t = await buildTestApp()
  const community = await t.loginAs('community')
  scout = await t.loginAs('scout')
  make = factories(community)
  spain = await make.country({ name: 'Spain', code: 'ESP' })
  const brazil = await make.country({ name: 'Brazil', code: 'BRA' })
  league = await make.league({ name: 'Liga Sub-23' })
  const young = await make.player({
    name: 'Young Forward',
    nationality_id: spain.uid,
    main_position: 'ST',
    date_of_birth: born(19),
    height_cm: 182,
  })
  const old = await make.player({
    name: 'Old Forward',
    nationality_id: spain.uid,
    main_position: 'CF',
    date_of_birth: born(31),
  })
  const winger = await make.player({
    name: 'Young Winger',
    nationality_id: brazil.uid,
    main_position: 'LW',
    positions: ['ST'],
    date_of_birth: born(20),
  })
  await make.player({
    name: 'Young Keeper',
    nationality_id: spain.uid,
    main_position: 'GK',
    date_of_birth: born(18),
  })
  await community.inject({
    method: 'PUT',
    url: `/api/community/attributes/${young.uid}`,
    payload: { pace: 88, physical_detail: { pace: 17 } },
  })
  await community.inject({
    method: 'PUT',
    url: `/api/community/attributes/${winger.uid}`,
    payload: { pace: 70, physical_detail: { pace: 12 } },
  })
  const home = await make.team({ leagueId: league.uid, players: [young.uid, winger.uid] })
  const away = await make.team({ leagueId: league.uid, players: [old.uid] })
  await make.leagueGame({
    team_array: [home.uid, away.uid],
    league_id: league.uid,
    season: '2026',
    date: '2026-04-01T15:00:00Z',
    status: 'finished',
    teams: [
      {
        uid: home.uid,
        // As imported: the sheet names the scorer and the assistant without placing them (no line-up).
        playerMetaData: [
          line(young.uid, { goals: 2, onField: false }),
          line(winger.uid, { assist_goal: 1, onField: false }),
        ],
      },
      { uid: away.uid, playerMetaData: [line(old.uid, { onField: false })] },
    ],
  })
})
afterAll(() => t.close())

const filter = (payload: Record<string, unknown>) =>
  scout.inject({ method: 'POST', url: '/api/scout/filter', payload })

describe('POST /api/scout/filter', () => {
  it('finds forwards under 23 from a country', async () => {
    const res = await filter({ positions: ['ST', 'CF'], country_id: spain.uid, age_max: 22 })
    expect(res.statusCode, res.body).toBe(200)
    expect(names(res.json())).toEqual(['Young Forward'])
    expect(res.json().data[0]).toMatchObject({ is_shortlisted: false, stats: { goals: 2 } })
  })

  it('sorts every player by a career number either way, a player who never played as no goals and no recorded match', async () => {
    // No condition picks out a few players: the page is read in order from the kept totals' indexes.
    expect(names((await filter({ sort: 'goals' })).json())[0]).toBe('Young Forward')
    expect(names((await filter({ sort: 'assists' })).json())[0]).toBe('Young Winger')
    const fewest = (await filter({ sort: 'goals', order: 'asc' })).json()
    // The keeper is on no sheet: found (every player has a totals row from the start), with no goal and his
    // matches not recorded (decision 0056) — not a 0 that would read as "never played".
    expect(names(fewest)).toContain('Young Keeper')
    expect(names(fewest).at(-1)).toBe('Young Forward')
    expect(fewest.data.find((p: { name: string }) => p.name === 'Young Keeper').stats).toMatchObject({
      matches: null,
      goals: 0,
    })
    expect(fewest.meta.total).toBe(4)
  })

  it('matches other positions too, and filters by competition, statistics and ratings', async () => {
    expect(names((await filter({ positions: ['ST'], age_max: 22 })).json())).toEqual([
      'Young Forward',
      'Young Winger',
    ])
    // A whole line: "Forward" finds every attacking place.
    expect(names((await filter({ positions: ['FW'], age_max: 22 })).json())).toEqual(
      names((await filter({ positions: ['RW', 'LW', 'CF', 'ST', 'FW'], age_max: 22 })).json()),
    )
    expect(names((await filter({ league_id: league.uid, min_goals: 1 })).json())).toEqual(['Young Forward'])
    expect(names((await filter({ league_id: league.uid, min_assists: 1, season: '2026' })).json())).toEqual([
      'Young Winger',
    ])
    expect(names((await filter({ attributes: { pace: 80 } })).json())).toEqual(['Young Forward'])
    expect(names((await filter({ attributes: { 'physical.pace': 15 } })).json())).toEqual(['Young Forward'])
    expect(names((await filter({ height_min: 180, height_max: 190 })).json())).toEqual(['Young Forward'])
  })

  it('answers each request with its own values when one filter shape is asked again and again', async () => {
    // The statement is prepared once per shape; PostgreSQL may plan it once for all values after a few runs.
    const winger = await filter({ positions: ['LW'], age_max: 22 })
    const brazilUid = winger.json().data[0]!.nationality_id as string
    for (let round = 0; round < 4; round++) {
      expect(names((await filter({ positions: ['ST'], country_id: spain.uid })).json())).toEqual([
        'Young Forward',
      ])
      expect(names((await filter({ positions: ['ST'], country_id: brazilUid })).json())).toEqual([
        'Young Winger',
      ])
      expect(names((await filter({ league_id: league.uid, min_goals: 1.5 + round })).json())).toEqual(
        round === 0 ? ['Young Forward'] : [],
      )
    }
  })

  it('sorts by goals, by age and by a rating', async () => {
    expect(names((await filter({ league_id: league.uid, sort: 'goals' })).json())[0]).toBe('Young Forward')
    const youngestFirst = names((await filter({ country_id: spain.uid, sort: 'age', order: 'asc' })).json())
    expect(youngestFirst).toEqual(['Young Keeper', 'Young Forward', 'Old Forward'])
    const fastest = names((await filter({ attributes: { pace: 1 }, sort: 'pace' })).json())
    expect(fastest).toEqual(['Young Forward', 'Young Winger'])
  })

  it('pages in the same order, marks this scout’s shortlisted players and keeps the total past the end', async () => {
    const spaniards = { country_id: spain.uid, sort: 'age', order: 'asc' }
    const first = (await filter({ ...spaniards, limit: 2 })).json()
    const second = (await filter({ ...spaniards, limit: 2, page: 2 })).json()
    expect([...names(first), ...names(second)]).toEqual(['Young Keeper', 'Young Forward', 'Old Forward'])
    expect([first.meta.total, second.meta.total]).toEqual([3, 3])
    expect((await filter({ ...spaniards, limit: 2, page: 3 })).json()).toMatchObject({
      data: [],
      meta: { total: 3 },
    })

    const keeper = first.data[0]
    await scout.inject({
      method: 'POST',
      url: '/api/scout/setShortlist',
      payload: { uid: keeper.uid, is_shortlisted: true },
    })
    const marked = (await filter({ ...spaniards, limit: 2 })).json().data
    expect(marked.map((p: { is_shortlisted: boolean }) => p.is_shortlisted)).toEqual([true, false])
    // The same ISO text as the shortlist and the profile give.
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
    expect(marked[0].shortlisted_at).toMatch(iso)
    const searched = (await scout.inject({ url: '/api/scout/search?q=Young%20Keeper' })).json().data[0]
    expect(searched).toMatchObject({ is_shortlisted: true, shortlisted_at: marked[0].shortlisted_at })
    const other = await t.loginAs('scout')
    const theirs = (
      await other.inject({ method: 'POST', url: '/api/scout/filter', payload: { ...spaniards, limit: 2 } })
    ).json().data
    expect(theirs.map((p: { is_shortlisted: boolean }) => p.is_shortlisted)).toEqual([false, false])
    await scout.inject({
      method: 'POST',
      url: '/api/scout/setShortlist',
      payload: { uid: keeper.uid, is_shortlisted: false },
    })
  })

  it('reads positions and a nationality from the positions’ rows with any other condition, sort and page', async () => {
    // Their candidates come from player_position_totals (decision 0031); `players` is read only when a condition
    // needs it (a height), the sort by a rating through the ratings' join.
    const forwards = { positions: ['FW'], country_id: spain.uid }
    expect(names((await filter(forwards)).json())).toEqual(['Old Forward', 'Young Forward'])
    expect(names((await filter({ ...forwards, sort: 'age', order: 'asc' })).json())).toEqual([
      'Young Forward',
      'Old Forward',
    ])
    expect(names((await filter({ ...forwards, sort: 'goals' })).json())).toEqual([
      'Young Forward',
      'Old Forward',
    ])
    expect(names((await filter({ ...forwards, sort: 'pace' })).json())).toEqual([
      'Young Forward',
      'Old Forward',
    ])
    expect(names((await filter({ ...forwards, height_min: 180 })).json())).toEqual(['Young Forward'])
    expect(names((await filter({ ...forwards, attributes: { pace: 80 } })).json())).toEqual(['Young Forward'])
    expect(names((await filter({ ...forwards, age_min: 25 })).json())).toEqual(['Old Forward'])
    // His one sheet names him without a line-up: no match is recorded for him (decision 0056).
    expect(names((await filter({ ...forwards, age_min: 25, min_matches: 1 })).json())).toEqual([])
    const second = (await filter({ ...forwards, limit: 1, page: 2 })).json()
    expect([names(second), second.meta.total]).toEqual([['Young Forward'], 2])
    expect((await filter({ ...forwards, limit: 1, page: 3 })).json()).toMatchObject({
      data: [],
      meta: { total: 2 },
    })
    // A player of two of the asked positions, once.
    const brazil = (await filter({ positions: ['LW'] })).json().data[0]!.nationality_id as string
    const wide = (await filter({ positions: ['ST', 'LW'], country_id: brazil })).json()
    expect([names(wide), wide.meta.total]).toEqual([['Young Winger'], 1])
  })

  it('does not pretend per-90 rates for players without recorded minutes', async () => {
    expect(names((await filter({ league_id: league.uid, min_goals: 0.1, per_90: true })).json())).toEqual([])
  })

  it('refuses unknown keys, impossible ranges and unknown ratings with 400 naming the field', async () => {
    const unknown = await filter({ nickname: 'x' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/nickname/)
    const range = await filter({ age_min: 25, age_max: 20 })
    expect(range.statusCode).toBe(400)
    expect(range.json().issues[0].path).toBe('age_max')
    const rating = await filter({ attributes: { speed: 10 } })
    expect(rating.statusCode).toBe(400)
    expect(rating.json().issues[0].path).toBe('attributes.speed')
  })

  it('lets a scout read a player’s ratings and career totals', async () => {
    const [young] = (await filter({ q: 'Young Forward' })).json().data
    const ratings = await scout.inject({ url: `/api/scout/attributes/${young.uid}` })
    expect(ratings.statusCode, ratings.body).toBe(200)
    expect(ratings.json().data).toMatchObject({ pace: 88, physical_detail: { pace: 17 } })
    const stats = (await scout.inject({ url: `/api/scout/player_stats/${young.uid}` })).json().data
    expect(stats.totals).toMatchObject({ goals: 2 })
  })

  it('is for scouts only', async () => {
    expect(
      (await t.anonymous().inject({ method: 'POST', url: '/api/scout/filter', payload: {} })).statusCode,
    ).toBe(401)
  })
})
