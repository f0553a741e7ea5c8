import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportReport } from '../../src/api/contract/schemas/import'
import { importPaths } from '../../src/api/contract/schemas/import'
import { buildTestApp, type TestApp } from '../support/test-app'
import { countRows, fixtureFile } from './import-support'

// Real files are messy: a schedule still naming "W101" for a team, two spellings of one nation in a match,
// a player listed twice. The import goes through, and says what it skipped.

const asFile = (name: string, json: unknown) => ({ name, content: JSON.stringify(json) })

describe('importing messy files', () => {
  let t: TestApp
  let report: ImportReport
  beforeAll(async () => {
    t = await buildTestApp()
    const squads = JSON.parse(fixtureFile('tiny.squads.json').content)
    squads[1].players.push({ ...squads[1].players[1] }) // Son Heung-min twice
    const matches = JSON.parse(fixtureFile('tiny.json').content)
    const base = { round: 'Final', date: '2026-07-25', score: { ft: [1, 0] } }
    matches.matches.push(
      { ...base, team1: 'W101', team2: 'Uruguay', goals1: [{ name: 'Somebody', minute: '3' }] },
      { ...base, team1: 'South Korea', team2: 'Korea Republic' },
    )
    const c = await t.loginAs('community')
    const res = await c.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: [asFile('messy.squads.json', squads), asFile('messy.json', matches)] },
    })
    expect(res.statusCode, res.body).toBe(200)
    report = res.json().data
  })
  afterAll(() => t.close())

  it('imports a player listed twice in a squad once', async () => {
    expect(await countRows(t.db, 'players')).toBe(6)
    expect(await countRows(t.db, 'national_squad_players')).toBe(6)
    expect(report.files[0]?.counts.players).toEqual({ created: 6, updated: 0, unchanged: 0 })
  })

  it('skips matches with an unknown team or the same team twice, and reports them', async () => {
    const matches = report.files[1]
    if (matches?.kind !== 'matches') throw new Error('expected the matches report')
    expect(matches.skippedMatches).toEqual([
      '2026-07-25 W101 – Uruguay: unknown team',
      '2026-07-25 South Korea – Korea Republic: the same team on both sides',
    ])
    expect(matches.reconciliation.unknownTeams).toEqual(['W101'])
    expect(matches.reconciliation.unmatched).toContainEqual(
      expect.objectContaining({ name: 'Somebody', reason: 'unknown team' }),
    )
    expect(await countRows(t.db, 'games')).toBe(1)
  })
})
