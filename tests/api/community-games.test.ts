import { eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gamePlayers, gameTeams } from '../../server/db/schema/football'
import type { Made } from '../support/factories'
import { type Factories, factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { twoSquads } from '../support/two-squads'

// Games and their sheets: one write per sheet, impossible sheets refused, versions, lists and cascades.

let t: TestApp
let c: TestClient
const api = '/api/community'
type Rec = Made
let make: Factories
const get = async (url: string) => (await c.inject({ method: 'GET', url: `${api}/${url}` })).json()
const line = (uid: string, extra: Record<string, unknown> = {}) => ({ uid, jersey_no: null, ...extra })
let tournament: Rec
let home: Rec
let away: Rec
let h: string[]
let a: string[]

beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
  make = factories(c)
  ;({ tournament, home, away, h, a } = await twoSquads(
    t,
    make,
    {
      country: 'Brazil',
      code: 'BRA',
      tournament: 'Copa Test',
      home: 'Flamengo Sub-20',
      away: 'Palmeiras Sub-20',
      players: 'Player',
    },
    4,
  ))
})
afterAll(() => t.close())

/** A possible sheet: home wins 2-1, H0 scores twice (assist H1), H3 comes on for H2, A0 scores. */
const sheet = () => [
  {
    uid: home.uid,
    playerMetaData: [
      line(h[0]!, { goals: 2, MOTM: true, isCaptain: true, jersey_no: 9, position: 'ST' }),
      line(h[1]!, { assist_goal: 1, yellow_card_time: 30, jersey_no: 10 }),
      line(h[2]!, { substitutions: [{ minute: 60, direction: 'out', player: h[3] }], jersey_no: 7 }),
      line(h[3]!, {
        onBench: '1',
        onField: true,
        substitutions: [{ minute: 60, direction: 'in', player: h[2] }],
      }),
    ],
  },
  { uid: away.uid, playerMetaData: [line(a[0]!, { goals: 1, jersey_no: 9 }), line(a[1]!, { onBench: '1' })] },
]
const newGame = (extra: Record<string, unknown> = {}) =>
  make.game({
    team_array: [home.uid, away.uid],
    teams: sheet(),
    tournament_id: tournament.uid,
    date: '2026-06-11T18:00:00Z',
    venue: 'Maracanã',
    season: '2026',
    home_score: 2,
    away_score: 1,
    status: 'finished',
    ...extra,
  })

describe('POST /api/community/game', () => {
  it('stores the game and its whole sheet; onBench "1" reads back as true', async () => {
    const game = await newGame()
    const { data } = await get(`game/${game.uid}`)
    expect(data).toMatchObject({
      version: 1,
      kind: 'game',
      venue: 'Maracanã',
      home_score: 2,
      away_score: 1,
      date: '2026-06-11T18:00:00.000Z',
      team_array: [home.uid, away.uid],
      team_names: ['Flamengo Sub-20', 'Palmeiras Sub-20'],
    })
    expect(data.teams[0].playerMetaData).toHaveLength(4)
    expect(data.teams[0].playerMetaData[3]).toMatchObject({ uid: h[3], onBench: true, onField: true })
    expect(data.teams[1].playerMetaData[1].onBench).toBe(true)
    expect(data.teams[0].playerMetaData[0]).toMatchObject({
      goals: 2,
      MOTM: true,
      isCaptain: true,
      jersey_no: 9,
    })
  })

  it('derives played and minutes per row for the statistics', async () => {
    const game = await newGame()
    const rows = await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, game.uid))
    const by = (uid: string) => rows.find((r) => r.playerId === uid)!
    expect(by(h[0]!)).toMatchObject({
      played: true,
      minutes: 90,
      season: '2026',
      tournamentId: tournament.uid,
    })
    expect(by(h[2]!)).toMatchObject({ played: true, minutes: 60, subOutMinute: 60 })
    expect(by(h[3]!)).toMatchObject({ played: true, minutes: 30, subInMinute: 60 })
    expect(by(a[1]!)).toMatchObject({ played: false, minutes: 0 })
  })

  it('records a second yellow as a sending-off: red card minute set, minutes stop there', async () => {
    const teams = sheet()
    Object.assign(teams[1]!.playerMetaData[0]!, { yellow_card_time: 20, yellow_second_card_time: 75 })
    const game = await newGame({ teams })
    const { data } = await get(`game/${game.uid}`)
    expect(data.teams[1].playerMetaData[0]).toMatchObject({ yellow_second_card_time: 75, red_card_time: 75 })
    const rows = await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, game.uid))
    const row = rows.find((r) => r.playerId === a[0])
    expect(row).toMatchObject({ minutes: 75 })
  })

  const refused: [string, (s: ReturnType<typeof sheet>) => void, string][] = [
    ['a player on both teams', (s) => s[1]!.playerMetaData.push(line(h[0]!)), 'teams.1.playerMetaData.2.uid'],
    [
      'a second yellow without a first',
      (s) => Object.assign(s[1]!.playerMetaData[0]!, { yellow_second_card_time: 70 }),
      'teams.1.playerMetaData.0.yellow_second_card_time',
    ],
    [
      'a substitute who never came on but scored',
      (s) => Object.assign(s[1]!.playerMetaData[1]!, { goals: 1 }),
      'teams.1.playerMetaData.1.goals',
    ],
    [
      'more goals than the score',
      (s) => Object.assign(s[0]!.playerMetaData[1]!, { goals: 1 }),
      'teams.0.playerMetaData',
    ],
    [
      'two captains',
      (s) => Object.assign(s[0]!.playerMetaData[1]!, { isCaptain: true }),
      'teams.0.playerMetaData.isCaptain',
    ],
    ['an unknown player', (s) => s[1]!.playerMetaData.push(line(uuidv7())), 'teams.1.playerMetaData.2.uid'],
    [
      'an onBench that is not a flag',
      (s) => Object.assign(s[1]!.playerMetaData[1]!, { onBench: 'yes' }),
      'teams.1.playerMetaData.1.onBench',
    ],
  ]
  for (const [what, spoil, path] of refused)
    it(`refuses ${what} with 400 naming ${path}, writing nothing`, async () => {
      const teams = sheet()
      spoil(teams)
      const uid = uuidv7()
      const res = await c.inject({
        method: 'POST',
        url: `${api}/game`,
        payload: { uid, team_array: [home.uid, away.uid], teams, home_score: 2, away_score: 1 },
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path)
      expect((await c.inject({ method: 'GET', url: `${api}/game/${uid}` })).statusCode).toBe(404)
    })

  it('refuses events that disagree with the sheet (a goal never counts twice)', async () => {
    const ops = [{ type: 'goal', minute: 10, team: home.uid, player: h[0], assist: h[1] }]
    const res = await c.inject({
      method: 'POST',
      url: `${api}/game`,
      payload: { team_array: [home.uid, away.uid], teams: sheet(), operationsArr: ops },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('teams.0.playerMetaData.0.goals')
  })

  it("takes the score from the editor's events when none is sent", async () => {
    const teams = sheet()
    const ops = [
      { type: 'goal', minute: 10, team: home.uid, player: h[0], assist: h[1] },
      { type: 'goal', minute: 20, team: away.uid, player: a[0] },
      { type: 'goal', minute: 30, team: home.uid, player: h[0] },
      { type: 'yellow', minute: 30, team: home.uid, player: h[1] },
      { type: 'sub', minute: 60, team: home.uid, player_off: h[2], player_on: h[3] },
      { type: 'motm', team: home.uid, player: h[0] },
    ]
    const res = await c.inject({
      method: 'POST',
      url: `${api}/game`,
      payload: { team_array: [home.uid, away.uid], teams, operationsArr: ops },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({ home_score: 2, away_score: 1 })
    expect(res.json().data.operationsArr).toHaveLength(6)
  })

  it('applies a sheet replayed under the same Idempotency-Key once: goals are never doubled', async () => {
    const goalsOfH0 = async () =>
      (
        await t.db
          .select({ n: sql<number>`coalesce(sum(${gamePlayers.goals}), 0)::int` })
          .from(gamePlayers)
          .where(eq(gamePlayers.playerId, h[0]!))
      )[0]!.n
    const before = await goalsOfH0()
    const key = `sheet-${uuidv7()}`
    const payload = { team_array: [home.uid, away.uid], teams: sheet(), home_score: 2, away_score: 1 }
    const first = await c.inject({
      method: 'POST',
      url: `${api}/game`,
      headers: { 'idempotency-key': key },
      payload,
    })
    const again = await c.inject({
      method: 'POST',
      url: `${api}/game`,
      headers: { 'idempotency-key': key },
      payload,
    })
    expect(first.statusCode).toBe(201)
    expect(again.json().data.uid).toBe(first.json().data.uid)
    expect(await goalsOfH0()).toBe(before + 2)
  })

  it('answers 409 with the stored game, sheet included, when its uid is created again', async () => {
    const game = await newGame()
    const again = await c.inject({
      method: 'POST',
      url: `${api}/game`,
      payload: { uid: game.uid, team_array: [home.uid, away.uid] },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().current.teams[0].playerMetaData).toHaveLength(4)
  })

  it('refuses a game between unknown teams, naming the position in team_array', async () => {
    const res = await c.inject({
      method: 'POST',
      url: `${api}/national_game`,
      payload: { team_array: [home.uid, uuidv7()] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('team_array.1')
  })

  it('refuses a scout session and no session with 401', async () => {
    const scout = await t.loginAs('scout')
    for (const client of [scout, t.anonymous()]) {
      expect((await client.inject({ method: 'GET', url: `${api}/game` })).statusCode).toBe(401)
      const res = await client.inject({
        method: 'POST',
        url: `${api}/game`,
        payload: { team_array: [home.uid, away.uid] },
      })
      expect(res.statusCode).toBe(401)
    }
  })
})

describe('PUT /api/community/game/{id}', () => {
  it('updates the score alone, keeping the sheet, and the sheet rows follow the game season', async () => {
    const game = await newGame()
    const res = await c.inject({
      method: 'PUT',
      url: `${api}/game/${game.uid}`,
      payload: { version: 1, home_score: 3, season: '2026/27' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ version: 2, home_score: 3 })
    expect(res.json().data.teams[0].playerMetaData).toHaveLength(4)
    const rows = await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, game.uid))
    expect(rows.every((r) => r.season === '2026/27')).toBe(true)
  })

  it('accepts teams only as exactly two', async () => {
    const game = await newGame()
    const res = await c.inject({
      method: 'PUT',
      url: `${api}/game/${game.uid}`,
      payload: { teams: [sheet()[0]] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('teams')
  })

  it('answers a stale version with 409 and the current game, sheet included', async () => {
    const game = await newGame()
    await c.inject({
      method: 'PUT',
      url: `${api}/game/${game.uid}`,
      payload: { version: 1, venue: 'Engenhão' },
    })
    const stale = await c.inject({
      method: 'PUT',
      url: `${api}/game/${game.uid}`,
      payload: { version: 1, venue: 'X' },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', current: { version: 2, venue: 'Engenhão' } })
    expect(stale.json().current.teams[0].playerMetaData).toHaveLength(4)
  })

  it('writes the sheet in one transaction: a failure half-way leaves the game as it was', async () => {
    const game = await newGame()
    // A real database failure in the middle of the sheet insert, after the game row and teams were written.
    await t.db.execute(sql`create or replace function fail_on_77() returns trigger language plpgsql as $$
      begin if new.jersey_no = 77 then raise exception 'disk full'; end if; return new; end $$`)
    await t.db.execute(
      sql`create trigger fail_on_77 before insert on game_players for each row execute function fail_on_77()`,
    )
    try {
      const teams = sheet()
      Object.assign(teams[1]!.playerMetaData[1]!, { jersey_no: 77 })
      const res = await c.inject({
        method: 'PUT',
        url: `${api}/game/${game.uid}`,
        payload: { version: 1, home_score: 4, venue: 'Elsewhere', teams, team_array: [home.uid, away.uid] },
      })
      expect(res.statusCode).toBe(500)
      const { data } = await get(`game/${game.uid}`)
      expect(data).toMatchObject({ version: 1, home_score: 2, venue: 'Maracanã' })
      expect(data.teams[1].playerMetaData[1].jersey_no).toBeNull()
      expect(data.teams.flatMap((x: { playerMetaData: unknown[] }) => x.playerMetaData)).toHaveLength(6)
      const uid = uuidv7()
      const created = await c.inject({
        method: 'POST',
        url: `${api}/game`,
        payload: { uid, team_array: [home.uid, away.uid], teams },
      })
      expect(created.statusCode).toBe(500)
      expect((await c.inject({ method: 'GET', url: `${api}/game/${uid}` })).statusCode).toBe(404)
      expect(await t.db.select().from(gameTeams).where(eq(gameTeams.gameId, uid))).toEqual([])
    } finally {
      await t.db.execute(sql`drop trigger fail_on_77 on game_players`)
    }
  })
})

describe('GET /api/community/game lists and searches', () => {
  it('filters by tournament, team, player, day and kind; searches by team name', async () => {
    const game = await newGame()
    const day = await make.gameDay({
      name: 'Matchday 1',
      tournament_id: tournament.uid,
      games: [game.uid],
    })
    expect(day.games).toEqual([game.uid])
    for (const filter of [
      `tournament_id=${tournament.uid}`,
      `team_id=${away.uid}`,
      `player_id=${h[3]}`,
      `game_day_id=${day.uid}`,
    ]) {
      const list = await get(`game?${filter}&limit=100`)
      expect(
        list.data.map((g: Rec) => g.uid),
        filter,
      ).toContain(game.uid)
    }
    expect((await get(`game?team_id=${uuidv7()}`)).data).toEqual([])
    expect((await get('league_game')).data).toEqual([])
    const found = await get('game/search?q=Palmeiras')
    expect(found.data.map((g: Rec) => g.uid)).toContain(game.uid)
    expect(found.meta.total).toBeGreaterThan(0)
  })
})

describe('DELETE /api/community/game/{id}', () => {
  it('deletes the game with its sheet and its place in day lists; teams in games cannot be deleted', async () => {
    const game = await newGame()
    const day = await make.gameDay({
      name: 'Matchday 2',
      tournament_id: tournament.uid,
      games: [game.uid],
    })
    const blocked = await c.inject({ method: 'DELETE', url: `${api}/team/${home.uid}` })
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json().message).toMatch(/games/)
    const res = await c.inject({
      method: 'DELETE',
      url: `${api}/game/${game.uid}`,
      headers: { 'if-match': '1' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, game.uid))).toEqual([])
    expect((await get(`game-day/${day.uid}`)).data.games).toEqual([])
  })
})

describe('the five game families', () => {
  const families = [
    ['game', 'game'],
    ['national_game', 'national_game'],
    ['league_game', 'league_game'],
    ['team_game', 'team_game'],
    ['more-matches', 'more_matches'],
  ] as const
  let context: Record<string, Record<string, unknown>>
  beforeAll(async () => {
    const country = await make.country({ name: 'Argentina', code: 'ARG' })
    const national = await make.national({ name: 'Argentina', country_id: country.uid })
    const u20 = await make.team({ name: 'Argentina U-20', national_id: national.uid })
    const u23 = await make.team({ name: 'Argentina U-23', national_id: national.uid })
    const league = await make.league({ name: 'Liga Profesional', country_id: country.uid })
    context = {
      game: { team_array: [home.uid, away.uid], tournament_id: tournament.uid },
      national_game: { team_array: [u20.uid, u23.uid] },
      league_game: { team_array: [home.uid, away.uid], league_id: league.uid },
      team_game: { team_array: [away.uid, home.uid], competition: 'Friendly' },
      more_matches: { team_array: [home.uid, away.uid], competition: 'Youth cup' },
    }
  })

  for (const [path, kind] of families)
    it(`/${path}: create, read, update, list of its kind, search, delete, bad input, 401`, async () => {
      const url = `${api}/${path}`
      const created = await c.inject({
        method: 'POST',
        url,
        payload: { ...context[kind], venue: 'Estadio Uno' },
      })
      expect(created.statusCode, created.body).toBe(201)
      const game = created.json().data
      expect(game).toMatchObject({ kind, version: 1, venue: 'Estadio Uno' })
      expect((await get(`${path}/${game.uid}`)).data.uid).toBe(game.uid)
      const put = await c.inject({
        method: 'PUT',
        url: `${url}/${game.uid}`,
        headers: { 'if-match': '"1"' },
        payload: { status: 'live' },
      })
      expect(put.json().data).toMatchObject({ status: 'live', version: 2 })
      const list = await get(`${path}?limit=100`)
      expect(list.data.map((g: Rec) => g.uid)).toContain(game.uid)
      expect(list.data.every((g: Rec) => kind === 'game' || g.kind === kind)).toBe(true)
      const teamName = (game.team_names as string[])[0]!.split(' ')[0]!
      expect(
        (await get(`${path}/search?q=${encodeURIComponent(teamName)}`)).data.map((g: Rec) => g.uid),
      ).toContain(game.uid)
      const bad = await c.inject({ method: 'POST', url, payload: { ...context[kind], home_score: -1 } })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().issues[0].path).toBe('home_score')
      expect((await t.anonymous().inject({ method: 'GET', url })).statusCode).toBe(401)
      const del = await c.inject({ method: 'DELETE', url: `${url}/${game.uid}`, payload: { version: 2 } })
      expect(del.statusCode, del.body).toBe(200)
      expect((await c.inject({ method: 'GET', url: `${url}/${game.uid}` })).statusCode).toBe(404)
    })
})

describe('a game season comes from its date', () => {
  it('takes the calendar year in a tournament and the July–June season in a league, unless one is sent', async () => {
    const cup = await newGame({ season: undefined, date: '2026-06-20' })
    expect((await get(`game/${cup.uid}`)).data.season).toBe('2026')
    const named = await newGame({ season: 'Apertura 2026', date: '2026-06-21' })
    expect((await get(`game/${named.uid}`)).data.season).toBe('Apertura 2026')

    const league = await make.league({ name: 'Season League' })
    const moved = await c.inject({
      method: 'PUT',
      url: `${api}/game/${cup.uid}`,
      payload: { version: 1, tournament_id: null, league_id: league.uid, date: '2026-09-05' },
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data).toMatchObject({ season: '2026/27', league_id: league.uid })
    const rows = await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, cup.uid))
    expect(rows.every((r) => r.season === '2026/27' && r.leagueId === league.uid)).toBe(true)

    const { changes } = (await get(`history/${cup.uid}`)).data as { changes: { action: string }[] }
    expect(changes.filter((h) => h.action === 'update')).toHaveLength(1)
  })
})
