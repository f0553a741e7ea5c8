import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wireTime } from '../../server/db/reads/json-rows'
import { multipart, png } from '../fixtures/uploads/multipart'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { asListed, rowsAsRecords } from '../support/rows-as-records'
import { buildTestApp, type TestApp } from '../support/test-app'

// Pages PostgreSQL writes as the API's JSON (server/db/reads/json-rows.ts, decision 0047) must give what the
// same records read as objects give (server/db/reads/wire-row.ts): the scout filter's rows against the scout's
// profile of each player and the shortlist's numbers, the lists and name searches of both areas against each
// player's record, field by field and in the same order, on awkward values.

let t: TestApp
let scout: TestClient
let community: TestClient
const uids: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  scout = await t.loginAs('scout')
  const make = factories(community)
  const country = await make.country({ name: 'Côte d’Ivoire "CIV"', code: 'CIV' })
  const club = await make.club({ name: 'Back\\slash & <Sons>\tFC' })
  for (const [name, extra] of [
    ['Zoë "Ice" O’Neil', { positions: ['CM', 'CAM'], height_cm: 171, preferred_foot: 'left' }],
    ['Ağa Çelik 😀', { current_club_id: club.uid, shirt_number: 0, date_of_birth: '2008-02-29' }],
    ['Plain Name', {}],
  ] as const) {
    const made = await make.player({ name, nationality_id: country.uid, main_position: 'ST', ...extra })
    uids.push(made.uid)
  }
  const pic = await community.inject({
    method: 'POST',
    url: `/api/community/profile_pic/${uids[0]}`,
    ...(await multipart({}, { field: 'pic', data: await png(), filename: 'p.png' })),
  })
  expect(pic.statusCode, pic.body).toBe(200)
  const shortlisted = await scout.inject({
    method: 'POST',
    url: '/api/scout/setShortlist',
    payload: { uid: uids[1], is_shortlisted: true },
  })
  expect(shortlisted.statusCode, shortlisted.body).toBe(200)
})
afterAll(() => t.close())

/** Each page at `urls` holds some of the players made here, each equal to `recordUrl`'s answer for him. */
async function expectRowsAsRecords(client: TestClient, urls: string[], recordUrl: (uid: string) => string) {
  for (const url of urls)
    expect((await rowsAsRecords(client, url, recordUrl, uids)).length, url).toBeGreaterThan(0)
}

describe('a page written as JSON by PostgreSQL', () => {
  it("gives each player of the scout's filter as the scout's profile gives him, with his key numbers", async () => {
    const res = await scout.inject({
      method: 'POST',
      url: '/api/scout/filter',
      payload: { positions: ['ST'] },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const rows = res.json().data as Record<string, unknown>[]
    expect(rows.map((row) => row.uid).sort()).toEqual([...uids].sort())
    const shortlist = (await scout.inject({ url: '/api/scout/shortlisted' })).json().data
    for (const { stats, ...player } of rows) {
      const profile = asListed((await scout.inject({ url: `/api/scout/profile/${player.uid}` })).json().data)
      expect(player).toEqual(profile)
      expect(Object.keys(player)).toEqual(Object.keys(profile))
      // On no game sheet: no match, minute or assist recorded (decision 0056), no goal.
      expect(stats).toEqual({ matches: null, lineup_matches: 0, minutes: null, goals: 0, assists: null })
    }
    const starred = rows.find((row) => row.uid === uids[1])!
    expect(starred).toMatchObject({ is_shortlisted: true, shortlisted_at: shortlist[0].shortlisted_at })
    expect(rows.find((row) => row.uid === uids[0])!.thumb).toMatch(/^\/api\/files\//)
  })

  it("gives each player of the scout's list and name search as the scout's profile gives him", async () => {
    const urls = ['/api/scout/list?limit=50', '/api/scout/search?q=zo%C3%AB', '/api/scout/search?q=celik']
    await expectRowsAsRecords(scout, urls, (uid) => `/api/scout/profile/${uid}`)
  })

  it("gives each player of the community's list and name search as his record reads", async () => {
    const urls = [
      '/api/community/player?limit=50',
      '/api/community/search?q=plain',
      '/api/community/search?q=aga',
    ]
    await expectRowsAsRecords(community, urls, (uid) => `/api/community/profile/${uid}`)
  })

  it('writes a timestamp as JavaScript reads it: UTC, milliseconds cut, not rounded', async () => {
    const given = [
      '2026-11-26 03:26:58.781898+00',
      '2026-11-26 03:26:58.999999+00',
      '2026-11-26 03:26:58.2899+00',
      '2026-11-26 03:26:58+00',
      '1999-12-31 23:59:59.9995-05',
      '2026-03-29 01:30:00.5+02',
    ]
    for (const text of given) {
      const { rows } = await t.db.execute<{ wire: string }>(
        sql`select ${wireTime(sql`${text}::timestamptz`)} as wire`,
      )
      expect(rows[0]!.wire, text).toBe(new Date(text).toISOString())
    }
  })
})
