import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Made } from '../support/factories'
import { type Factories, factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Derived statistics: game sheets are written through the real game API, and player_stats/{id} must add them
// up per season and per competition — and follow a corrected sheet, never counting anything twice.

let t: TestApp
let c: TestClient
const api = '/api/community'
type Rec = Made
let make: Factories
const stats = async (id: string) => {
  const res = await c.inject({ url: `${api}/player_stats/${id}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

let star: string
let mate: string
let sub: string
let rival: string
let cup: Rec
let league: Rec
const teams: Record<string, Rec> = {}

beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
  make = factories(c)
  const player = async (name: string) => (await make.player({ name })).uid
  ;[star, mate, sub, rival] = [
    await player('Star'),
    await player('Mate'),
    await player('Sub'),
    await player('Rival'),
  ]
  cup = await make.tournament({ name: 'Youth Cup', season: '2025' })
  league = await make.league({ name: 'Liga Juvenil', season: '2026' })
  teams.cupHome = await make.team({ name: 'Home U19', tournamentId: cup.uid, players: [star, mate, sub] })
  teams.cupAway = await make.team({ name: 'Away U19', tournamentId: cup.uid, players: [rival] })
  teams.leagueHome = await make.team({ name: 'Home U19 L', leagueId: league.uid, players: [star, mate] })
  teams.leagueAway = await make.team({ name: 'Away U19 L', leagueId: league.uid, players: [rival] })
})
afterAll(() => t.close())

const line = (uid: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  uid,
  onField: true,
  ...extra,
})

/** Cup game, 2025: Star scores twice (MOTM), Mate assists and is booked, Sub replaces Mate at 60'. */
const cupSheet = () => [
  {
    uid: teams.cupHome!.uid,
    playerMetaData: [
      line(star, { goals: 2, MOTM: true }),
      line(mate, {
        assist_goal: 1,
        yellow_card_time: 30,
        substitutions: [{ minute: 60, direction: 'out', player: sub }],
      }),
      line(sub, {
        onField: true,
        onBench: '1',
        substitutions: [{ minute: 60, direction: 'in', player: mate }],
      }),
    ],
  },
  { uid: teams.cupAway!.uid, playerMetaData: [line(rival, { goals: 1 })] },
]

describe('GET /api/community/player_stats/{id}', () => {
  it('records nothing but no goals for a player no sheet names, and 404 for an unknown player', async () => {
    const data = await stats(star)
    // His games may simply not be here: matches and minutes are not recorded (decision 0056), not 0.
    expect(data.totals).toMatchObject({ matches: null, minutes: null, assists: null, goals: 0 })
    expect(data.by_season).toEqual([])
    expect((await c.inject({ url: `${api}/player_stats/${uuidv7()}` })).statusCode).toBe(404)
  })

  it('adds up sheets per season and per competition, following a corrected sheet', async () => {
    const game = await make.game({
      team_array: [teams.cupHome!.uid, teams.cupAway!.uid],
      teams: cupSheet(),
      tournament_id: cup.uid,
      season: '2025',
      date: '2025-07-01T16:00:00Z',
      home_score: 2,
      away_score: 1,
      status: 'finished',
    })
    // League game, 2026: Star scores once, is booked twice (sent off at 70').
    await make.leagueGame({
      team_array: [teams.leagueHome!.uid, teams.leagueAway!.uid],
      teams: [
        {
          uid: teams.leagueHome!.uid,
          playerMetaData: [
            line(star, { goals: 1, yellow_card_time: 20, yellow_second_card_time: 70, red_card_time: 70 }),
            line(mate, { onField: false, onBench: '1' }), // an unused substitute: not a match played
          ],
        },
        { uid: teams.leagueAway!.uid, playerMetaData: [line(rival)] },
      ],
      league_id: league.uid,
      season: '2026',
      date: '2026-03-01T16:00:00Z',
      home_score: 1,
      away_score: 0,
      status: 'finished',
    })

    const s = await stats(star)
    expect(s.totals).toEqual({
      matches: 2,
      scorer_only_matches: 0,
      lineup_matches: 2,
      starts: 2,
      minutes: 160,
      goals: 3,
      assists: 0,
      pre_assists: 0,
      yellow_cards: 2,
      red_cards: 1,
      motm: 1,
    })
    expect(s.by_season.map((x: { season: string; goals: number }) => [x.season, x.goals])).toEqual([
      ['2026', 1],
      ['2025', 2],
    ])
    expect(s.by_competition).toEqual([
      expect.objectContaining({
        season: '2026',
        competition: 'Liga Juvenil',
        competition_type: 'league',
        competition_id: league.uid,
        minutes: 70,
        red_cards: 1,
      }),
      expect.objectContaining({
        season: '2025',
        competition: 'Youth Cup',
        competition_type: 'tournament',
        competition_id: cup.uid,
        minutes: 90,
        motm: 1,
      }),
    ])

    const m = await stats(mate)
    expect(m.totals).toMatchObject({ matches: 1, minutes: 60, assists: 1, yellow_cards: 1 })
    expect(m.by_season.map((x: { season: string }) => x.season)).toEqual(['2025'])
    const bench = (await stats(sub)).totals
    expect(bench).toMatchObject({ matches: 1, starts: 0, minutes: 30 })

    // The referee's report says Mate assisted both goals: correcting the sheet corrects the statistics.
    const corrected = cupSheet()
    corrected[0]!.playerMetaData[1] = { ...corrected[0]!.playerMetaData[1]!, assist_goal: 2 }
    const put = await c.inject({
      method: 'PUT',
      url: `${api}/game/${game.uid}`,
      payload: { version: game.version, teams: corrected },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect((await stats(mate)).totals).toMatchObject({ matches: 1, assists: 2 })
    expect((await stats(star)).totals.goals).toBe(3)

    // Moving the game to another season moves its numbers with it.
    const moved = await c.inject({
      method: 'PUT',
      url: `${api}/game/${game.uid}`,
      payload: { version: put.json().data.version, season: '2024' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = await stats(star)
    expect(after.by_season.map((x: { season: string }) => x.season)).toEqual(['2026', '2024'])
    expect(after.totals.goals).toBe(3)
  })

  it('keeps per-game reports with the game (POST player_report/{game id})', async () => {
    const game = (await c.inject({ url: `${api}/game?limit=1` })).json().data[0]
    const form = new FormData()
    form.append('name', 'Match report')
    form.append('report', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'm.pdf')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const res = await c.inject({
      method: 'POST',
      url: `${api}/player_report/${game.uid}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({ game_id: game.uid, player_id: null, name: 'Match report' })
    const list = await c.inject({ url: `${api}/player_report/${game.uid}` })
    expect(list.json().data).toHaveLength(1)
  })

  it('labels a friendly by its free-text competition and ignores cancelled games', async () => {
    const friendly = () => ({
      team_array: [teams.cupHome!.uid, teams.cupAway!.uid],
      teams: [
        { uid: teams.cupHome!.uid, playerMetaData: [line(sub, { goals: 1 })] },
        { uid: teams.cupAway!.uid, playerMetaData: [line(rival)] },
      ],
      competition: 'Summer Friendly',
      season: '2026',
      home_score: 1,
      away_score: 0,
    })
    await make.moreMatches({ ...friendly(), status: 'finished' })
    await make.moreMatches({ ...friendly(), status: 'cancelled' })
    const s = await stats(sub)
    expect(s.totals).toMatchObject({ matches: 2, goals: 1 })
    expect(s.by_competition[0]).toMatchObject({
      season: '2026',
      competition: 'Summer Friendly',
      competition_type: 'other',
      competition_id: null,
      goals: 1,
    })
  })

  it('counts a scorer named without a line-up for his goals only: matches, starts, minutes, assists and cards not recorded', async () => {
    // As the importer writes a World Cup scorer: played (he scored) but placed nowhere on the sheet.
    await make.moreMatches({
      team_array: [teams.leagueHome!.uid, teams.leagueAway!.uid],
      teams: [
        { uid: teams.leagueHome!.uid, playerMetaData: [line(mate, { goals: 2, onField: false })] },
        { uid: teams.leagueAway!.uid, playerMetaData: [] },
      ],
      competition: 'Imported Cup',
      season: '2027',
      status: 'finished',
      home_score: 2,
      away_score: 0,
    })
    const s = await stats(mate)
    const imported = s.by_competition.find((c: { competition: string }) => c.competition === 'Imported Cup')
    // Decision 0056: a sheet of scorers records goals, not an appearance, nor assists, cards or man of the match.
    expect(imported).toMatchObject({
      matches: null,
      scorer_only_matches: 1,
      lineup_matches: 0,
      starts: null,
      minutes: null,
      goals: 2,
      assists: null,
      yellow_cards: null,
      red_cards: null,
      motm: null,
    })
    // The recorded 2025 cup game still gives its match, start, 60 minutes, assists and card.
    expect(s.totals).toMatchObject({
      matches: 1,
      scorer_only_matches: 1,
      lineup_matches: 1,
      starts: 1,
      minutes: 60,
      goals: 2,
      assists: 2,
      yellow_cards: 1,
    })
  })

  it('answers 401 to another role', async () => {
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ url: `${api}/player_stats/${star}` })).statusCode).toBe(401)
  })
})
