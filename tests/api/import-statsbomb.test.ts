import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportFileReport, ImportReport } from '../../src/api/contract/schemas/import'
import { importPaths } from '../../src/api/contract/schemas/import'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { realFile, snapshot, statsBombFiles } from './import-support'

// StatsBomb open data through the community import: the 2022 final's line-ups carry every quirk of the real files
// (spans out of order and overlapping, extra time, a span ending in the shoot-out, a substitute on for the
// shoot-out only, cards in it, `to: null`), the round of 16 an own goal and a sending-off. The World Cup 2026
// squads are imported first, so the players already stored are matched by name, never added twice.

let t: TestApp
let community: TestClient
let report: ImportReport
const sheet = new Map<string, Record<string, unknown>>()

const postImport = (files: { name: string; content: string }[]) =>
  community.inject({ method: 'POST', url: importPaths.import, payload: { files } })

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  const squads = await postImport([realFile('worldcup-2026.squads.json')])
  expect(squads.statusCode, squads.body).toBe(200)
}, 120_000)
afterAll(() => t.close())

const statsbomb = (r: ImportReport) =>
  r.files.find((f): f is Extract<ImportFileReport, { kind: 'statsbomb' }> => f.kind === 'statsbomb')!

describe('POST /api/community/import with StatsBomb open data', () => {
  it('gives the openfootball World Cup squads their gender: a scout’s gender=male finds all 1,248', async () => {
    const scout = await t.loginAs('scout')
    const men = await scout.inject({ url: '/api/scout/list?gender=male&limit=1' })
    expect(men.statusCode, men.body).toBe(200)
    expect(men.json().meta.total).toBe(1248)
    const filtered = await scout.inject({
      method: 'POST',
      url: '/api/scout/filter',
      payload: { gender: 'male', limit: 1 },
    })
    // An open filter counts up to its cap (decision 0027); it found none before.
    expect(filtered.json().meta).toMatchObject({ total: 1000, capped: true })
  })

  it('says how many players have each filtered field recorded: no foot, no height, no right back yet', async () => {
    const scout = await t.loginAs('scout')
    const res = await scout.inject({ url: '/api/scout/filter_coverage' })
    expect(res.statusCode, res.body).toBe(200)
    const { players, recorded } = res.json().data
    expect(players).toBe(1248)
    expect(recorded).toMatchObject({
      foot: 0,
      height: 0,
      minutes: 0,
      gender: 1248,
      age: 1248,
      nationality: 1248,
    })
    // openfootball gives the line only: a Defender search finds 1248's defenders, a Right back search nobody.
    expect(recorded.positions.RB).toBe(0)
    expect(recorded.positions.DF).toBeGreaterThan(300)
  })

  it('imports a season’s matches, line-ups and events, matching the players already stored', async () => {
    const res = await postImport(statsBombFiles())
    expect(res.statusCode, res.body).toBe(200)
    report = res.json().data
    const season = statsbomb(report)
    expect(season).toMatchObject({
      file: 'matches/43/106.json',
      tournament: 'FIFA World Cup 2022',
      matches: 2,
      lineups: 2,
      events: 2,
      uncertain: [],
      skipped: [],
    })
    // Stored from the 2026 squads and found by StatsBomb's short name (Emiliano Martínez, Nahuel Molina …) or full
    // name (Julián Álvarez as "Julián Alvarez", Jules Koundé …): 14 Argentinians, 10 French and 2 Australian
    // players. The rest (Lloris, Di María, Dybala …) are new.
    expect(season.players).toEqual({ known: 0, matched: 26, created: 15, leftOut: 0 })
    expect(season.counts.games).toEqual({ created: 2, updated: 0, unchanged: 0 })
    expect(season.counts.sheetRows?.created).toBe(48)
    const rows = await t.db.execute(
      `select p.name, gp.* from game_players gp join players p on p.uid = gp.player_id
       join games g on g.uid = gp.game_id where g.stage = 'Final'`,
    )
    for (const row of rows.rows as Record<string, unknown>[]) sheet.set(row.name as string, row)
  }, 60_000)

  it('reads minutes and starts through extra time, the shoot-out and unordered, overlapping spans', () => {
    const line = (name: string) => {
      const r = sheet.get(name)!
      return [r.played, !r.on_bench, r.minutes, r.sub_in_minute, r.sub_out_minute, r.on_field, r.position]
    }
    // played, started, minutes, on at, off at, on the pitch at the end, the position of the most minutes
    expect(line('Nahuel Molina')).toEqual([true, true, 91, null, 91, false, 'RB'])
    expect(line('Gonzalo Montiel')).toEqual([true, false, 29, 91, null, true, 'RB'])
    // Right wing 0–45 and centre forward from 40:00 (written after the second half's span): 120, not 127.
    expect(line('Lionel Messi')).toEqual([true, true, 120, null, null, true, 'CF'])
    // His span runs on into the shoot-out: held at 120.
    expect(line('Lautaro Martínez')).toEqual([true, false, 18, 102, null, true, 'CF'])
    // On in added time of extra time (120:52, held at 120): he played, no whole minute.
    expect(line('Paulo Dybala')).toEqual([true, false, 0, 120, null, true, 'LB'])
    // On for the shoot-out only, and an unused substitute: no appearance.
    expect(line('Steve Mandanda')).toEqual([false, false, 0, null, null, false, null])
    expect(line('Juan Musso')).toEqual([false, false, 0, null, null, false, null])
    expect(line('Jules Koundé')).toEqual([true, true, 120, null, 120, false, 'RB'])
  })

  it('records cards, goals (not the shoot-out’s, not own goals), assists and penalties', async () => {
    const cards = (name: string) => {
      const r = sheet.get(name)!
      return [r.yellow_card_time, r.yellow_second_card_time, r.red_card_time]
    }
    expect(cards('Emiliano Martínez')).toEqual([121, null, null]) // booked in the shoot-out
    expect(cards('Gonzalo Montiel')).toEqual([114, null, null])
    expect([sheet.get('Lionel Messi')!.goals, sheet.get('Kylian Mbappé')!.goals]).toEqual([2, 3])
    expect(sheet.get('Gonzalo Montiel')!.goals).toBe(0)
    expect(sheet.get('Alexis Mac Allister')!.assist_goal).toBe(1)
    const r16 = await t.db.execute(
      `select p.name, gp.goals, gp.minutes, gp.yellow_card_time y, gp.yellow_second_card_time y2, gp.red_card_time r,
         gp.on_field, gp.sub_out_minute from game_players gp join players p on p.uid = gp.player_id
       join games g on g.uid = gp.game_id where g.stage = 'Round of 16' order by p.name`,
    )
    const byName = new Map((r16.rows as Record<string, unknown>[]).map((r) => [r.name, r]))
    expect(byName.get('Enzo Fernández')).toMatchObject({ goals: 0 }) // his own goal
    expect(byName.get('Miloš Degenek')).toMatchObject({
      minutes: 66,
      y: 59,
      y2: 67,
      r: 67,
      on_field: false,
      sub_out_minute: null,
    })
    const final = (
      await t.db.execute(
        `select home_score, away_score, duration_minutes, status, operations from games where stage = 'Final'`,
      )
    ).rows[0] as { operations: { type: string; penalty?: boolean; own_goal?: boolean }[] } & Record<
      string,
      unknown
    >
    expect(final).toMatchObject({ home_score: 3, away_score: 3, duration_minutes: 120, status: 'finished' })
    const goals = final.operations.filter((op) => op.type === 'goal')
    expect([goals.length, goals.filter((g) => g.penalty).length]).toEqual([6, 3])
    expect(final.operations.filter((op) => op.type === 'sub')).toHaveLength(13)
  })

  it('refines the stored players: the exact place of their most minutes, every place played, the gender', async () => {
    const players = await t.db.execute(
      `select name, main_position, positions, gender from players
       where name in ('Lionel Messi', 'Jules Koundé', 'Hugo Lloris') order by name`,
    )
    expect(players.rows).toEqual([
      { name: 'Hugo Lloris', main_position: 'GK', positions: [], gender: 'male' },
      { name: 'Jules Koundé', main_position: 'RB', positions: [], gender: 'male' },
      { name: 'Lionel Messi', main_position: 'CF', positions: ['RW'], gender: 'male' },
    ])
    const twice = await t.db.execute(`select count(*)::int n from players where name ilike '%messi%'`)
    expect(twice.rows[0]).toEqual({ n: 1 })
  })

  it('changes nothing when the same files are imported again', async () => {
    const before = await snapshot(t.db)
    const res = await postImport(statsBombFiles())
    expect(res.statusCode, res.body).toBe(200)
    const again: ImportReport = res.json().data
    expect(again.totals).toMatchObject({ created: 0, updated: 0 })
    expect(statsbomb(again).players).toEqual({ known: 15, matched: 26, created: 0, leftOut: 0 })
    expect(await snapshot(t.db)).toEqual(before)
  }, 60_000)

  it('lets a scout find right backs of at least 60 minutes, and says the import recorded some', async () => {
    const scout = await t.loginAs('scout')
    const coverage = (await scout.inject({ url: '/api/scout/filter_coverage' })).json().data
    expect(coverage.players).toBe(1248 + 15)
    // The 41 players listed but for the three who did not play (Musso, Saliba, Mandanda in the shoot-out).
    expect(coverage.recorded).toMatchObject({ minutes: 38, foot: 0 })
    // Molina, Montiel, Koundé, Degenek; Disasi's seconds past 120:00 count no minute and no place.
    expect(coverage.recorded.positions.RB).toBe(4)
    const res = await scout.inject({
      method: 'POST',
      url: '/api/scout/filter',
      payload: { positions: ['RB'], min_minutes: 60, sort: 'minutes', order: 'desc' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(
      res.json().data.map((p: { name: string; stats: { minutes: number } }) => [p.name, p.stats.minutes]),
    ).toEqual([
      ['Nahuel Molina', 170],
      ['Jules Koundé', 120],
      ['Miloš Degenek', 66],
    ])
  })

  it('gives a career by season and team: minutes where line-ups are recorded, not where only scorers are', async () => {
    // The 2026 matches name their scorers without line-ups (openfootball).
    const matches = await postImport([realFile('worldcup-2026.json')])
    expect(matches.statusCode, matches.body).toBe(200)
    const scout = await t.loginAs('scout')
    const messi = (await t.db.execute(`select uid from players where name = 'Lionel Messi'`)).rows[0] as {
      uid: string
    }
    const stats = (await scout.inject({ url: `/api/scout/player_stats/${messi.uid}` })).json().data
    const row = (c: Record<string, unknown>) => [
      c.season,
      c.team,
      c.team_kind,
      c.matches,
      c.lineup_matches,
      c.starts,
      c.minutes,
      c.goals,
      c.assists,
      c.yellow_cards,
    ]
    const [y2026, y2022] = stats.career
    // A line-up's real zeros are facts: no assist, no card.
    expect(row(y2022)).toEqual(['2022', 'Argentina', 'national', 2, 2, 2, 210, 3, 0, 0])
    // A sheet of scorers records his goals and nothing else (decision 0056): no 0 stands for "not known".
    expect(row(y2026)).toEqual([
      '2026',
      'Argentina',
      'national',
      null,
      0,
      null,
      null,
      y2026.goals,
      null,
      null,
    ])
    expect(y2026.goals).toBeGreaterThan(0)
    expect(y2026.scorer_only_matches).toBeGreaterThan(0)
    const kept = (await community.inject({ url: `/api/community/player_stats/${messi.uid}` })).json().data
    expect(kept.career).toEqual(stats.career)
  }, 120_000)

  it('reports an uncertain match and leaves the player out rather than merging or doubling him', async () => {
    const lineups = JSON.parse(statsBombFiles().find((f) => f.name === 'lineups/3869151.json')!.content)
    // "Lisandro Martinez" could be stored Lisandro Martínez or Lautaro Martínez by a tolerant rule alone: here
    // a StatsBomb player known only as "L. Martínez".
    lineups[0].lineup.push({
      player_id: 999001,
      player_name: 'L. Martínez',
      player_nickname: null,
      jersey_number: 6,
      country: { id: 11, name: 'Argentina' },
      cards: [],
      positions: [],
    })
    const files = statsBombFiles().map((f) =>
      f.name === 'lineups/3869151.json' ? { ...f, content: JSON.stringify(lineups) } : f,
    )
    const res = await postImport(files)
    expect(res.statusCode, res.body).toBe(200)
    const season = statsbomb(res.json().data)
    expect(season.players.leftOut).toBe(1)
    expect(season.uncertain).toEqual([
      expect.objectContaining({
        name: 'L. Martínez',
        team: 'Argentina',
        candidates: expect.arrayContaining(['Lisandro Martínez']),
      }),
    ])
    const named = await t.db.execute(`select count(*)::int n from players where name = 'L. Martínez'`)
    expect(named.rows[0]).toEqual({ n: 0 })
  }, 60_000)

  it('refuses a line-up file without its matches file, naming the file, and writes nothing', async () => {
    const res = await postImport(statsBombFiles().filter((f) => f.name.startsWith('lineups/')))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(
      /lineups\/3869151\.json: a StatsBomb lineups file needs its matches file/,
    )
  })
})
