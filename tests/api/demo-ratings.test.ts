import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoRatings, seedDemoRatings } from '../../server/cli/seed/demo-ratings'
import {
  importOpenfootball,
  readOpenfootballFiles,
  WORLD_CUP_2026_FILES,
} from '../../server/domain/import/import-openfootball'
import { attributePaths } from '../../src/api/contract/schemas/players-attributes'
import { scoutPlayerPaths } from '../../src/api/contract/terms/paths'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The demo seed's invented ratings: on the World Cup squads the demo imports, every listed player is found and
// rated (so the demo's Compare draws a ratings radar), a second start changes nothing, and a player a member
// rated first keeps the member's ratings.

let t: TestApp
let scout: TestClient
let member: TestClient

const uidOf = async (name: string) => {
  const res = await scout.inject({
    method: 'GET',
    url: `${scoutPlayerPaths.search}?q=${encodeURIComponent(name)}`,
  })
  const found = (res.json().data as { uid: string; name: string }[]).find((p) => p.name === name)
  if (!found) throw new Error(`${name} is not in the demo squads`)
  return found.uid
}
const ratingsOf = async (uid: string) =>
  (await scout.inject({ method: 'GET', url: scoutPlayerPaths.attributes(uid) })).json().data

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  member = await t.loginAs('community')
  await importOpenfootball(t.db, await readOpenfootballFiles(WORLD_CUP_2026_FILES))
}, 120_000)
afterAll(() => t.close())

describe('demo ratings', () => {
  it('rates every listed player on the demo squads once, leaving a member’s own ratings alone', async () => {
    expect(demoRatings.length).toBeGreaterThanOrEqual(12)
    const kane = await uidOf('Harry Kane')
    const byMember = await member.inject({
      method: 'PUT',
      url: attributePaths.attributes(kane),
      payload: { pace: 71, shooting: 95 },
    })
    expect(byMember.statusCode).toBe(200)

    // Kane was rated by the member: every other listed player is rated by the seed.
    expect(await seedDemoRatings(t.db)).toBe(demoRatings.length - 1)
    const mbappe = await ratingsOf(await uidOf('Kylian Mbappé'))
    expect(mbappe).toMatchObject({ pace: 97, shooting: 90, passing: 80, dribbling: 92, defending: 36 })
    for (const [name] of demoRatings) expect((await ratingsOf(await uidOf(name))).pace).toBeGreaterThan(0)
    expect(await ratingsOf(kane)).toMatchObject({ pace: 71, shooting: 95, passing: null })

    // The next start finds them rated and changes nothing.
    expect(await seedDemoRatings(t.db)).toBe(0)
    expect((await ratingsOf(await uidOf('Kylian Mbappé'))).version).toBe(mbappe.version)
  }, 60_000)
})
