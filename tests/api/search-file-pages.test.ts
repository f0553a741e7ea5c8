import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageKey } from '../../server/domain/players/player-reads'
import { filterFilePage, filterPlayersJson } from '../../server/domain/scouting/player-filter/run'
import { type PlayerFilter, playerFilterBody } from '../../src/api/contract/schemas/scout-filter'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's search file reads its pages one after another, each after the last player of the page before (its
// order's key, decision 0069) instead of by offset. It must hold the players the screen shows, in the screen's
// order, for every sort and direction — ties on the sorted value (the same name in two cases, the same goals),
// values that are missing (no birth date, no rating: last), the walk down a number's index, a filter that picks
// out a few — and a player added before a page's start between two pages must not shift the rest.

const PLAYERS = 60
let t: TestApp
let scoutUid: string
let country: string
beforeAll(async () => {
  t = await buildTestApp()
  scoutUid = (await t.loginAs('scout')).account.uid
  country = (
    await t.db.execute<{ uid: string }>(
      sql`insert into countries (uid, name, code) values (gen_random_uuid(), 'Tieland', 'TIE') returning uid`,
    )
  ).rows[0]!.uid
  // Names repeat (and differ only in case), a birth date every fifth is missing and others repeat, goals and pace
  // take four values (pace missing for every sixth): many ties, each broken by the uid.
  await t.db.execute(sql`insert into players (uid, name, gender, date_of_birth, nationality_id, main_position)
    select gen_random_uuid(), case when i % 3 = 0 then 'same name' when i % 3 = 1 then 'Same Name' else 'Other ' || i end,
      'male', case when i % 5 = 0 then null else date '1995-01-01' + (i % 4) end,
      case when i % 2 = 0 then ${country}::uuid end, case when i % 4 = 0 then 'LW' else 'CM' end
    from generate_series(1, ${PLAYERS}) i`)
  await t.db.execute(sql`update player_totals s set goals = p.n % 4, minutes = 90 * (p.n % 3), lineup_matches = p.n % 2
    from (select uid, row_number() over (order by uid) as n from players) p where s.player_id = p.uid`)
  await t.db.execute(sql`insert into player_attributes (player_id, pace)
    select uid, case when n % 6 = 0 then null else 40 + n % 4 end
    from (select uid, row_number() over (order by uid) as n from players) p`)
}, 60_000)
afterAll(() => t.close())

const uidsOf = (json: string) => (JSON.parse(json) as { uid: string }[]).map((p) => p.uid)

/** The screen's order: the whole result on one page. */
async function screenOrder(filter: Record<string, unknown>) {
  const f = playerFilterBody.parse({ ...filter, limit: 100 })
  return uidsOf((await filterPlayersJson(t.db, scoutUid, f)).json)
}

/** The file's order: pages of `limit` read one after the other, each after the last's key; `between` runs between them. */
async function fileOrder(
  filter: Record<string, unknown>,
  limit = 7,
  between?: (page: number) => Promise<void>,
) {
  const f: PlayerFilter = playerFilterBody.parse({ ...filter, limit })
  const uids: string[] = []
  let after: PageKey | null = null
  for (let page = 1; ; page++) {
    const read = await filterFilePage(t.db, scoutUid, f, after)
    const got = uidsOf(read.json)
    uids.push(...got)
    if (got.length < limit) return uids
    after = read.last
    await between?.(page)
  }
}

const sorts = ['name', 'age', 'goals', 'minutes', 'matches', 'pace', undefined]
const filters = sorts.flatMap((sort) =>
  ['asc', 'desc'].flatMap((order) => [
    { sort, order },
    { sort, order, country_id: 'COUNTRY' },
    { sort, order, positions: ['LW'] },
    { sort, order, min_goals: 1 },
  ]),
)

describe('a search file read after each page’s last player', () => {
  it('holds the screen’s players in the screen’s order, for every sort and direction', async () => {
    for (const raw of filters) {
      const filter = { ...raw, country_id: raw.country_id && country }
      const screen = await screenOrder(filter)
      expect(screen.length, JSON.stringify(raw)).toBeGreaterThan(7)
      expect(await fileOrder(filter), JSON.stringify(raw)).toEqual(screen)
    }
  })

  it('does not write a player twice when another is added before the page it is on', async () => {
    const filter = { sort: 'name' }
    const before = await screenOrder(filter)
    const file = await fileOrder(filter, 7, async (page) => {
      if (page === 1)
        await t.db.execute(
          sql`insert into players (uid, name, gender) values (gen_random_uuid(), 'Aaron First', 'male')`,
        )
    })
    expect(new Set(file).size).toBe(file.length)
    expect(file).toEqual(before)
  })
})
