import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// GET /api/scout/hot-players (decision 0015): players in form (goals + assists over their last 5 matches ≥ 2)
// or drawing scouts' interest (shortlisted in the last 14 days), best first, each with its reason in words.

let t: TestApp
let scout: TestClient
let rival: TestClient
let make: Factories
let scorer: Made
let watched: Made
let quiet: Made

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()
const line = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  jersey_no: null,
  onField: true,
  ...extra,
})

beforeAll(async () => {
  t = await buildTestApp()
  const community = await t.loginAs('community')
  scout = await t.loginAs('scout')
  rival = await t.loginAs('scout')
  make = factories(community)
  const league = await make.league()
  ;[scorer, watched, quiet] = await Promise.all([
    make.player({ name: 'Hot Scorer' }),
    make.player({ name: 'Watched Winger' }),
    make.player({ name: 'Quiet Keeper' }),
  ])
  const home = await make.team({ leagueId: league.uid, players: [scorer!.uid, watched!.uid] })
  const away = await make.team({ leagueId: league.uid, players: [quiet!.uid] })
  const play = (days: number, home_lines: unknown[], away_lines: unknown[]) =>
    make.leagueGame({
      team_array: [home.uid, away.uid],
      league_id: league.uid,
      date: daysAgo(days),
      status: 'finished',
      teams: [
        { uid: home.uid, playerMetaData: home_lines },
        { uid: away.uid, playerMetaData: away_lines },
      ],
    })
  await play(20, [line(scorer!.uid, { goals: 2 }), line(watched!.uid)], [line(quiet!.uid, { goals: 1 })])
  await play(10, [line(scorer!.uid, { assist_goal: 1 }), line(watched!.uid)], [line(quiet!.uid)])
  // A cancelled game does not count.
  await make.leagueGame({
    team_array: [home.uid, away.uid],
    league_id: league.uid,
    date: daysAgo(5),
    status: 'cancelled',
    teams: [
      { uid: home.uid, playerMetaData: [line(watched!.uid, { goals: 3 })] },
      { uid: away.uid, playerMetaData: [] },
    ],
  })
  for (const client of [scout, rival])
    await client.inject({
      method: 'POST',
      url: '/api/scout/setShortlist',
      payload: { uid: watched!.uid, is_shortlisted: true },
    })
})
afterAll(() => t.close())

describe('GET /api/scout/hot-players', () => {
  it('ranks form first, then interest, and says why', async () => {
    const res = await scout.inject({ url: '/api/scout/hot-players' })
    expect(res.statusCode, res.body).toBe(200)
    const hot = res.json().data as { name: string; is_shortlisted: boolean; hot: { reason: string } }[]
    expect(hot.map((p) => p.name)).toEqual(['Hot Scorer', 'Watched Winger'])
    expect(hot[0]!.hot).toMatchObject({ matches: 2, goals: 2, assists: 1, scouts: 0 })
    expect(hot[0]!.hot.reason).toBe('2 goals and 1 assist in the last 2 matches')
    expect(hot[1]!.hot.reason).toBe('shortlisted by 2 scouts in the last 14 days')
    expect(hot[1]!.is_shortlisted).toBe(true)
  })

  it('leaves out a player with one goal and no interest, and honours the limit', async () => {
    const names = (await scout.inject({ url: '/api/scout/hot-players?limit=1' }))
      .json()
      .data.map((p: { name: string }) => p.name)
    expect(names).toEqual(['Hot Scorer'])
    expect((await scout.inject({ url: '/api/scout/hot-players?limit=0' })).statusCode).toBe(400)
  })

  it('is for scouts only', async () => {
    expect((await t.anonymous().inject({ url: '/api/scout/hot-players' })).statusCode).toBe(401)
  })
})

describe('a player known only from sheets of scorers', () => {
  it('is hot for his goals, over his games on record rather than "his last matches"', async () => {
    const league = await make.league()
    const poacher = await make.player({ name: 'Scorer Sheets' })
    const home = await make.team({ leagueId: league.uid, players: [poacher.uid] })
    const away = await make.team({ leagueId: league.uid, players: [] })
    for (const days of [30, 15])
      await make.leagueGame({
        team_array: [home.uid, away.uid],
        league_id: league.uid,
        date: daysAgo(days),
        status: 'finished',
        teams: [
          { uid: home.uid, playerMetaData: [{ uid: poacher.uid, goals: 2 }] },
          { uid: away.uid, playerMetaData: [] },
        ],
      })
    const hot = (await scout.inject({ url: '/api/scout/hot-players' })).json().data as {
      name: string
      hot: { reason: string }
    }[]
    expect(hot.find((p) => p.name === 'Scorer Sheets')?.hot.reason).toBe(
      '4 goals in his last 2 games on record (known only from their scorers)',
    )
  })
})
