import { sql } from 'drizzle-orm'
import {
  type ClubCounted,
  clubCounted,
  type FilterCoverage,
} from '../../../src/api/contract/schemas/scout-filter'
import { positionCodes } from '../../../src/api/contract/terms/players'
import type { Db } from '../../db/client'
import { positionSearchBits } from '../players/position-set'

// How many players have each filtered field recorded (decision 0038). Not part of the filter's statement, which
// stays as fast as decisions 0026–0033 made it: this is one separate read of every player (2–4 s at 1,000,000 on
// PostgreSQL, ~0.1 s at 100,000), so its answer is kept per server process and shared by every scout — for five
// seconds, never longer (decision 0060): an answer kept a minute and recounted behind its next asker was shown
// minutes old after a quiet spell. Askers while a count runs share it; an import forgets the answer at once.
//
// A number counts as recorded where a sheet could record it (decision 0056): matches, minutes and assists for
// players on a sheet with a line-up; goals for every player a sheet names, a sheet of scorers included.

/** How old a shared answer may be: what the community records shows on the scout's next read after this. */
const FRESH_MS = 5_000

const positionCounts = positionCodes.map(
  (code) =>
    sql`count(*) filter (where position_set & ${sql.raw(String(positionSearchBits([code])))} <> 0)::int`,
)

// Per database (each test app has its own): the answer given (or being counted) and when its count began.
const keptFor = new WeakMap<Db, { at: number; value: Promise<FilterCoverage> }>()

interface CountRow {
  players: number
  age: number
  gender: number
  nationality: number
  club: number
  foot: number
  height: number
  weight: number
  contract: number
  market_value: number
  on_loan: number
  passport: number
  matches: number
  minutes: number
  goals: number
  assists: number
  ratings: number
  position: number
  positions: number[]
}

async function count(db: Db): Promise<FilterCoverage> {
  const result = await db.execute(sql`
    select count(*)::int as players,
      count(date_of_birth)::int as age, count(gender)::int as gender, count(nationality_id)::int as nationality,
      count(current_club_id)::int as club, count(preferred_foot)::int as foot, count(height_cm)::int as height,
      count(weight_kg)::int as weight, count(contract_expires)::int as contract,
      count(market_value)::int as market_value, count(on_loan)::int as on_loan,
      count(*) filter (where cardinality(passports) > 0)::int as passport,
      count(*) filter (where position_set <> 0)::int as position,
      array[${sql.join(positionCounts, sql`, `)}] as positions,
      (select count(*) filter (where lineup_matches > 0) from player_totals)::int as matches,
      (select count(*) filter (where lineup_matches > 0) from player_totals)::int as minutes,
      (select count(*) filter (where matches > 0) from player_totals)::int as goals,
      (select count(*) filter (where lineup_matches > 0 or assists > 0) from player_totals)::int as assists,
      (select count(*) from player_attributes)::int as ratings
    from players`)
  const row = result.rows[0] as unknown as CountRow
  return {
    players: row.players,
    recorded: {
      age: row.age,
      gender: row.gender,
      nationality: row.nationality,
      club: row.club,
      foot: row.foot,
      height: row.height,
      weight: row.weight,
      contract: row.contract,
      market_value: row.market_value,
      on_loan: row.on_loan,
      passport: row.passport,
      matches: row.matches,
      minutes: row.minutes,
      goals: row.goals,
      assists: row.assists,
      ratings: row.ratings,
      position: row.position,
      positions: Object.fromEntries(positionCodes.map((code, i) => [code, Number(row.positions[i] ?? 0)])),
    },
    counted_at: new Date().toISOString(),
  }
}

export function filterCoverage(db: Db, now = Date.now()): Promise<FilterCoverage> {
  const kept = keptFor.get(db)
  if (kept && now - kept.at <= FRESH_MS) return kept.value
  const value = count(db)
  keptFor.set(db, { at: now, value })
  // A failed count is not kept: the next request asks again.
  value.catch(() => {
    if (keptFor.get(db)?.value === value) keptFor.delete(db)
  })
  return value
}

/** Forgets the kept counts (an import just changed them). */
export const forgetFilterCoverage = (db: Db) => keptFor.delete(db)

/** Each club-fillable field: the club's column and the community's, as the filter compares them. */
const clubColumns: Record<ClubCounted, [string, string]> = {
  foot: ['f.preferred_foot', 'p.preferred_foot'],
  height: ['f.height_cm', 'p.height_cm'],
  weight: ['f.weight_kg', 'p.weight_kg'],
  contract: ['f.contract_expires', 'p.contract_expires'],
  market_value: ['f.market_value', 'p.market_value'],
  on_loan: ['f.on_loan', 'p.on_loan'],
  passport: ['f.passports', "nullif(p.passports, '{}')"],
}

/**
 * The coverage a scout sees: the community's counts, plus the players only his club's own values cover (counted
 * for his club alone, never kept: a club's values change only by its own imports), and how many are his club's.
 */
export async function coverageFor(db: Db, ownerUid: string): Promise<FilterCoverage> {
  const shared = await filterCoverage(db)
  const counts = clubCounted.flatMap((name) => {
    const [club, community] = clubColumns[name]
    return [
      sql`count(${sql.raw(club)})::int as ${sql.identifier(name)}`,
      sql`count(*) filter (where ${sql.raw(club)} is not null and ${sql.raw(community)} is null)::int as ${sql.identifier(`${name}_added`)}`,
    ]
  })
  const [row] = (
    await db.execute<Record<string, number>>(sql`select count(*)::int as n, ${sql.join(counts, sql`, `)}
      from club_player_facts f join players p on p.uid = f.player_uid where f.owner_uid = ${ownerUid}`)
  ).rows
  if (!row?.n) return shared
  const recorded = { ...shared.recorded }
  for (const name of clubCounted) recorded[name] += row[`${name}_added`] ?? 0
  return {
    ...shared,
    recorded,
    by_club: Object.fromEntries(clubCounted.map((name) => [name, row[name] ?? 0])),
  }
}
