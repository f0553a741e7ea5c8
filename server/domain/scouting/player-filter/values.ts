import { sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import { positionsMatching } from '../../../../src/api/contract/terms/players'
import type { Bound } from '../../../db/reads/prepared'
import { BIT_ORDER, positionSearchBits } from '../../players/position-set'
import { nameConditionValues } from '../../support/name-search'

// The values of a filter's statement, each named for what it holds. The statement is built once per shape
// (shape.ts) with a placeholder of each name it uses, and a request fills them from statementValues alone: building
// the statement's drizzle SQL again on every request, only to gather its values in order, cost ~14 % of the
// request's server CPU (why: decision 0047).

/** Where the statement takes the value of a name: a placeholder of a prepared statement, or a parameter. */
export type Slot = (name: string) => Bound

/** The named placeholders of a statement prepared once per shape. */
export const placeholderSlot: Slot = (name) => sql.placeholder(name)

/** The values themselves as parameters (a statement run once: the count of a page past the end). */
export const paramSlot =
  (values: Record<string, unknown>): Slot =>
  (name) =>
    sql.param(values[name])

/** The name of a value of the free text's condition (support/name-search.ts: its prefix, substring, text). */
export const qSlotName = (key: string) => `q_${key}`

/** The name of an attribute's threshold (attribute names are a closed list: the contract's). */
export const ratingSlotName = (attribute: string) => `rating:${attribute}`

/**
 * Every value a filter's statement can take, by name: what a statement of the filter's shape does not use is
 * left unread (tests/api/scout-filter-shapes.test.ts holds the two to each other over thousands of filters).
 */
export function statementValues(
  f: PlayerFilter,
  scoutUid: string,
  ownerUid: string | null = null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    scout: scoutUid,
    owner: ownerUid ?? scoutUid,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
    country_id: f.country_id,
    club_id: f.club_id,
    gender: f.gender,
    foot: f.foot,
    age_min: f.age_min,
    age_max: f.age_max,
    height_min: f.height_min,
    height_max: f.height_max,
    weight_min: f.weight_min,
    weight_max: f.weight_max,
    contract_expires_before: f.contract_expires_before,
    market_value_max: f.market_value_max,
    currency: f.currency ?? 'EUR',
    passport: f.passport?.toLowerCase(),
    season: f.season,
    league_id: f.league_id,
    tournament_id: f.tournament_id,
    min_matches: f.min_matches,
    min_minutes: f.min_minutes,
    min_goals: f.min_goals,
    min_assists: f.min_assists,
  }
  if (f.q) {
    for (const [key, value] of Object.entries(nameConditionValues(f.q))) values[qSlotName(key)] = value
  }
  if (f.positions?.length) {
    const codes = positionsMatching(f.positions)
    values.position_bits = positionSearchBits(f.positions)
    // A filter of one position reads its branch by the position's number (position-branches.ts).
    if (codes.length === 1) values.position_number = BIT_ORDER.indexOf(codes[0]!)
  }
  for (const [attribute, min] of Object.entries(f.attributes ?? {})) values[ratingSlotName(attribute)] = min
  return values
}
