import type { SavedSearch } from '../../../src/api/contract/schemas/saved-searches'
import { type PlayerFilter, playerFilterBody } from '../../../src/api/contract/schemas/scout-filter'
import { dayWords, moneyWords } from '../../../src/api/contract/terms/recruitment'
import {
  filterBodyOf,
  type QueryKey,
  queryFromParams,
  queryKeys,
} from '../../../src/api/contract/terms/scout-filter-query'
import { positionSearchBits } from '../players/position-set'

// A saved search (the Players screen's fields by their key in the address) as the filter it runs, and as its
// parts: each field alone as a filter of its own, so an alert can say which of them a player newly meets.
// `per_90` is no condition of its own but how min_goals and min_assists read, `currency` how market_value_max
// reads; `sort` is none at all.

const notConditions = new Set<string>(['sort', 'per_90', 'currency'])

const filterOf = (fields: Record<string, string>): PlayerFilter =>
  playerFilterBody.parse(filterBodyOf(queryFromParams({ get: (key) => fields[key] ?? null }), 25))

export interface SearchPart {
  key: QueryKey
  value: string
  filter: PlayerFilter
  /** market_value_max's currency (its words say €, £ or $). */
  currency?: string
}

export function searchParts(fields: SavedSearch['filter']): { whole: PlayerFilter; parts: SearchPart[] } {
  const all = fields as Record<string, string>
  // In the screen's order of fields (the stored JSON keeps its own order of keys).
  const parts = queryKeys
    .flatMap((key) => (all[key] ? [[key, all[key]] as const] : []))
    .filter(([key]) => !notConditions.has(key))
    .map(([key, value]) => {
      const alone: Record<string, string> = { [key]: value }
      if ((key === 'min_goals' || key === 'min_assists') && all.per_90) alone.per_90 = all.per_90
      if (key === 'market_value_max' && all.currency) alone.currency = all.currency
      return {
        key: key as QueryKey,
        value,
        filter: filterOf(alone),
        ...(alone.currency ? { currency: alone.currency } : {}),
      }
    })
  return { whole: filterOf(all), parts }
}

/** What the player in view is (his age, foot …), to word the parts he meets. */
export interface PlayerFacts {
  age: number | null
  height_cm: number | null
  preferred_foot: string | null
  main_position: string | null
}

/** A part he meets, in words ("left foot", "age 19", "position LB", "value up to €5m"). */
export function metWords(
  part: { key: string; value: string; currency?: string },
  player: PlayerFacts,
): string {
  const { key, value } = part
  switch (key) {
    case 'weight_min':
      return `weight ${value}+ kg`
    case 'weight_max':
      return `weight up to ${value} kg`
    case 'market_value_max':
      return `value up to ${moneyWords({ amount: Number(value), currency: part.currency || 'EUR' })}`
    case 'contract_expires_before':
      return `contract ends before ${dayWords(value)}`
    case 'on_loan':
      return 'on loan'
    case 'passport':
      return `${value} passport`
  }
  if (key.endsWith('_min') && !key.startsWith('age') && !key.startsWith('height'))
    return `${key.slice(0, -4)} ${value}+`
  switch (key) {
    case 'q':
      return `name “${value}”`
    case 'position':
      return `position ${value}`
    case 'foot':
      return `${player.preferred_foot ?? value} foot`
    case 'gender':
      return value
    case 'age_min':
    case 'age_max':
      return player.age === null ? 'age' : `age ${player.age}`
    case 'height_min':
    case 'height_max':
      return player.height_cm === null ? 'height' : `height ${player.height_cm} cm`
    case 'country_id':
      return 'nationality'
    case 'club_id':
      return 'club'
    case 'league_id':
    case 'tournament_id':
      return 'competition'
    case 'season':
      return `season ${value}`
    case 'min_matches':
      return `${value}+ matches`
    case 'min_minutes':
      return `${value}+ minutes`
    case 'min_goals':
      return `${value}+ goals`
    case 'min_assists':
      return `${value}+ assists`
    default:
      return key
  }
}

/**
 * False when a column of the player's own rules the search out, exactly as the filter's SQL compares it
 * (player-filter/sql.ts: positions by their bits, gender, nationality and club by equality): most of 10,000
 * searches are never sent to the database for a player they cannot find.
 */
export function mayMatch(
  f: PlayerFilter,
  p: {
    positionSet: number | null
    preferred_foot: string | null
    gender: string | null
    nationalityId: string | null
    currentClubId: string | null
  },
) {
  if (f.positions?.length && ((p.positionSet ?? 0) & positionSearchBits(f.positions)) === 0) return false
  // Not the foot: a club's own value may say another than the record's (decision 0055).
  if (f.gender && f.gender !== p.gender) return false
  if (f.country_id && f.country_id !== p.nationalityId) return false
  if (f.club_id && f.club_id !== p.currentClubId) return false
  return true
}
