import type { PlayerFilter } from '../../../api/contract/schemas/scout-filter'
import {
  type DiscoverQuery,
  filterBodyOf,
  type QueryKey,
  queryFromParams,
  queryKeyOfIssue,
  queryKeys,
} from '../../../api/contract/terms/scout-filter-query'
import { toApiError } from '../../../api/request-rules'

// What the Players screen is asked, kept in the address bar so a search can be bookmarked and shared. Every
// key and how it becomes the filter's body come from one table (contract/terms/scout-filter-query.ts); empty fields
// are left out of the address.

export { type DiscoverQuery, type QueryKey, ratingKey } from '../../../api/contract/terms/scout-filter-query'

export const queryFromSearch = (search: string) => queryFromParams(new URLSearchParams(search))

/** The filter body for POST filter (the server checks ranges and answers with the field to fix). */
export const filterBody = (query: DiscoverQuery, limit: number) =>
  filterBodyOf(query, limit) as Partial<PlayerFilter>

export function searchFromQuery(query: DiscoverQuery): string {
  const params = new URLSearchParams()
  for (const key of queryKeys) if (query[key]) params.set(key, query[key])
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** True when the scout asked for more than a name: the structured search answers. */
export const isFiltered = (query: DiscoverQuery) => queryKeys.some((key) => key !== 'q' && query[key] !== '')

/** The server's refusal, by the field of this screen it names (`attributes.pace` → `pace_min`). */
export function errorsByField(error: unknown): Partial<Record<QueryKey, string>> {
  if (error === undefined) return {}
  const errors: Partial<Record<QueryKey, string>> = {}
  for (const issue of toApiError(error).issues) {
    const field = queryKeyOfIssue(String(issue.path))
    if (field) errors[field] ??= issue.message
  }
  return errors
}
