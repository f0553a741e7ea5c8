import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { players } from '../../server/db/schema/index'
import type { ImportReport } from '../../src/api/contract/schemas/import'
import { importPaths } from '../../src/api/contract/schemas/import'
import { buildTestApp, type TestApp } from '../support/test-app'
import { countRows, fixtureFile, snapshot } from './import-support'

// A corrected file updates exactly what changed; imports running at the same time do not duplicate anything.

const tinySquads = () => JSON.parse(fixtureFile('tiny.squads.json').content)
const asFile = (name: string, json: unknown) => ({ name, content: JSON.stringify(json) })

describe('importing a corrected file', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('lets concurrent imports of the same files take turns instead of duplicating records', async () => {
    const [a, b] = [await t.loginAs('community'), await t.loginAs('community')]
    const payload = { files: [fixtureFile('tiny.squads.json'), fixtureFile('tiny.json')] }
    const answers = await Promise.all(
      [a, b].map((c) => c.inject({ method: 'POST', url: importPaths.import, payload })),
    )
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200])
    const created = answers.map((r) => (r.json().data as ImportReport).totals.created).sort((x, y) => x - y)
    expect(created[0]).toBe(0)
    expect(await countRows(t.db, 'players')).toBe(6)
    expect(await countRows(t.db, 'games')).toBe(1)
  })

  it('updates only the player whose shirt number changed, bumping its version once', async () => {
    const before = await snapshot(t.db)
    const squads = tinySquads()
    squads[0].players[3].number = 8 // Federico Valverde: 15 → 8
    const c = await t.loginAs('community')
    const res = await c.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: [asFile('tiny.squads.json', squads), fixtureFile('tiny.json')] },
    })
    expect(res.statusCode, res.body).toBe(200)
    const report: ImportReport = res.json().data
    expect(report.files[0]?.counts.players).toEqual({ created: 0, updated: 1, unchanged: 5 })
    expect(report.totals).toMatchObject({ created: 0, updated: 1, removed: 0 })
    const [valverde] = await t.db.select().from(players).where(eq(players.name, 'Federico Valverde'))
    expect(valverde).toMatchObject({ shirtNumber: 8, version: 2 })
    const after = await snapshot(t.db)
    expect(after.players).not.toEqual(before.players)
    expect({ ...after, players: null }).toEqual({ ...before, players: null })
  })

  it('removes a player the corrected squad no longer lists from the squad, but keeps the player', async () => {
    const squads = tinySquads()
    squads[0].players[3].number = 8
    squads[0].players.splice(0, 1) // Sergio Rochet leaves the squad
    const c = await t.loginAs('community')
    const res = await c.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: [asFile('tiny.squads.json', squads), fixtureFile('tiny.json')] },
    })
    expect(res.statusCode, res.body).toBe(200)
    const counts = (res.json().data as ImportReport).files[0]!.counts
    expect(counts.squadPlayers).toEqual({ created: 0, updated: 3, unchanged: 2, removed: 1 })
    expect(await countRows(t.db, 'national_squad_players')).toBe(5)
    expect(await countRows(t.db, 'players')).toBe(6)
  })

  it('keeps a replayed pairing of the same round as a second game', async () => {
    const matches = JSON.parse(fixtureFile('tiny.json').content)
    matches.name = 'Replay Cup 2026'
    matches.matches.push({
      ...matches.matches[0],
      date: '2026-07-22',
      goals1: [],
      goals2: [],
      score: { ft: [0, 0] },
    })
    const c = await t.loginAs('community')
    const payload = { files: [asFile('replay.json', matches)] }
    const res = await c.inject({ method: 'POST', url: importPaths.import, payload })
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json().data as ImportReport).files[0]?.counts.games).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
    })
    const again = await c.inject({ method: 'POST', url: importPaths.import, payload })
    expect((again.json().data as ImportReport).totals).toMatchObject({ created: 0, updated: 0 })
  })
})
