import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { players } from '../../server/db/schema/football'
import { type Factories, factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { type Actors, familyBehaviour } from './community-family-cases'

// tournament, league, national, national_staff, national_team, national_squad, team, team_league.

let t: TestApp
let community: TestClient
let scout: TestClient
const actors: Actors = { community: () => community, scout: () => scout, anonymous: () => t.anonymous() }
let n = 0
type Rec = { uid: string } & Record<string, unknown>
let make: Factories
let country: Rec
let tournament: Rec
let league: Rec
let national: Rec
let club: Rec
const squad: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  make = factories(community)
  scout = await t.loginAs('scout')
  country = await make.country({ name: 'Spain', code: 'ESP' })
  tournament = await make.tournament({ name: 'Copa del Rey', country_id: country.uid, season: '2026' })
  league = await make.league({ name: 'La Liga', country_id: country.uid, level: 1 })
  national = await make.national({ name: 'Spain', country_id: country.uid, fifa_code: 'ESP' })
  club = await make.club({ name: 'Real Betis', country_id: country.uid })
  for (const name of ['Pedri González', 'Gavi Páez', 'Lamine Yamal']) {
    const uid = uuidv7()
    await t.db.insert(players).values({ uid, name })
    squad.push(uid)
  }
})
afterAll(() => t.close())

describe('tournament', () => {
  familyBehaviour(
    {
      path: 'tournament',
      create: () => ({
        name: `Supercopa ${++n}`,
        country_id: country.uid,
        start_date: '2026-01-07',
        end_date: '2026-01-12',
      }),
      update: { organiser: 'RFEF', season: '2026' },
      term: 'Supercopa',
      fuzzy: 'Supercoppa',
      bad: { body: { end_date: '2025-12-31' }, path: 'end_date' },
      filter: () => ({ country_id: country.uid }),
    },
    actors,
  )
})

describe('league', () => {
  familyBehaviour(
    {
      path: 'league',
      create: () => ({ name: `Segunda División ${++n}`, country_id: country.uid, level: 2 }),
      update: { season: '2026/27' },
      term: 'Segunda',
      bad: { body: { level: 0 }, path: 'level' },
      filter: () => ({ country_id: country.uid }),
    },
    actors,
  )
})

describe('national', () => {
  familyBehaviour(
    {
      path: 'national',
      create: () => ({ name: `España ${++n}`, country_id: country.uid, confederation: 'UEFA' }),
      update: { fifa_code: 'ESP' },
      term: 'España',
      bad: { body: { country_id: undefined, fifa_code: 'E' }, path: 'fifa_code' },
      filter: () => ({ country_id: country.uid }),
    },
    actors,
  )
})

describe('national_staff', () => {
  familyBehaviour(
    {
      path: 'national_staff',
      create: () => ({ national_id: national.uid, name: `Luis de la Fuente ${++n}`, role: 'coach' }),
      update: { role: 'head coach' },
      term: 'Luis',
      bad: { body: { national_id: undefined }, path: 'national_id' },
      filter: () => ({ national_id: national.uid }),
    },
    actors,
  )
})

describe('national_team', () => {
  familyBehaviour(
    {
      path: 'national_team',
      create: () => ({
        national_id: national.uid,
        name: `Spain U-21 ${++n}`,
        category: 'U-21',
        players: squad,
      }),
      update: () => ({ players: [squad[2]], coach: 'Santi Denia' }),
      term: 'Spain',
      bad: () => ({ body: { players: [squad[0], squad[0]] }, path: 'players' }),
      filter: () => ({ player_id: squad[0]! }),
    },
    actors,
  )
})

describe('national_squad', () => {
  familyBehaviour(
    {
      path: 'national_squad',
      create: () => ({
        national_id: national.uid,
        tournament_id: tournament.uid,
        name: `Squad ${++n}`,
        players: squad,
      }),
      update: { season: '2026' },
      term: 'Squad',
      bad: { body: { players: ['not-a-uid'] }, path: 'players.0' },
      filter: () => ({ national_id: national.uid, tournament_id: tournament.uid }),
    },
    actors,
  )

  it('answers 400 naming the list position of an unknown player', async () => {
    const res = await community.inject({
      method: 'POST',
      url: '/api/community/national_squad',
      payload: { national_id: national.uid, name: 'Bad squad', players: [squad[0], uuidv7()] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('players.1')
  })
})

describe('team', () => {
  familyBehaviour(
    {
      path: 'team',
      create: () => ({
        name: `Betis Juvenil ${++n}`,
        club_id: club.uid,
        leagueId: league.uid,
        players: squad,
      }),
      update: () => ({ players: [squad[1], squad[0]], season: '2026/27' }),
      term: 'Betis',
      fuzzy: 'Bettis Juvenil',
      bad: () => ({ body: { tournamentId: tournament.uid }, path: 'tournamentId' }),
      filter: () => ({ leagueId: league.uid, club_id: club.uid, player_id: squad[1]! }),
    },
    actors,
  )

  it('needs exactly one of tournamentId, national_id or leagueId, also after an update', async () => {
    const none = await community.inject({
      method: 'POST',
      url: '/api/community/team',
      payload: { name: 'Nowhere FC' },
    })
    expect(none.statusCode).toBe(400)
    const team = await make.team({ name: 'Betis B', leagueId: league.uid })
    const both = await community.inject({
      method: 'PUT',
      url: `/api/community/team/${team.uid}`,
      payload: { national_id: national.uid },
    })
    expect(both.statusCode).toBe(400)
    expect(both.json().issues[0].path).toBe('tournamentId')
    expect(both.json().issues[0].message).toBe(
      'Choose what the team plays in: one league, tournament or national side',
    )
    const moved = await community.inject({
      method: 'PUT',
      url: `/api/community/team/${team.uid}`,
      payload: { leagueId: null, tournamentId: tournament.uid },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data).toMatchObject({ leagueId: null, tournamentId: tournament.uid, version: 2 })
  })

  it('keeps the players list in the order given', async () => {
    const team = await make.team({
      name: 'Order FC',
      leagueId: league.uid,
      players: [squad[2], squad[0], squad[1]],
    })
    expect(team.players).toEqual([squad[2], squad[0], squad[1]])
  })

  it('refuses to delete a league that teams point at, naming them', async () => {
    const res = await community.inject({ method: 'DELETE', url: `/api/community/league/${league.uid}` })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/teams/)
  })
})

describe('team_league', () => {
  let team: Rec
  beforeAll(async () => {
    team = await make.team({ name: 'Sevilla Atlético', leagueId: league.uid })
  })
  familyBehaviour(
    {
      path: 'team_league',
      create: async () => ({
        team_id: (await make.team({ name: `Sevilla Atlético ${++n}`, leagueId: league.uid })).uid,
        league_id: league.uid,
        season: '2026/27',
      }),
      update: { group_name: 'Grupo 2' },
      term: 'Sevilla',
      bad: { body: { league_id: 'x' }, path: 'league_id' },
      filter: () => ({ league_id: league.uid }),
    },
    actors,
  )

  it('refuses the same team twice in a league season', async () => {
    await make.teamLeague({ team_id: team.uid, league_id: league.uid, season: '2025/26' })
    const again = await community.inject({
      method: 'POST',
      url: '/api/community/team_league',
      payload: { team_id: team.uid, league_id: league.uid, season: '2025/26' },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().issues[0].path).toBe('team_id')
  })
})
