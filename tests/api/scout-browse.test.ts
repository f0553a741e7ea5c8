import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { footballFamilies } from '../../src/api/contract/terms/football-paths'
import { type Factories, factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Scouts browse the football database read-only (docs/api/scout.md#browsing-read-only): the scout area registers the
// same families as the community area with a read grant, so lists, records and search answer for a scout session, and
// no write exists under /api/scout.

let t: TestApp
let community: TestClient
let scout: TestClient
let country: { uid: string }
let club: { uid: string }
let team: { uid: string }
let game: { uid: string }
let names: Record<string, string>

let make: Factories

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  make = factories(community)
  scout = await t.loginAs('scout')
  country = await make.country({ name: 'Uruguay', code: 'URU' })
  club = await make.club({ name: 'Club Nacional', country_id: country.uid })
  const league = await make.league({ name: 'Primera División', country_id: country.uid })
  team = await make.team({ name: 'Nacional', club_id: club.uid, leagueId: league.uid })
  const other = await make.team({ name: 'Peñarol', leagueId: league.uid })
  const scorer = await make.player({ name: 'Luis Suárez' })
  const keeper = await make.player({ name: 'Sergio Rochet' })
  game = await make.leagueGame({
    team_array: [team.uid, other.uid],
    league_id: league.uid,
    teams: [
      // The scorer is named without a place in the line-up, as an imported sheet names him.
      {
        uid: team.uid,
        playerMetaData: [
          { uid: keeper.uid, onField: true },
          { uid: scorer.uid, goals: 1 },
        ],
      },
      { uid: other.uid, playerMetaData: [] },
    ],
    operationsArr: [{ type: 'goal', minute: 12, team: team.uid, player: scorer.uid }],
    home_score: 1,
    away_score: 0,
  })
  names = { [scorer.uid]: 'Luis Suárez', [keeper.uid]: 'Sergio Rochet' }
})
afterAll(() => t.close())

describe('GET /api/scout/{family}', () => {
  it('lists, reads and searches the football families for a scout session', async () => {
    const list = await scout.inject({ method: 'GET', url: `/api/scout/club?country_id=${country.uid}` })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Club Nacional'])
    const one = await scout.inject({ method: 'GET', url: `/api/scout/team/${team.uid}` })
    expect(one.json().data).toMatchObject({ name: 'Nacional', club_id: club.uid })
    const found = await scout.inject({ method: 'GET', url: '/api/scout/country/search?q=urug' })
    expect(found.json().data.map((c: { uid: string }) => c.uid)).toContain(country.uid)
  })

  it('shows a game with its sheet, as the community area does', async () => {
    const res = await scout.inject({ method: 'GET', url: `/api/scout/game/${game.uid}` })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.teams.map((s: { name: string }) => s.name)).toEqual(['Nacional', 'Peñarol'])
    // Everyone the sheet mentions is named, so a reader shows it without a call per player.
    expect(res.json().data.player_names).toEqual(names)
  })

  it('answers every family of the path table', async () => {
    for (const family of Object.values(footballFamilies)) {
      const res = await scout.inject({ method: 'GET', url: `/api/scout/${family.path}` })
      expect(res.statusCode, `${family.path}: ${res.body}`).toBe(200)
    }
  })

  it('has no write: POST, PUT and DELETE are not routes of the scout area', async () => {
    for (const [method, url] of [
      ['POST', '/api/scout/club'],
      ['PUT', `/api/scout/club/${club.uid}`],
      ['DELETE', `/api/scout/club/${club.uid}`],
      ['POST', '/api/scout/league_game'],
      ['PUT', `/api/scout/game/${game.uid}`],
    ] as const) {
      const res = await scout.inject({ method, url, payload: { name: 'Changed by a scout' } })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    const still = await community.inject({ method: 'GET', url: `/api/community/club/${club.uid}` })
    expect(still.json().data.name).toBe('Club Nacional')
  })

  it('refuses no session and a community session with 401', async () => {
    for (const client of [t.anonymous(), community]) {
      const res = await client.inject({ method: 'GET', url: '/api/scout/club' })
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBeTruthy()
    }
  })

  it('keeps the community families closed to a scout', async () => {
    expect((await scout.inject({ method: 'GET', url: '/api/community/club' })).statusCode).toBe(401)
  })
})
