import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { countUpTo } from '../../../db/reads/capped-count'
import { playerPositionTotals, playerTotals } from '../../../db/schema/index'
import {
  asksOnePosition,
  careerMinimums,
  isOpen,
  type MinimumKey,
  OPEN_COUNT_CAP,
  type PlannedFilter,
  sortColumn,
} from './plan'
import { paramSlot, type Slot, statementValues } from './values'

// A minimum of a career number ("at least 15 goals") leaves an open filter's matches as many as most players or as
// few as none, by its value and the data: walked in a name's order, a minimum nobody meets read all 1,000,000
// players (5.3 s). Before the page is read, each such minimum is counted up to OPEN_COUNT_CAP from its number's
// index (at most 1,000 entries); met by fewer, the filter is read as one that picks out a few players (plan.ts
// isOpen): its matches found through that index and sorted — with one position, from that position's rows
// (plan.ts candidatesFromPositions), so "right wing-backs of 18–23 with 900 minutes" does not walk every player
// when no wing-back plays. A rate per 90 with no minimum of minutes is counted from its own index, among all
// players, and a filter it narrows finds its few there, whatever its position.

/** The column of player_totals (and its index) a minimum compares: the one its number's sort reads. */
const columnOf = (key: MinimumKey) => sql.identifier(sortColumn(key.slice('min_'.length)))

/**
 * The condition on `s` (the player's totals) for a minimum of a career number, as its index ranges over it: a
 * whole number (a threshold of 1.5 goals is 2).
 */
export const totalAtLeast = (key: MinimumKey, slot: Slot): SQL =>
  sql`s.${columnOf(key)} >= ceil(${slot(key)}::numeric)::int`

/**
 * What a rate per 90 with a minimum of minutes implies of the total: at least 0.5 goals per 90 over at least 900
 * minutes is at least 5 goals in the games whose minutes are recorded, so at least 5 goals in all — a range of the
 * goals' index, where the rate itself has none ("0.5 goals per 90, 900 minutes" walked every player: 1.9 s).
 */
const totalFloorPerNinety = (key: MinimumKey, slot: Slot): SQL =>
  sql`s.${columnOf(key)} >= ceil(${slot(key)}::numeric * ${slot('min_minutes')}::numeric / 90)::int`

/** The numerator of a rate per 90: the goals or assists of the games whose minutes are recorded. */
const timedColumn = { min_goals: playerTotals.timedGoals, min_assists: playerTotals.timedAssists }

/**
 * A rate per 90 minutes at least a value (a threshold may be 1.5), over the minutes recorded: the expression
 * player_totals' rate indexes hold (migration 0042), written alike so PostgreSQL ranges over them.
 */
export const rateAtLeast = (key: keyof typeof timedColumn, slot: Slot): SQL =>
  sql`(s.minutes > 0 and s.${sql.identifier(timedColumn[key].name)} * 90.0 / s.minutes >= ${slot(key)}::numeric)`

/** The filter's rates per 90 that a minimum of minutes gives a floor of the total. */
export const rateFloors = (f: PlannedFilter, slot: Slot): SQL[] =>
  careerMinimums(f).flatMap((m) => (m.read === 'floor' ? [totalFloorPerNinety(m.key, slot)] : []))

/**
 * The ranges of player_totals' indexes the filter's minimums give: each total's minimum, and each rate's floor;
 * or, for a bare rate per 90 ("1.5 goals per 90" walked every player: 393 ms at 1,000,000), the rate's own index.
 */
const ranges = (f: PlannedFilter, slot: Slot) => {
  const minimums = careerMinimums(f)
  return {
    floors: [
      ...minimums.flatMap((m) => (m.read === 'total' ? [totalAtLeast(m.key, slot)] : [])),
      ...rateFloors(f, slot),
    ],
    rates: minimums.flatMap((m) => (m.read === 'rate' ? [rateAtLeast(m.key, slot)] : [])),
  }
}

/**
 * The filter as its page is read: marked `fewByNumber` when it is open and one of its career minimums is met by
 * fewer than OPEN_COUNT_CAP players — of its one position when it asks one (that position's rows of
 * player_position_totals, by its index on the position and the number), else of all players; a bare rate per 90
 * always of all players (player_totals holds its index). One statement, only for an open filter with such a
 * minimum.
 */
export async function withMinimumsCounted<F extends PlannedFilter>(db: Db, f: F): Promise<F> {
  // The minimums' values and the position's number, as statementValues gives them to the page's statement.
  const slot = paramSlot(statementValues(f, ''))
  if (!isOpen(f)) return f
  // A bare rate is counted among all players, whose rows hold its index: fewer than the cap in all is fewer in one
  // position too.
  const { floors, rates } = ranges(f, slot)
  if (floors.length + rates.length === 0) return f
  const counts = [
    ...floors.map((floor) =>
      asksOnePosition(f)
        ? countUpTo(
            sql`${playerPositionTotals} s`,
            sql`s.position = ${slot('position_number')}::smallint and ${floor}`,
            OPEN_COUNT_CAP,
          )
        : countUpTo(sql`${playerTotals} s`, floor, OPEN_COUNT_CAP),
    ),
    ...rates.map((rate) => countUpTo(sql`${playerTotals} s`, rate, OPEN_COUNT_CAP)),
  ]
  const { rows } = await db.execute<{ n: number }>(sql`select least(${sql.join(counts, sql`, `)}) as n`)
  return Number(rows[0]?.n ?? 0) < OPEN_COUNT_CAP ? { ...f, fewByNumber: true } : f
}
