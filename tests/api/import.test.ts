import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportReport } from '../../src/api/contract/schemas/import'
import { importPaths } from '../../src/api/contract/schemas/import'
import { buildTestApp, type TestApp } from '../support/test-app'
import { countRows, fixtureFile, snapshot, worldCupFiles } from './import-support'

describe('POST /api/community/import', () => {
  let t: TestApp
  let first: ImportReport
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('imports the World Cup 2026 squads and matches: 48 nations, 1,248 players, 104 games', async () => {
    const c = await t.loginAs('community')
    const res = await c.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: worldCupFiles() },
    })
    expect(res.statusCode, res.body).toBe(200)
    first = res.json().data
    const [squads, matches] = first.files
    expect(squads).toMatchObject({ kind: 'squads', teams: 48, players: 1248, tournament: 'World Cup 2026' })
    expect(squads?.counts.players).toEqual({ created: 1248, updated: 0, unchanged: 0 })
    expect(squads?.counts.nationals).toEqual({ created: 48, updated: 0, unchanged: 0 })
    expect(matches).toMatchObject({ kind: 'matches', matches: 104, skippedMatches: [] })
    expect(matches?.counts.games).toEqual({ created: 104, updated: 0, unchanged: 0 })
    expect(matches?.counts.gameDays?.created).toBe(23)

    expect(await countRows(t.db, 'nationals')).toBe(48)
    expect(await countRows(t.db, 'players')).toBe(1248)
    expect(await countRows(t.db, 'games')).toBe(104)
    expect(await countRows(t.db, 'game_teams')).toBe(208)
    expect(await countRows(t.db, 'national_squad_players')).toBe(1248)
    // 308 goals: 294 by their scorers and 14 own goals, which count for the other team and not in a sheet.
    const goals = await t.db.execute('select sum(goals)::int as n from game_players')
    expect(goals.rows[0]).toEqual({ n: 294 })
    const scores = await t.db.execute('select sum(home_score + away_score)::int as n from games')
    expect(scores.rows[0]).toEqual({ n: 308 })
  }, 120_000) // the whole World Cup: several seconds on a busy machine

  it('reports how every scorer was reconciled and lists the loose matches to check', () => {
    const matches = first.files[1]
    if (matches?.kind !== 'matches') throw new Error('expected the matches report')
    expect(matches.reconciliation).toMatchObject({
      goals: 308,
      matched: 308,
      unmatched: [],
      unknownTeams: [],
    })
    expect(matches.reconciliation.loose).toHaveLength(10)
    expect(matches.reconciliation.loose).toContainEqual({
      team: 'Canada',
      name: 'Stephan Eustáquio',
      player: 'Stephen Eustáquio',
      method: 'spelling',
    })
  })

  it('changes nothing when the same files are imported again', async () => {
    const before = await snapshot(t.db)
    const c = await t.loginAs('community')
    const res = await c.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: worldCupFiles() },
    })
    expect(res.statusCode).toBe(200)
    const again: ImportReport = res.json().data
    expect(again.totals.created).toBe(0)
    expect(again.totals.updated).toBe(0)
    expect(again.totals.removed).toBe(0)
    expect(again.totals.unchanged).toBe(first.totals.created + first.totals.unchanged)
    expect(await snapshot(t.db)).toEqual(before)
  })

  it('refuses a malformed file with 400 naming the file and the field, and writes nothing', async () => {
    const fresh = await buildTestApp()
    try {
      const c = await fresh.loginAs('community')
      const res = await c.inject({
        method: 'POST',
        url: importPaths.import,
        payload: { files: [fixtureFile('tiny.json'), fixtureFile('bad-position.squads.json')] },
      })
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body.message).toMatch(
        /^bad-position\.squads\.json: invalid openfootball squads file at 0\.players\.1\.pos/,
      )
      expect(body.issues).toEqual([
        { path: 'files.1.content.0.players.1.pos', message: expect.stringMatching(/GK/) },
      ])
      expect(await countRows(fresh.db, 'players')).toBe(0)
      expect(await countRows(fresh.db, 'tournaments')).toBe(0)

      const broken = await c.inject({
        method: 'POST',
        url: importPaths.import,
        payload: { files: [{ name: 'cut.json', content: '{"name": "World Cup", "matches": [' }] },
      })
      expect(broken.statusCode).toBe(400)
      expect(broken.json().message).toMatch(/^cut\.json: not valid JSON/)

      const unrelated = await c.inject({
        method: 'POST',
        url: importPaths.import,
        payload: { files: [{ name: 'package.json', content: '{"name": "x"}' }] },
      })
      expect(unrelated.statusCode).toBe(400)
      expect(unrelated.json().message).toMatch(/not an openfootball file/)

      const none = await c.inject({ method: 'POST', url: importPaths.import, payload: { files: [] } })
      expect(none.statusCode).toBe(400)
      expect(none.json().issues[0]).toMatchObject({ path: 'files', message: 'Choose at least one file' })
    } finally {
      await fresh.close()
    }
  })

  it('answers 401 without a community session', async () => {
    const payload = { files: [fixtureFile('tiny.squads.json')] }
    const anonymous = await t.anonymous().inject({ method: 'POST', url: importPaths.import, payload })
    expect(anonymous.statusCode).toBe(401)
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ method: 'POST', url: importPaths.import, payload })).statusCode).toBe(401)
  })
})
