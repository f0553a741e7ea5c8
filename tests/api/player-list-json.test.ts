import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart, png } from '../fixtures/uploads/multipart'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { rowsAsRecords } from '../support/rows-as-records'
import { buildTestApp, type TestApp } from '../support/test-app'

// Lists send each player from the JSON the database keeps for him (migration 0029, decision 0048), written again
// by triggers when he changes and when what his record names changes. Whatever a member does, each player of a
// list must equal his record read alone (worked out live by the family engine), in both areas.

const onPostgres = process.env.TEST_DB_KIND === 'pg'

let t: TestApp
let community: TestClient
let scout: TestClient
let make: Factories
let country: Made
let club: Made
const mine: string[] = []

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  scout = await t.loginAs('scout')
  make = factories(community)
  country = await make.country({ name: 'Listland', code: 'LSL' })
  club = await make.club({ name: 'Listed FC' })
  for (const name of ['Kept Json One', 'Kept Json Two'])
    mine.push((await make.player({ name, nationality_id: country.uid, current_club_id: club.uid })).uid)
})
afterAll(() => t.close())

const get = async (client: TestClient, url: string) => {
  const res = await client.inject({ url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const put = async (url: string, payload: Record<string, unknown>) => {
  const { version } = await get(community, url)
  const res = await community.inject({ method: 'PUT', url, payload: { version, ...payload } })
  expect(res.statusCode, res.body).toBe(200)
}

/** This test's players as the community's list, its name search and the scout's name search send them. */
async function listed(): Promise<Record<string, unknown>[]> {
  const pages = [
    [community, '/api/community/player?limit=100', '/api/community/profile/'],
    [community, '/api/community/search?q=kept%20json', '/api/community/profile/'],
    [scout, '/api/scout/search?q=kept%20json', '/api/scout/profile/'],
  ] as const
  const rows: Record<string, unknown>[] = []
  for (const [client, url, recordUrl] of pages) {
    const found = await rowsAsRecords(client, url, (uid) => recordUrl + uid, mine)
    expect(found.map((p) => p.uid).sort(), url).toEqual([...mine].sort())
    if (client === community && url.includes('search')) rows.push(...found)
  }
  return rows
}
const one = (rows: Record<string, unknown>[], uid: string) => rows.find((p) => p.uid === uid)!

describe("a player's list JSON, kept by the database", () => {
  it('follows his own edits', async () => {
    await put(`/api/community/profile/${mine[0]}`, {
      name: 'Kept Json Uno',
      height_cm: 188,
      email: 'u@x.test',
    })
    expect(one(await listed(), mine[0]!)).toMatchObject({ name: 'Kept Json Uno', height_cm: 188, version: 2 })
  })

  it('follows a rename of his country and of his club', async () => {
    await put(`/api/community/country/${country.uid}`, { name: 'Listland Republic' })
    await put(`/api/community/club/${club.uid}`, { name: 'Listed FC 1899' })
    for (const uid of mine)
      expect(one(await listed(), uid)).toMatchObject({
        nationality: 'Listland Republic',
        current_club: 'Listed FC 1899',
      })
  })

  it('follows his picture, set and cleared', async () => {
    const url = `/api/community/profile_pic/${mine[1]}`
    const pic = await community.inject({
      method: 'POST',
      url,
      ...(await multipart({}, { field: 'pic', data: await png(), filename: 'p.png' })),
    })
    expect(pic.statusCode, pic.body).toBe(200)
    expect(one(await listed(), mine[1]!).thumb).toMatch(/^\/api\/files\//)
    expect((await community.inject({ method: 'DELETE', url })).statusCode).toBe(200)
    expect(one(await listed(), mine[1]!)).toMatchObject({ pic: null, thumb: null })
  })

  it('leaves nothing behind a deleted player', async () => {
    const gone = await make.player({ name: 'Kept Json Gone' })
    const del = await community.inject({
      method: 'DELETE',
      url: `/api/community/profile/${gone.uid}?version=1`,
    })
    expect(del.statusCode, del.body).toBe(200)
    const { rows } = await t.database.db.execute(
      `select 1 from player_list_json where player_id = '${gone.uid}'`,
    )
    expect(rows).toEqual([])
  })

  it.skipIf(!onPostgres)(
    'never keeps an old club name when a rename runs at the same moment as a move into or out of that club, or a deletion',
    async () => {
      const pool = (t.db as unknown as { $client: pg.Pool }).$client
      const other = await make.club({ name: 'Moving Target' })
      /** `first` runs in an open transaction; `second`, on another connection, must wait for its commit. */
      const race = async (first: string, second: string) => {
        const office = await pool.connect()
        try {
          await office.query('begin')
          await office.query(first)
          let done = false
          const tablet = pool.query(second).then(() => {
            done = true
          })
          await new Promise((resolve) => setTimeout(resolve, 300))
          expect(done).toBe(false)
          await office.query('commit')
          await tablet
        } finally {
          office.release()
        }
      }
      const move = (uid: string, to = other.uid) =>
        `update players set current_club_id = '${to}' where uid = '${uid}'`
      const rename = (name: string) => `update clubs set name = '${name}' where uid = '${other.uid}'`
      // Into the club being renamed, each way round.
      await race(move(mine[0]!), rename('Moving Target A'))
      await race(rename('Moving Target B'), move(mine[1]!))
      let rows = await listed()
      for (const uid of mine) expect(one(rows, uid).current_club).toBe('Moving Target B')
      // Out of it, each way round.
      await race(move(mine[0]!, club.uid), rename('Moving Target C'))
      await race(rename('Moving Target D'), move(mine[1]!, club.uid))
      rows = await listed()
      for (const uid of mine) expect(one(rows, uid).current_club).toBe('Listed FC 1899')
      // Deleted from it, each way round: the rename neither fails nor brings him back.
      for (const [i, name] of ['Moving Target E', 'Moving Target F'].entries()) {
        const leaving = await make.player({ name: `Leaving ${i}`, current_club_id: other.uid })
        const remove = `delete from players where uid = '${leaving.uid}'`
        if (i === 0) await race(remove, rename(name))
        else await race(rename(name), remove)
        const { rows: left } = await pool.query('select 1 from player_list_json where player_id = $1', [
          leaving.uid,
        ])
        expect(left).toEqual([])
      }
    },
  )
})
