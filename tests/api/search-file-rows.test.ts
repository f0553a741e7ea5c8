import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PlayerFileRow, searchColumns } from '../../server/domain/exports/player-columns'
import type { PageKey } from '../../server/domain/players/player-reads'
import { filterFilePage, filterPlayersJson } from '../../server/domain/scouting/player-filter/run'
import { playerFilterBody } from '../../src/api/contract/schemas/scout-filter'
import { csvRows } from '../../src/rules/csv-table'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's search file reads each player as the few fields its columns write (scouting/file-row.ts), not as the
// screen's whole object. Its cells must be the screen's, player for player: a minor by his age band and year of
// birth (and not at all without his guardian's consent), numbers empty where no sheet recorded them, no club or
// country where none is known, the scout's own shortlist.

let t: TestApp
let scoutUid: string
const thisYear = new Date().getUTCFullYear()

beforeAll(async () => {
  t = await buildTestApp()
  scoutUid = (await t.loginAs('scout')).account.uid
  await t.db.execute(
    sql`insert into countries (uid, name, code) values (gen_random_uuid(), 'Rowland', 'ROW')`,
  )
  await t.db.execute(sql`insert into clubs (uid, name) values (gen_random_uuid(), 'Row "Quoted", FC')`)
  // Adults with and without a country, a club and a birth date; minors with consent (with and without consent
  // to photos) and one without any consent, whom no scout may read.
  await t.db.execute(sql`insert into players (uid, name, gender, date_of_birth, nationality_id, current_club_id,
      main_position, consent_given, consent_photos)
    select gen_random_uuid(), 'Row Player ' || i, 'male',
      case when i % 7 = 0 then null
           when i % 5 = 0 then make_date(${thisYear} - 15, 1 + i % 12, 1)
           else date '1996-03-09' + i end,
      case when i % 2 = 0 then (select uid from countries where code = 'ROW') end,
      case when i % 3 = 0 then (select uid from clubs where name like 'Row %') end,
      case when i % 4 = 0 then 'GK' when i % 4 = 1 then 'ST' when i % 4 = 2 then 'CB' end,
      i % 5 = 0 and i % 10 <> 5 or i = 5, i % 10 = 0
    from generate_series(1, 40) i`)
  // Numbers recorded, a scorer known only from goals (matches, minutes and assists unknown), nothing at all.
  await t.db.execute(sql`update player_totals s set goals = p.n % 3, assists = p.n % 2,
      lineup_matches = case when p.n % 4 = 0 then 0 else p.n % 5 end, minutes = 90 * (p.n % 5)
    from (select uid, row_number() over (order by uid) as n from players) p where s.player_id = p.uid`)
  await t.db.execute(sql`insert into scout_shortlists (scout_uid, player_uid)
    select ${scoutUid}, uid from players where name like 'Row Player 1%'`)
}, 60_000)
afterAll(() => t.close())

type Row = PlayerFileRow

/** The CSV rows of a whole filter as its file reads it: pages of 6, each after the last one's key. */
async function fileCsv(filter: Record<string, unknown>) {
  const f = playerFilterBody.parse({ ...filter, limit: 6 })
  const rows: Row[] = []
  let after: PageKey | null = null
  for (;;) {
    const page = await filterFilePage(t.db, scoutUid, f, after)
    const got = JSON.parse(page.json) as Row[]
    rows.push(...got)
    if (got.length < f.limit) return { csv: csvRows(searchColumns, rows), bytes: page.json.length, rows }
    after = page.last
  }
}

/** The same filter's CSV rows written from the screen's whole objects. */
async function screenCsv(filter: Record<string, unknown>) {
  const f = playerFilterBody.parse({ ...filter, limit: 100 })
  const json = (await filterPlayersJson(t.db, scoutUid, f)).json
  return { csv: csvRows(searchColumns, JSON.parse(json) as Row[]), json }
}

describe("a search file's rows", () => {
  it("write the screen's cells for every player, minors banded and hidden as on the screen", async () => {
    for (const filter of [
      { q: 'Row Player' },
      { q: 'Row Player', sort: 'goals', order: 'desc' },
      { q: 'Row Player', sort: 'age' },
      { positions: ['GK'], sort: 'minutes' },
      { age_max: 17 },
    ]) {
      const file = await fileCsv(filter)
      const screen = await screenCsv(filter)
      expect(file.csv, JSON.stringify(filter)).toBe(screen.csv)
    }
    // Not vacuous: the rows hold what the cases are about.
    const all = await fileCsv({ q: 'Row Player' })
    expect(all.rows).toHaveLength(38) // the two minors without consent (15 and 25) left out
    expect(all.csv).toMatch(/,U16,\d{4},/) // a minor's band and year of birth
    expect(all.csv).not.toMatch(new RegExp(`${thisYear - 15}-\\d\\d-\\d\\d`)) // never his birth date
    expect(all.csv).toMatch(/"Row ""Quoted"", FC"/)
    expect(all.csv).toMatch(/,,,2,,/) // a scorer: matches, minutes and assists unknown
    expect(all.rows.some((r) => r.is_shortlisted)).toBe(true)
    expect(all.rows.some((r) => !r.is_shortlisted)).toBe(true)
  })

  it('are a fraction of the screen’s objects', async () => {
    const file = await fileCsv({ q: 'Row Player', limit: 100 })
    const screen = await screenCsv({ q: 'Row Player' })
    expect(Object.keys(file.rows[0]!).sort()).toEqual(
      [
        'uid',
        'name',
        'main_position',
        'age',
        'age_band',
        'date_of_birth',
        'birth_year',
        'nationality',
        'current_club',
        'stats',
        'is_shortlisted',
      ].sort(),
    )
    expect(JSON.stringify(file.rows).length).toBeLessThan(screen.json.length / 2)
  })
})
