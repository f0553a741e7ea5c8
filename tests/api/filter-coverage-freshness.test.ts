import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { playerPaths, scoutPlayerPaths } from '../../src/api/contract/terms/paths'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// "Recorded for N of M players" under each of the scout's filters (decision 0038) follows what the community
// records within seconds (server/domain/scouting/filter-coverage.ts): a count a few seconds old is shared, an
// older one is never shown — not after a quiet spell either.

let t: TestApp
let scout: TestClient
let community: TestClient

const footRecorded = async () => {
  const res = await scout.inject({ url: scoutPlayerPaths.filterCoverage })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.recorded.foot as number
}
const recordFoot = async (uid: string, version: number) => {
  const res = await community.inject({
    method: 'PUT',
    url: playerPaths.profile(uid),
    payload: { version, preferred_foot: 'left' },
  })
  expect(res.statusCode, res.body).toBe(200)
}
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
}

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  community = await t.loginAs('community')
})
afterAll(() => t.close())
afterEach(() => vi.useRealTimers())

describe('filter coverage', () => {
  it('counts a foot recorded after a quiet spell of 3.5 minutes, and one recorded 6 seconds before', async () => {
    const make = factories(community)
    const [first, second] = [await make.player({ name: 'Ada Left' }), await make.player({ name: 'Bo Left' })]
    const before = await footRecorded()
    await recordFoot(first.uid, first.version)
    later(210_000)
    expect(await footRecorded()).toBe(before + 1)
    await recordFoot(second.uid, second.version)
    later(6_000)
    expect(await footRecorded()).toBe(before + 2)
  })
})
