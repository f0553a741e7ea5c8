import { headlineAttributes } from '../../../api/contract/attribute-names'
import type { PlayerFilter } from '../../../api/contract/scout-filter'
import {
  bodyKeyOf,
  type FieldKey,
  filterQueryFields,
  type QueryKey,
  queryKeyOfIssue,
  queryKeys,
  ratingKey,
} from '../../../api/contract/scout-filter-query'
import { toApiError } from '../../../api/request-rules'

// What the Players screen is asked, kept in the address bar so a search can be bookmarked and shared. Every
// key and how it becomes the filter's body come from one table (contract/scout-filter-query.ts); empty fields
// are left out of the address.

export { type QueryKey, ratingKey } from '../../../api/contract/scout-filter-query'
export type DiscoverQuery = Record<QueryKey, string> & { page: number }

export function queryFromSearch(search: string): DiscoverQuery {
  const params = new URLSearchParams(search)
  return {
    ...(Object.fromEntries(queryKeys.map((key) => [key, params.get(key) ?? ''])) as Record<QueryKey, string>),
    page: Math.max(1, Number(params.get('page')) || 1),
  }
}

export function searchFromQuery(query: DiscoverQuery): string {
  const params = new URLSearchParams()
  for (const key of queryKeys) if (query[key]) params.set(key, query[key])
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** True when the scout asked for more than a name: the structured search answers. */
export const isFiltered = (query: DiscoverQuery) => queryKeys.some((key) => key !== 'q' && query[key] !== '')

const number = (text: string) => (text === '' ? undefined : Number(text))

/** A field's text as the body takes it (undefined when the field is empty). */
function bodyValue(key: FieldKey, text: string): unknown {
  switch (filterQueryFields[key]) {
    case 'text':
      return text.trim() || undefined
    case 'number':
      return number(text)
    case 'flag':
      return text === '1' ? true : undefined
    case 'position':
      return text ? [text] : undefined
    default:
      return text || undefined
  }
}

/** The filter body for POST filter (the server checks ranges and answers with the field to fix). */
export function filterBody(query: DiscoverQuery, limit: number): Partial<PlayerFilter> {
  const body: Record<string, unknown> = { page: query.page, limit }
  for (const key of Object.keys(filterQueryFields) as FieldKey[]) {
    const value = bodyValue(key, query[key])
    if (value !== undefined) body[bodyKeyOf(key)] = value
  }
  const attributes = Object.fromEntries(
    headlineAttributes.flatMap((rating) => {
      const value = number(query[ratingKey(rating)])
      return value === undefined ? [] : [[rating, value]]
    }),
  )
  if (Object.keys(attributes).length) body.attributes = attributes
  return body as Partial<PlayerFilter>
}

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
