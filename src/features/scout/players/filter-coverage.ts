import type { ClubCounted, FilterCoverage } from '../../../api/contract/schemas/scout-filter'
import { headlineAttributes } from '../../../api/contract/terms/attribute-names'
import { positions } from '../../../api/contract/terms/players'
import { type DiscoverQuery, type QueryKey, ratingKey } from './discover-query'

// What the data behind each filter is: how many players have the field recorded (GET filter_coverage), said
// beside the field and, when a search finds nobody, which of the filters in use have nothing — or little —
// behind them. Without it "Forward, under 21, left foot" found nobody and nothing said that no player's foot
// is recorded.

const of = (n: number, total: number) => `${n.toLocaleString('en')} of ${total.toLocaleString('en')}`

/** How many players a filter field can find anything for (null: a field that needs no recorded value). */
export function recordedFor(coverage: FilterCoverage, field: QueryKey, query: DiscoverQuery): number | null {
  const r = coverage.recorded
  if (field === 'position') return query.position ? (r.positions[query.position] ?? 0) : r.position
  if (field === 'country_id') return r.nationality
  if (field === 'club_id') return r.club
  if (field === 'gender') return r.gender
  const club = clubCountedOf(field)
  if (club) return r[club]
  if (field === 'age_min' || field === 'age_max') return r.age
  if (field === 'min_matches') return r.matches
  if (field === 'min_minutes') return r.minutes
  if (field === 'min_goals') return query.per_90 === '1' ? r.minutes : r.goals
  if (field === 'min_assists') return query.per_90 === '1' ? r.minutes : r.assists
  if (headlineAttributes.some((rating) => ratingKey(rating) === field)) return r.ratings
  return null
}

/** The coverage count a recruitment field reads (their values may be a club's own: decision 0055). */
function clubCountedOf(field: QueryKey): ClubCounted | null {
  if (field === 'foot') return 'foot'
  if (field === 'height_min' || field === 'height_max') return 'height'
  if (field === 'weight_min' || field === 'weight_max') return 'weight'
  if (field === 'contract_expires_before') return 'contract'
  if (field === 'market_value_max' || field === 'currency') return 'market_value'
  if (field === 'on_loan') return 'on_loan'
  if (field === 'passport') return 'passport'
  return null
}

/** "Recorded for 212 of 1,248 players, 30 of them by your club" beside a field; minutes are a line-up's. */
export function coverageHint(coverage: FilterCoverage | undefined, field: QueryKey, query: DiscoverQuery) {
  if (!coverage) return undefined
  const n = recordedFor(coverage, field, query)
  if (n === null) return undefined
  const what =
    field === 'min_minutes' ? 'Line-ups recorded' : field === 'min_matches' ? 'Matches recorded' : 'Recorded'
  const club = clubCountedOf(field)
  const ours = club ? coverage.by_club?.[club] : undefined
  return `${what} for ${of(n, coverage.players)} players${ours ? `, ${ours.toLocaleString('en')} of them by your club` : ''}`
}

const labels: Partial<Record<QueryKey, string>> = {
  country_id: 'Nationality',
  club_id: 'Club',
  gender: 'Gender',
  foot: 'Preferred foot',
  height_min: 'Height',
  height_max: 'Height',
  weight_min: 'Weight',
  weight_max: 'Weight',
  contract_expires_before: 'Contract',
  market_value_max: 'Market value',
  on_loan: 'On loan',
  passport: 'Passport',
  age_min: 'Age',
  age_max: 'Age',
  min_matches: 'Matches',
  min_minutes: 'Minutes',
  min_goals: 'Goals',
  min_assists: 'Assists',
  ...Object.fromEntries(headlineAttributes.map((rating) => [ratingKey(rating), 'Ratings'])),
}

const labelOf = (field: QueryKey, query: DiscoverQuery) =>
  field === 'position'
    ? (positions.find((p) => p.code === query.position)?.label ?? 'Position')
    : (labels[field] ?? field)

/** The filters in use with no player (`none`) or under half the players (`few`) recorded behind them. */
export function thinFilters(coverage: FilterCoverage | undefined, query: DiscoverQuery) {
  const none = new Set<string>()
  const few = new Map<string, number>()
  if (!coverage) return { none: [], few: [] }
  for (const field of Object.keys(query) as QueryKey[]) {
    if (query[field] === '' || field === ('page' as QueryKey)) continue
    const n = recordedFor(coverage, field, query)
    if (n === null) continue
    if (n === 0) none.add(labelOf(field, query))
    else if (n < coverage.players / 2) few.set(labelOf(field, query), n)
  }
  return {
    none: [...none],
    few: [...few].map(([label, n]) => `${label} (${of(n, coverage.players)})`),
  }
}

/** "Preferred foot and Left winger" */
export const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
