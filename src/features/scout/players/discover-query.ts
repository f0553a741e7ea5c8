import { headlineAttributes } from '../../../api/contract/attribute-names'
import type { PlayerFilter } from '../../../api/contract/scout-filter'
import { toApiError } from '../../../api/request-rules'

// What the Players screen is asked, kept in the address bar so a search can be bookmarked and shared:
// `?q=katoto&position=ST&age_max=22&sort=goals&pace_min=80`. Empty fields are left out of the address. Every
// field of POST filter has its key here; ratings are `<rating>_min` (pace_min=80 → attributes.pace ≥ 80).

export type Rating = (typeof headlineAttributes)[number]
export const ratingKey = (rating: Rating) => `${rating}_min` as const
type RatingKey = ReturnType<typeof ratingKey>

const textKeys = [
  'q',
  'position',
  'country_id',
  'club_id',
  'league_id',
  'tournament_id',
  'gender',
  'foot',
  'age_min',
  'age_max',
  'height_min',
  'height_max',
  'season',
  'min_matches',
  'min_minutes',
  'min_goals',
  'min_assists',
  'per_90',
  'sort',
] as const
const keys = [...textKeys, ...headlineAttributes.map(ratingKey)] as readonly (QueryKey & string)[]

export type QueryKey = (typeof textKeys)[number] | RatingKey
export type DiscoverQuery = Record<QueryKey, string> & { page: number }

export function queryFromSearch(search: string): DiscoverQuery {
  const params = new URLSearchParams(search)
  return {
    ...(Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<QueryKey, string>),
    page: Math.max(1, Number(params.get('page')) || 1),
  }
}

export function searchFromQuery(query: DiscoverQuery): string {
  const params = new URLSearchParams()
  for (const key of keys) if (query[key]) params.set(key, query[key])
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** True when the scout asked for more than a name: the structured search answers. */
export const isFiltered = (query: DiscoverQuery) => keys.some((key) => key !== 'q' && query[key] !== '')

const number = (text: string) => (text === '' ? undefined : Number(text))
const optional = (text: string) => text || undefined

/** The filter body for POST filter (the server checks ranges and answers with the field to fix). */
export function filterBody(query: DiscoverQuery, limit: number): Partial<PlayerFilter> {
  const attributes = Object.fromEntries(
    headlineAttributes.flatMap((rating) => {
      const value = number(query[ratingKey(rating)])
      return value === undefined ? [] : [[rating, value]]
    }),
  )
  return {
    q: query.q.trim() || undefined,
    positions: query.position
      ? [query.position as NonNullable<PlayerFilter['positions']>[number]]
      : undefined,
    country_id: optional(query.country_id),
    club_id: optional(query.club_id),
    league_id: optional(query.league_id),
    tournament_id: optional(query.tournament_id),
    gender: optional(query.gender) as PlayerFilter['gender'],
    foot: optional(query.foot) as PlayerFilter['foot'],
    age_min: number(query.age_min),
    age_max: number(query.age_max),
    height_min: number(query.height_min),
    height_max: number(query.height_max),
    season: query.season.trim() || undefined,
    min_matches: number(query.min_matches),
    min_minutes: number(query.min_minutes),
    min_goals: number(query.min_goals),
    min_assists: number(query.min_assists),
    per_90: query.per_90 === '1' ? true : undefined,
    attributes: Object.keys(attributes).length ? attributes : undefined,
    // The server orders totals and ratings from the top, names and ages from the start.
    sort: optional(query.sort) as PlayerFilter['sort'],
    page: query.page,
    limit,
  }
}

/** The server's refusal, by the field of this screen it names (`attributes.pace` → `pace_min`). */
export function errorsByField(error: unknown): Partial<Record<QueryKey, string>> {
  if (error === undefined) return {}
  const errors: Partial<Record<QueryKey, string>> = {}
  for (const issue of toApiError(error).issues) {
    const [head, rating] = String(issue.path).split('.')
    const field = (
      head === 'attributes' ? `${rating}_min` : head === 'positions' ? 'position' : head
    ) as QueryKey
    if (keys.includes(field)) errors[field] ??= issue.message
  }
  return errors
}
