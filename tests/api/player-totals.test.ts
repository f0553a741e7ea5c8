import { eq, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playerTotals } from '../../server/db/schema/index'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { twoSquads } from '../support/two-squads'

// Each player's kept totals (migration 0017) follow every write of a game and its sheet — created, corrected,
// postponed, deleted, two at once — and always equal what the sheet rows say, which the scout filter relies on.

const onPostgres = process.env.TEST_DB_KIND === 'pg'
let t: TestApp
let c: TestClient
let make: Factories
const api = '/api/community'
let tournament: Made
let home: Made
let away: Made
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
      country: 'Argentina',
      code: 'ARG',
      tournament: 'Copa Totals',
      home: 'Boca Totals',
      away: 'River Totals',
      players: 'Totals',
    },
    3,
  ))
})
afterAll(() => t.close())

/** H0 plays 90 minutes and scores `goals`; H1 is on the bench; A0 is known only as a scorer (no line-up). */
const teams = (goals: number) => [
  {
    uid: home.uid,
    playerMetaData: [
      { uid: h[0], jersey_no: 9, onField: true, goals },
      { uid: h[1], jersey_no: 12, onBench: '1' },
    ],
  },
  { uid: away.uid, playerMetaData: [{ uid: a[0], jersey_no: 10, goals: 1 }] },
]
const newGame = (goals = 2) =>
  make.game({
    team_array: [home.uid, away.uid],
    teams: teams(goals),
    tournament_id: tournament.uid,
    date: '2026-06-11T18:00:00Z',
    season: '2026',
    status: 'finished',
  })
const put = (uid: string, payload: Record<string, unknown>) =>
  c.inject({ method: 'PUT', url: `${api}/game/${uid}`, payload })

async function totalsOf(uid: string) {
  const [row] = await t.db.select().from(playerTotals).where(eq(playerTotals.playerId, uid))
  return row
}

/** Kept totals that differ from a fresh count of the sheet rows: none, whatever happened before. */
async function drift() {
  const rows = await t.db.execute(sql`
    select p.uid from players p
    left join player_totals k on k.player_id = p.uid
    left join player_sheet_totals s on s.player_id = p.uid
    where (coalesce(k.matches, 0), coalesce(k.lineup_matches, 0), coalesce(k.minutes, 0), coalesce(k.goals, 0),
        coalesce(k.assists, 0), coalesce(k.timed_goals, 0), coalesce(k.timed_assists, 0))
      is distinct from (coalesce(s.matches, 0), coalesce(s.lineup_matches, 0), coalesce(s.minutes, 0),
        coalesce(s.goals, 0), coalesce(s.assists, 0), coalesce(s.timed_goals, 0), coalesce(s.timed_assists, 0))`)
  return rows.rows
}

/**
 * Kept totals per position (migration 0022) that differ from what the totals and the positions say now: none. A
 * row too many or too few shows as a difference in either direction.
 */
async function positionDrift() {
  const rows = await t.db.execute(sql`
    (select * from player_position_totals except select * from player_position_rows)
    union all (select * from player_position_rows except select * from player_position_totals)`)
  return rows.rows
}

/**
 * While one connection holds `change` uncommitted, another adds `player` a copy of A0's line in `game` (one goal):
 * the line must wait for the change to commit, and be counted after it.
 */
async function lineAddedDuring(change: SQL, player: string, game: string) {
  const pool = (t.db as unknown as { $client: pg.Pool }).$client
  const office = await pool.connect()
  try {
    await office.query('begin')
    const { sql: text, params } = new PgDialect().sqlToQuery(change)
    await office.query(text, params)
    let added = false
    const tablet = pool
      .query(
        `insert into game_players select (r).* from (select jsonb_populate_record(null::game_players,
           to_jsonb(gp) || jsonb_build_object('player_id', $1::uuid, 'ordinal', gp.ordinal + 100)) r
         from game_players gp where game_id = $2 and player_id = $3) line`,
        [player, game, a[0]],
      )
      .then(() => {
        added = true
      })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(added).toBe(false)
    await office.query('commit')
    await tablet
  } finally {
    office.release()
  }
}

describe('player totals', () => {
  it('count a saved sheet: matches, minutes, goals; a scorer without a line-up has no minutes', async () => {
    const game = await newGame()
    expect(await totalsOf(h[0]!)).toMatchObject({ matches: 1, lineupMatches: 1, minutes: 90, goals: 2 })
    expect(await totalsOf(a[0]!)).toMatchObject({
      matches: 1,
      lineupMatches: 0,
      minutes: 0,
      goals: 1,
      timedGoals: 0,
    })
    expect(await drift()).toEqual([])
    expect(await positionDrift()).toEqual([])
    await c.inject({ method: 'DELETE', url: `${api}/game/${game.uid}`, payload: { version: 1 } })
  })

  it('follow a corrected sheet, a postponed game and a deleted one', async () => {
    const game = await newGame(1)
    const corrected = await put(game.uid, { version: 1, teams: teams(3), team_array: [home.uid, away.uid] })
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(await totalsOf(h[0]!)).toMatchObject({ matches: 1, goals: 3 })

    const postponed = await put(game.uid, { version: 2, status: 'postponed' })
    expect(postponed.statusCode, postponed.body).toBe(200)
    expect(await totalsOf(h[0]!)).toMatchObject({ matches: 0, minutes: 0, goals: 0 })

    await put(game.uid, { version: 3, status: 'finished' })
    expect(await totalsOf(h[0]!)).toMatchObject({ matches: 1, minutes: 90, goals: 3 })

    const deleted = await c.inject({
      method: 'DELETE',
      url: `${api}/game/${game.uid}`,
      payload: { version: 4 },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await totalsOf(h[0]!)).toMatchObject({ matches: 0, minutes: 0, goals: 0 })
    expect(await drift()).toEqual([])
    expect(await positionDrift()).toEqual([])
  })

  it('miss neither of two games saved at the same time for the same players', async () => {
    const saved = await Promise.all([newGame(1), newGame(1), newGame(1)])
    expect(saved).toHaveLength(3)
    expect(await totalsOf(h[0]!)).toMatchObject({ matches: 3, minutes: 270, goals: 3 })
    expect(await drift()).toEqual([])
    expect(await positionDrift()).toEqual([])
  })

  it.skipIf(!onPostgres)(
    'never count a sheet row for a game another connection is cancelling at the same moment',
    async () => {
      const game = await newGame(1)
      // A2 has no line in this game, so the cancellation's own count never touched them.
      await lineAddedDuring(
        sql`update games set status = 'cancelled' where uid = ${game.uid}`,
        a[2]!,
        game.uid,
      )
      expect(await totalsOf(a[2]!)).toMatchObject({ matches: 0, goals: 0 })
      expect(await drift()).toEqual([])
      expect(await positionDrift()).toEqual([])
    },
  )

  it('let the scout filter find players by career minutes from the kept totals', async () => {
    const scout = await t.loginAs('scout')
    const res = await scout.inject({
      method: 'POST',
      url: '/api/scout/filter',
      payload: { q: 'Totals', min_minutes: 200, page: 1, limit: 20 },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((p: { uid: string }) => p.uid)).toEqual([h[0]])
    expect(res.json().data[0].stats).toMatchObject({ matches: 3, minutes: 270, goals: 3 })
  })
  it.skipIf(!onPostgres)(
    "keep a player's numbers per position when their positions change while a sheet naming them is saved",
    async () => {
      const game = await newGame(1)
      const move = sql`update players set main_position = 'LW', positions = '{RW}' where uid = ${h[2]}`
      await lineAddedDuring(move, h[2]!, game.uid)
      expect(await totalsOf(h[2]!)).toMatchObject({ goals: 1 })
      expect(await drift()).toEqual([])
      expect(await positionDrift()).toEqual([])
    },
  )

  it("follow an edit of a player's positions: a scout sorting a position by goals finds them once, with theirs", async () => {
    await newGame(4)
    const profile = async (uid: string) =>
      (await c.inject({ method: 'GET', url: `${api}/profile/${uid}` })).json().data
    for (const [uid, main, others] of [
      [h[0]!, 'CB', ['RB', 'LB']],
      [h[1]!, 'RB', []],
    ] as const) {
      const { version } = await profile(uid)
      const edited = await c.inject({
        method: 'PUT',
        url: `${api}/profile/${uid}`,
        payload: { version, main_position: main, positions: others },
      })
      expect(edited.statusCode, edited.body).toBe(200)
    }
    expect(await positionDrift()).toEqual([])
    const scout = await t.loginAs('scout')
    const defenders = await scout.inject({
      method: 'POST',
      url: '/api/scout/filter',
      payload: { positions: ['DF'], sort: 'goals', page: 1, limit: 50 },
    })
    expect(defenders.statusCode, defenders.body).toBe(200)
    const found = defenders.json().data as { uid: string; stats: { goals: number } }[]
    // H0 plays three defending positions and is listed once, first: the most goals of any defender.
    expect(found.filter((p) => p.uid === h[0])).toHaveLength(1)
    expect(found[0]).toMatchObject({ uid: h[0], stats: { goals: (await totalsOf(h[0]!))!.goals } })
    expect(found.map((p) => p.uid)).toContain(h[1])
    const goals = found.map((p) => p.stats.goals)
    expect(goals).toEqual([...goals].sort((x, y) => y - x))

    // No longer a defender: gone from the defenders, and from their rows.
    const { version } = await profile(h[1]!)
    await c.inject({
      method: 'PUT',
      url: `${api}/profile/${h[1]}`,
      payload: { version, main_position: 'ST' },
    })
    const again = await scout.inject({
      method: 'POST',
      url: '/api/scout/filter',
      payload: { positions: ['DF'], sort: 'goals', page: 1, limit: 50 },
    })
    expect(again.json().data.map((p: { uid: string }) => p.uid)).not.toContain(h[1])
    expect(await positionDrift()).toEqual([])
  })
  it("follow an edit of a player's nationality, birth date or name: a scout's filter of positions, a nationality and an age band finds them, then forgets them", async () => {
    await newGame(1)
    const uruguay = await make.country({ name: 'Uruguay', code: 'URU' })
    const chile = await make.country({ name: 'Chile', code: 'CHI' })
    const born = (years: number) => `${new Date().getFullYear() - years}-01-01`
    const edit = async (uid: string, payload: Record<string, unknown>) => {
      const { version } = (await c.inject({ method: 'GET', url: `${api}/profile/${uid}` })).json().data
      const edited = await c.inject({
        method: 'PUT',
        url: `${api}/profile/${uid}`,
        payload: { version, ...payload },
      })
      expect(edited.statusCode, edited.body).toBe(200)
    }
    const scout = await t.loginAs('scout')
    const youngDefenders = async (country: string) => {
      const res = await scout.inject({
        method: 'POST',
        url: '/api/scout/filter',
        payload: { positions: ['DF'], country_id: country, age_min: 18, age_max: 23, min_minutes: 90 },
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data as { uid: string; stats: { minutes: number } }[]
    }
    const copied = async (uid: string) =>
      (
        await t.db.execute(sql`select distinct nationality_id, date_of_birth::text as born
          from player_position_totals where player_id = ${uid}`)
      ).rows

    await edit(h[0]!, {
      main_position: 'CB',
      positions: ['LB'],
      nationality_id: uruguay.uid,
      date_of_birth: born(20),
    })
    expect(await copied(h[0]!)).toEqual([{ nationality_id: uruguay.uid, born: born(20) }])
    expect(await positionDrift()).toEqual([])
    const found = await youngDefenders(uruguay.uid)
    // Once, though two of the asked positions are theirs, with their career minutes.
    expect(found.map((p) => p.uid)).toEqual([h[0]])
    expect(found[0]!.stats.minutes).toBe((await totalsOf(h[0]!))!.minutes)

    // Too old now.
    await edit(h[0]!, { date_of_birth: born(30) })
    expect(await youngDefenders(uruguay.uid)).toEqual([])
    // Young again, of another nationality.
    await edit(h[0]!, { date_of_birth: born(20), nationality_id: chile.uid })
    expect(await youngDefenders(uruguay.uid)).toEqual([])
    expect((await youngDefenders(chile.uid)).map((p) => p.uid)).toEqual([h[0]])
    expect(await positionDrift()).toEqual([])

    // A new player's rows carry theirs from the start: found (without minutes, as they have none), in the order
    // of the names their rows carry ("Totals H0" before "Totals Newcomer"), which follow a rename.
    const newcomer = await make.player({
      name: 'Totals Newcomer',
      nationality_id: chile.uid,
      main_position: 'RB',
      date_of_birth: born(19),
    })
    expect(await positionDrift()).toEqual([])
    const byName = async () => {
      const res = await scout.inject({
        method: 'POST',
        url: '/api/scout/filter',
        payload: { positions: ['DF'], country_id: chile.uid, age_min: 18, age_max: 23 },
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data.map((p: { uid: string; name: string }) => [p.uid, p.name])
    }
    expect(await byName()).toEqual([
      [h[0], 'Totals H0'],
      [newcomer.uid, 'Totals Newcomer'],
    ])
    await edit(h[0]!, { name: 'Totals Zamora' })
    expect(await byName()).toEqual([
      [newcomer.uid, 'Totals Newcomer'],
      [h[0], 'Totals Zamora'],
    ])
    expect(await positionDrift()).toEqual([])
  })
})
