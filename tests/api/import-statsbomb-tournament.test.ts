import { afterAll, beforeAll, expect, it } from 'vitest'
import { generateTournament } from '../../bench/statsbomb/generate-tournament'
import type { ImportReport } from '../../src/api/contract/schemas/import'
import { importPaths } from '../../src/api/contract/schemas/import'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { countRows } from './import-support'

// A whole tournament — 64 line-up files, their events and the matches file, 130 files — goes in through one
// request of the community screen (the import took 10 files at most), and a second time changes nothing.

let t: TestApp
let community: TestClient
beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
})
afterAll(() => t.close())

it('imports 64 matches with their line-ups and events in one request, and again without a change', async () => {
  const files = generateTournament({ events: true })
  expect(files).toHaveLength(130)
  const res = await community.inject({ method: 'POST', url: importPaths.import, payload: { files } })
  expect(res.statusCode, res.body).toBe(200)
  const [season] = (res.json().data as ImportReport).files
  expect(season).toMatchObject({ kind: 'statsbomb', matches: 64, lineups: 64, events: 64, skipped: [] })
  expect(await countRows(t.db, 'games')).toBe(64)
  expect(await countRows(t.db, 'game_players')).toBe(64 * 2 * 26)
  expect(await countRows(t.db, 'players')).toBe(32 * 26)
  const extraTime = await t.db.execute(`select count(*)::int n from games where duration_minutes = 120`)
  expect((extraTime.rows[0] as { n: number }).n).toBeGreaterThan(0)

  const again = await community.inject({ method: 'POST', url: importPaths.import, payload: { files } })
  expect(again.statusCode, again.body).toBe(200)
  expect((again.json().data as ImportReport).totals).toMatchObject({ created: 0, updated: 0 })
}, 180_000)
