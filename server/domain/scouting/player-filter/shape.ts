import { asksMinorsOnly, asksOnePosition, type PlannedFilter } from './plan'
import type { PageKind, PageRead } from './sql'

/** Keys whose values are written into the SQL itself; every other value goes in as a named placeholder (values.ts). */
const written = new Set(['sort', 'order', 'per_90'])

/**
 * What the filter's SQL text depends on, so one prepared statement serves every filter of the same shape without
 * building its text again: which filters are set (a value's presence and whether it is empty, zero or false),
 * which attributes, the sort and its direction, per 90 or not, a short or a long name, one position or more, an
 * age band of minors only (the page and the limit are values). Everything player-filter/sql.ts and
 * player-filter/plan.ts decide by is here;
 * tests/api/scout-filter-shapes.test.ts checks that two filters of one shape always give the same SQL, over
 * thousands of generated filters.
 */
export function shapeOf(f: PlannedFilter): string {
  return JSON.stringify(f, function (this: unknown, key: string, value: unknown) {
    if (key === '' || (this === f && key === 'attributes')) return value
    if (this === f && (key === 'page' || key === 'limit')) return undefined
    if (this === f && written.has(key)) return value
    if (this === f && key === 'q') return value ? (String(value).length < 4 ? 'short' : 'long') : value
    if (this === f && key === 'positions') return asksOnePosition(f) ? 'one' : (value as unknown[]).length > 0
    if (this === f && key === 'age_max' && asksMinorsOnly(f)) return 'minors'
    // Any other value (an attribute's threshold too: its name is the key) by whether it is set and not empty.
    if (Array.isArray(value)) return value.length > 0
    return value === undefined ? undefined : Boolean(value)
  })
}

/** Each page's part of a statement's key (sql.ts, PageKind). */
const pageKeys: Record<PageKind, string> = {
  screen: '',
  'file start': '|file',
  'file after': '|after|file',
}

/**
 * The prepared statement's key for a filter's page: a walk down a number's index, a page read after a key, and a
 * page read as a file's rows, are statements of their own.
 */
export const statementKey = (f: PlannedFilter, read: PageRead) =>
  `${shapeOf(f)}${read.within ? '|within' : ''}${pageKeys[read.page]}`
