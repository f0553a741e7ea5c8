import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Factories, factories, makeRecord } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { type Actors, familyBehaviour } from './community-family-cases'

// game-day, national_match_day, week-day (each with a `games` list), tags and categories.

let t: TestApp
let community: TestClient
let scout: TestClient
const actors: Actors = { community: () => community, scout: () => scout, anonymous: () => t.anonymous() }
let n = 0
type Rec = { uid: string } & Record<string, unknown>
let make: Factories
let tournament: Rec
let league: Rec
const games: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  make = factories(community)
  scout = await t.loginAs('scout')
  tournament = await make.tournament({ name: 'World Cup 2026' })
  league = await make.league({ name: 'Série A' })
  const teamA = await make.team({ name: 'Santos', leagueId: league.uid })
  const teamB = await make.team({ name: 'Grêmio', leagueId: league.uid })
  for (let i = 0; i < 3; i++)
    games.push((await make.leagueGame({ team_array: [teamA.uid, teamB.uid], league_id: league.uid })).uid)
})
afterAll(() => t.close())

describe('game-day', () => {
  familyBehaviour(
    {
      path: 'game-day',
      create: () => ({ tournament_id: tournament.uid, name: `Matchday ${++n}`, date: '2026-06-11', games }),
      update: () => ({ games: [games[2], games[0]], stage: 'Group A' }),
      term: 'Matchday',
      bad: { body: { date: '11/06/2026' }, path: 'date' },
      filter: () => ({ tournament_id: tournament.uid, game_id: games[1]! }),
    },
    actors,
  )

  it('lists a tournament’s days as a calendar reads them, not by name ("Matchday 10" after 2)', async () => {
    const cup = await make.tournament({ name: 'Calendar Cup' })
    for (const [name, date] of [
      ['Matchday 10', '2026-07-20'],
      ['Matchday 2', '2026-06-18'],
      ['Matchday 1', '2026-06-11'],
      ['Final', null],
    ] as const)
      await makeRecord(community, 'game-day', { tournament_id: cup.uid, name, ...(date ? { date } : {}) })
    const res = await scout.inject({ url: `/api/scout/game-day?tournament_id=${cup.uid}` })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((d: { name: string }) => d.name)).toEqual([
      'Matchday 1',
      'Matchday 2',
      'Matchday 10',
      'Final',
    ])
  })

  it('refuses a games list naming an unknown game, at its position', async () => {
    const res = await community.inject({
      method: 'POST',
      url: '/api/community/game-day',
      payload: { name: 'Bad day', games: [games[0], '0190b7a4-0000-7000-8000-000000000000'] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('games.1')
  })
})

describe('national_match_day', () => {
  familyBehaviour(
    {
      path: 'national_match_day',
      create: () => ({
        tournament_id: tournament.uid,
        name: `FIFA window ${++n}`,
        date: '2026-03-23',
        games: [games[0]],
      }),
      update: { date: '2026-03-24' },
      term: 'FIFA',
      bad: { body: { games: 'all' }, path: 'games' },
      filter: () => ({ tournament_id: tournament.uid }),
    },
    actors,
  )
})

describe('week-day', () => {
  familyBehaviour(
    {
      path: 'week-day',
      create: () => ({ league_id: league.uid, name: `Rodada ${++n}`, number: n, season: '2026', games }),
      update: () => ({ games: [] }),
      term: 'Rodada',
      bad: { body: { number: 0 }, path: 'number' },
      filter: () => ({ league_id: league.uid }),
    },
    actors,
  )

  it('lists the league games of a week day through the game list filter', async () => {
    const day = await make.weekDay({ league_id: league.uid, name: 'Rodada final', games: [games[1]] })
    const res = await community.inject({
      method: 'GET',
      url: `/api/community/league_game?week_day_id=${day.uid}`,
    })
    expect(res.json().data.map((g: Rec) => g.uid)).toEqual([games[1]])
  })
})

describe('tags', () => {
  familyBehaviour(
    {
      path: 'tags',
      create: () => ({ name: `Dribble ${++n}`, kind: 'video_event', color: '#1a7f37' }),
      update: { color: '#000000' },
      term: 'Dribble',
      fuzzy: 'Dribbel',
      bad: { body: { color: 'green' }, path: 'color' },
    },
    actors,
  )
})

describe('categories', () => {
  familyBehaviour(
    {
      path: 'categories',
      create: () => ({ name: `Under-17 ${++n}`, description: 'Youth players' }),
      update: { kind: 'age group' },
      term: 'Under',
      bad: { body: { name: '' }, path: 'name' },
    },
    actors,
  )
})
