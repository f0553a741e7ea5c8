import { isRiding } from './riding-columns'

/**
 * A row read from the database as the API sends it: times as ISO strings, and without the columns that rode
 * along with a page (its total, a search's tier sizes: riding-columns.ts) or the fields in `leaveOut`. One copy,
 * made field by field: copying through Object.entries, and deleting the riding columns from the rows, were each
 * costly on every page (why: decision 0033).
 */
export function wireRow<Wire>(row: object, leaveOut?: ReadonlySet<string>): Wire {
  const out: Record<string, unknown> = {}
  for (const key in row) {
    if (isRiding(key) || leaveOut?.has(key)) continue
    const value = (row as Record<string, unknown>)[key]
    out[key] = value instanceof Date ? value.toISOString() : value
  }
  return out as Wire
}
