import { is, Placeholder } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playersOfPageQuery } from '../../server/domain/players/player-reads'
import { afterValues } from '../../server/domain/scouting/player-filter/order-key'
import { type PlannedFilter, walksWithin } from '../../server/domain/scouting/player-filter/plan'
import { statementKey } from '../../server/domain/scouting/player-filter/shape'
import { filterPageSql } from '../../server/domain/scouting/player-filter/sql'
import { statementValues } from '../../server/domain/scouting/player-filter/values'
import { playerFilterBody } from '../../src/api/contract/schemas/scout-filter'
import { buildTestApp, type TestApp } from '../support/test-app'

// The scout filter's statement is prepared once per shape (shapeOf) and its SQL text is not built again for a
// shape it has seen: two filters of one shape must give the same text with the same placeholders, or a request
// would run another filter's SQL. Checked over thousands of generated filters, each setting a few fields with
// values that include the edge cases the builders decide by (empty, zero, false, a short or a long name). The
// statement takes its values by name from statementValues, which must give each one it reads.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

const uid = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`
const fields: Record<string, (pick: <T>(xs: readonly T[]) => T) => unknown> = {
  q: (pick) => pick(['', 'ab', 'Mba', 'Mbappe', 'lucas bo', '50%_off']),
  positions: (pick) => pick([[], ['ST'], ['LW', 'CB'], ['FW'], ['GK']]),
  country_id: (pick) => uid(pick([1, 2, 3])),
  club_id: (pick) => uid(pick([4, 5])),
  league_id: (pick) => uid(pick([6, 7])),
  tournament_id: (pick) => uid(pick([8, 9])),
  gender: (pick) => pick(['male', 'female']),
  foot: (pick) => pick(['left', 'right', 'both']),
  age_min: (pick) => pick([0, 16, 18]),
  age_max: (pick) => pick([16, 17, 23, 30, 40]),
  height_min: (pick) => pick([150, 170]),
  height_max: (pick) => pick([190, 200]),
  season: (pick) => pick(['2026', '2025/26']),
  min_matches: (pick) => pick([0, 1, 10]),
  min_minutes: (pick) => pick([0, 90, 900]),
  min_goals: (pick) => pick([0, 1, 1.5]),
  min_assists: (pick) => pick([0, 2, 0.5]),
  per_90: (pick) => pick([true, false]),
  attributes: (pick) => pick([{}, { pace: 15 }, { pace: 60, 'physical.pace': 12 }, { shooting: 70 }]),
  sort: (pick) => pick(['name', 'age', 'goals', 'minutes', 'pace']),
  order: (pick) => pick(['asc', 'desc']),
  page: (pick) => pick([1, 2, 7]),
  limit: (pick) => pick([10, 20, 50]),
}

describe('the scout filter prepared per shape', () => {
  it('gives one SQL text and one set of placeholders for every filter of a shape', () => {
    const next = random(20261124)
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!
    const names = Object.keys(fields)
    const seen = new Map<string, { text: string; raw: unknown }>()
    let repeats = 0
    for (let i = 0; i < 4000; i++) {
      const raw: Record<string, unknown> = {}
      for (let k = 0; k < 1 + Math.floor(next() * 4); k++) {
        const name = pick(names)
        raw[name] = fields[name]!(pick)
      }
      const parsed = playerFilterBody.safeParse(raw)
      if (!parsed.success) continue
      // Every statement a filter may run: the walk down a number's index, and its matches sorted; each read as a
      // screen's page (by offset) or as a file's rows (its first page, then after a key); and, when few players
      // meet a minimum it asks (number-minimums.ts), as a filter that is not open.
      const planned: PlannedFilter[] = [parsed.data, { ...parsed.data, fewByNumber: true }]
      const reads = planned.flatMap((f) =>
        (walksWithin(f) ? [true, false] : [false]).flatMap((within) =>
          (['screen', 'file start', 'file after'] as const).map((page) => ({ f, within, page })),
        ),
      )
      for (const { f, ...read } of reads) {
        const built = playersOfPageQuery(t.db, filterPageSql(f, read)).toSQL()
        const placeholders = built.params.map((p) => (p as { name?: string }).name ?? JSON.stringify(p))
        const text = `${built.sql}\n${placeholders.join()}`
        // Every value the statement takes is one the filter gives (values.ts): none missing, none left unset.
        const values: Record<string, unknown> = {
          ...statementValues(parsed.data, uid(10)),
          ...(read.page === 'file after' ? afterValues({ key: 'x', uid: uid(11) }) : {}),
        }
        for (const param of built.params)
          if (is(param, Placeholder))
            expect(values[param.name], `${param.name} of ${JSON.stringify(raw)}`).not.toBeUndefined()
        const key = statementKey(f, read)
        const before = seen.get(key)
        if (!before) seen.set(key, { text, raw })
        else {
          if (JSON.stringify(before.raw) !== JSON.stringify(raw)) repeats++
          expect(text, `${JSON.stringify(before.raw)} and ${JSON.stringify(raw)} share a shape`).toBe(
            before.text,
          )
        }
      }
    }
    // Not vacuous: many shapes, and many met again with other values.
    expect(seen.size).toBeGreaterThan(300)
    expect(repeats).toBeGreaterThan(1000)
  }, 90_000) // 4,000 filters built twice: under 11 s on a quiet CI, 42 s on a machine four test runs share
})
