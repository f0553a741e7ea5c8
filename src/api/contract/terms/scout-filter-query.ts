import { headlineAttributes } from './attribute-names'

// The scout's filter (POST /api/scout/filter, scout-filter.ts) as the Players screen keeps it in the address
// bar: `?q=katoto&position=ST&age_max=22&sort=goals&pace_min=80`. One table says, for every field of the
// filter's body, its key in the address and how its text becomes the body's value; the screen's reading and
// writing of the address, the body it sends and the field an error names are all derived from it. Words only
// (no zod): the Players screen reads it without loading the validator (decision 0032). scout-filter.ts holds
// the table to the schema, so a field added to one and not the other fails the type check.

/**
 * How a field's text becomes the body's value: `text` trimmed, `choice` and `id` as given, `number` a number,
 * `flag` true when '1', `position` one position in a list. `typed` fields are typed into (the history keeps one
 * entry per word), the others picked in one action.
 */
export type QueryFieldKind = 'text' | 'choice' | 'id' | 'number' | 'flag' | 'position'

export const filterQueryFields = {
  q: 'text',
  position: 'position',
  country_id: 'id',
  club_id: 'id',
  league_id: 'id',
  tournament_id: 'id',
  gender: 'choice',
  foot: 'choice',
  age_min: 'number',
  age_max: 'number',
  height_min: 'number',
  height_max: 'number',
  weight_min: 'number',
  weight_max: 'number',
  contract_expires_before: 'choice',
  market_value_max: 'number',
  currency: 'choice',
  on_loan: 'flag',
  passport: 'text',
  season: 'text',
  min_matches: 'number',
  min_minutes: 'number',
  min_goals: 'number',
  min_assists: 'number',
  per_90: 'flag',
  sort: 'choice',
} as const satisfies Record<string, QueryFieldKind>

export type Rating = (typeof headlineAttributes)[number]
/** A rating's minimum in the address: pace_min=80 → attributes.pace ≥ 80. */
export const ratingKey = (rating: Rating) => `${rating}_min` as const
export type RatingKey = ReturnType<typeof ratingKey>

export type FieldKey = keyof typeof filterQueryFields
export type QueryKey = FieldKey | RatingKey
export const queryKeys: readonly QueryKey[] = [
  ...(Object.keys(filterQueryFields) as FieldKey[]),
  ...headlineAttributes.map(ratingKey),
]

/** The body's key a field of the address fills (`position` fills `positions`). */
export const bodyKeyOf = (key: FieldKey) => (key === 'position' ? 'positions' : key)

/** Fields typed into, letter by letter (the rest are picked in one action). */
export const isTyped = (key: QueryKey) =>
  !(key in filterQueryFields) || ['text', 'number'].includes(filterQueryFields[key as FieldKey])

/** The field of the address a refusal of the body names (`attributes.pace` → `pace_min`, `positions` → `position`). */
export function queryKeyOfIssue(path: string): QueryKey | undefined {
  const [head, rating] = path.split('.')
  const key = head === 'attributes' ? `${rating}_min` : head === 'positions' ? 'position' : head
  return queryKeys.includes(key as QueryKey) ? (key as QueryKey) : undefined
}

/** The address's fields as typed, and the page. */
export type DiscoverQuery = Record<QueryKey, string> & { page: number }

/** The address's fields from its parameters (a URLSearchParams, in the browser and on the server). */
export function queryFromParams(params: { get(name: string): string | null }): DiscoverQuery {
  return {
    ...(Object.fromEntries(queryKeys.map((key) => [key, params.get(key) ?? ''])) as Record<QueryKey, string>),
    page: Math.max(1, Number(params.get('page')) || 1),
  }
}

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

/**
 * The filter's body for an address (POST filter from the Players screen; the search export reads the same
 * address on the server). The filter's schema checks it and names the field to fix.
 */
export function filterBodyOf(query: DiscoverQuery, limit: number): Record<string, unknown> {
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
  return body
}
