import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapRowsOnce, mapsRowsOnce } from '../../server/db/reads/drizzle-internals'
import { clubs, players } from '../../server/db/schema/index'
import { buildTestApp, type TestApp } from '../support/test-app'

// Prepared reads map their rows with a mapping made once per statement (server/db/reads/drizzle-internals.ts,
// decision 0033), reaching into drizzle's prepared query. These hold it to giving what drizzle's own mapping
// gives — columns of every kind, computed values, nulls — and fail if a drizzle upgrade moves what it reaches.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await t.db.insert(clubs).values({ uid: '01900000-0000-7000-8000-0000000000c1', name: 'Flat Rows FC' })
  await t.db.insert(players).values([
    {
      uid: '01900000-0000-7000-8000-0000000000a1',
      name: 'Ada Flat',
      dateOfBirth: '2001-02-03',
      heightCm: 180,
      positions: ['ST', 'LW'],
      currentClubId: '01900000-0000-7000-8000-0000000000c1',
    },
    { uid: '01900000-0000-7000-8000-0000000000a2', name: 'Bo Nulls' },
  ])
})
afterAll(() => t.close())

const clubName = sql`(select ${clubs.name} from ${clubs} where ${clubs.uid} = ${players.currentClubId})`
const selection = {
  uid: players.uid,
  created_at: players.createdAt,
  date_of_birth: players.dateOfBirth,
  height_cm: players.heightCm,
  positions: players.positions,
  club: clubName,
  shirts: sql`array[${players.heightCm}, 7]`.mapWith((value: unknown) => `mapped:${String(value)}`),
}
const read = () =>
  t.db
    .select(selection)
    .from(players)
    .where(sql`${players.name} like ${sql.placeholder('like')}`)

describe('a prepared read mapped once', () => {
  it('gives exactly what drizzle maps, for every kind of column and for nulls', async () => {
    const prepared = mapRowsOnce(read().prepare('flat_rows_test'))
    expect(mapsRowsOnce(prepared)).toBe(true)
    const once = await prepared.execute({ like: '%' })
    const drizzles = await read()
      .orderBy(players.name)
      .execute({ like: '%' } as never)
    const byUid = (rows: { uid: string }[]) => [...rows].sort((a, b) => a.uid.localeCompare(b.uid))
    expect(byUid(once)).toEqual(byUid(drizzles))
    const ada = once.find((row) => row.uid.endsWith('a1'))!
    expect(ada).toMatchObject({
      date_of_birth: '2001-02-03',
      height_cm: 180,
      positions: ['ST', 'LW'],
      club: 'Flat Rows FC',
      shirts: 'mapped:180,7',
    })
    expect(ada.created_at).toBeInstanceOf(Date)
    expect(once.find((row) => row.uid.endsWith('a2'))).toMatchObject({ date_of_birth: null, club: null })
  })

  it("leaves a joined table's selection to drizzle, which turns a missing row into null", async () => {
    const joined = mapRowsOnce(
      t.db
        .select({ name: players.name, club: clubs })
        .from(players)
        .leftJoin(clubs, eq(clubs.uid, players.currentClubId))
        .where(eq(players.name, sql.placeholder('name')))
        .prepare('flat_rows_joined_test'),
    )
    expect(mapsRowsOnce(joined)).toBe(false)
    expect(await joined.execute({ name: 'Bo Nulls' })).toEqual([{ name: 'Bo Nulls', club: null }])
  })
})
