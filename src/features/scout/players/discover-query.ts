import type { PlayerFilter } from '../../../api/contract/scout-filter'

// What the Players screen is asked, kept in the address bar so a search can be bookmarked and shared:
// `?q=katoto&position=ST&age_max=22&sort=goals`. Empty fields are left out of the address.

export interface DiscoverQuery {
  q: string
  position: string
  gender: string
  foot: string
  age_min: string
  age_max: string
  min_goals: string
  min_matches: string
  sort: string
  page: number
}

const keys = [
  'q',
  'position',
  'gender',
  'foot',
  'age_min',
  'age_max',
  'min_goals',
  'min_matches',
  'sort',
] as const

export function queryFromSearch(search: string): DiscoverQuery {
  const params = new URLSearchParams(search)
  const text = (key: string) => params.get(key) ?? ''
  return {
    ...(Object.fromEntries(keys.map((key) => [key, text(key)])) as Omit<DiscoverQuery, 'page'>),
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
export const isFiltered = (query: DiscoverQuery) =>
  keys.some((key) => key !== 'q' && key !== 'sort' && query[key] !== '') || query.sort !== ''

const number = (text: string) => (text === '' ? undefined : Number(text))

/** The filter body for POST filter (the server checks ranges and answers with the field to fix). */
export function filterBody(query: DiscoverQuery, limit: number): Partial<PlayerFilter> {
  return {
    q: query.q.trim() || undefined,
    positions: query.position
      ? [query.position as NonNullable<PlayerFilter['positions']>[number]]
      : undefined,
    gender: (query.gender || undefined) as PlayerFilter['gender'],
    foot: (query.foot || undefined) as PlayerFilter['foot'],
    age_min: number(query.age_min),
    age_max: number(query.age_max),
    min_goals: number(query.min_goals),
    min_matches: number(query.min_matches),
    sort: (query.sort || undefined) as PlayerFilter['sort'],
    page: query.page,
    limit,
  }
}
