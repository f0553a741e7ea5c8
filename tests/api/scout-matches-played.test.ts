import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// GET /api/scout/matches_played/{id}: a player's games with the per-game line, newest first — and honest about
// sheets without a line-up (imported ones list only the scorers): started and minutes are then unknown.

let t: TestApp
let scout: TestClient
let make: Factories
let star: Made
let game: Made

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
  make = factories(community)
  const league = await make.league({ name: 'Liga Juvenil', season: '2026' })
  const cup = await make.tournament({ name: 'Copa Juvenil' })
  star = await make.player({ name: 'Lia Star' })
  const mates = await Promise.all(Array.from({ length: 10 }, (_, i) => make.player({ name: `Mate ${i}` })))
  const rivals = await Promise.all(Array.from({ length: 2 }, (_, i) => make.player({ name: `Rival ${i}` })))
  const home = await make.team({
    name: 'Home U19',
    leagueId: league.uid,
    players: [star.uid, ...mates.map((m) => m.uid)],
  })
  const away = await make.team({ name: 'Away U19', leagueId: league.uid, players: rivals.map((r) => r.uid) })
  const cupHome = await make.team({ name: 'Home Cup', tournamentId: cup.uid, players: [star.uid] })
  const cupAway = await make.team({ name: 'Away Cup', tournamentId: cup.uid, players: [rivals[0]!.uid] })
  // A full line-up: Star starts, scores once and is booked; the other side is scorers only.
  game = await make.leagueGame({
    team_array: [home.uid, away.uid],
    league_id: league.uid,
    season: '2026',
    date: '2026-03-01T15:00:00Z',
    status: 'finished',
    home_score: 1,
    away_score: 0,
    teams: [
      {
        uid: home.uid,
        playerMetaData: [
          line(star.uid, { goals: 1, yellow_card_time: 30, MOTM: true }),
          ...mates.map((m) => line(m.uid)),
        ],
      },
      { uid: away.uid, playerMetaData: [line(rivals[0]!.uid)] },
    ],
  })
  // An older cup game as imported: only the scorer is on the sheet.
  await make.game({
    team_array: [cupAway.uid, cupHome.uid],
    tournament_id: cup.uid,
    season: '2025',
    date: '2025-06-01T15:00:00Z',
    status: 'finished',
    home_score: 0,
    away_score: 2,
    teams: [
      { uid: cupAway.uid, playerMetaData: [] },
      // As the importer writes a scorer: neither on the field nor on the bench — placed nowhere.
      { uid: cupHome.uid, playerMetaData: [line(star.uid, { goals: 2, onField: false })] },
    ],
  })
})
afterAll(() => t.close())

describe('GET /api/scout/matches_played/{id}', () => {
  it('lists the player’s games newest first with the line of each', async () => {
    const res = await scout.inject({ url: `/api/scout/matches_played/${star.uid}` })
    expect(res.statusCode, res.body).toBe(200)
    const { data, meta } = res.json()
    expect(meta.total).toBe(2)
    expect(data[0]).toMatchObject({
      game_uid: game.uid,
      competition: 'Liga Juvenil',
      team: 'Home U19',
      opponent: 'Away U19',
      score: [1, 0],
      lineup_recorded: true,
      started: true,
      goals: 1,
      yellow_cards: 1,
      red_cards: 0,
      motm: true,
    })
    expect(data[0].minutes).toBeGreaterThan(0)
  })

  it('says when appearances were not recorded instead of pretending a start with 0 minutes', async () => {
    const { data } = (await scout.inject({ url: `/api/scout/matches_played/${star.uid}` })).json()
    expect(data[1]).toMatchObject({
      competition: 'Copa Juvenil',
      team: 'Home Cup',
      opponent: 'Away Cup',
      score: [2, 0],
      goals: 2,
      lineup_recorded: false,
      started: null,
      minutes: null,
    })
  })

  it('answers 404 for an unknown player and 401 without a scout session', async () => {
    const missing = await scout.inject({
      url: '/api/scout/matches_played/01900000-0000-7000-8000-000000000000',
    })
    expect(missing.statusCode).toBe(404)
    expect((await t.anonymous().inject({ url: `/api/scout/matches_played/${star.uid}` })).statusCode).toBe(
      401,
    )
  })
})
