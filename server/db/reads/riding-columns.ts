// A page's total read in the same query as its rows, as one more column (a window count, or a count subquery
// PostgreSQL runs once): one round trip instead of two. The riding columns are read off the first row and left
// on the rows: the wire copy of each row (wire-row.ts) leaves them out. Deleting them from the rows
// instead made every row an object V8 builds and serialises slowly (why: decision 0033).

/** Every riding column's name starts so: the wire copy of a row (wire-row.ts) knows them by it. */
const RIDING = 'riding_'
export const isRiding = (column: string) => column.startsWith(RIDING)
/** The name of a column that rides along with a page's rows. */
export const ridingColumn = (name: string) => `${RIDING}${name}`

export const RIDING_TOTAL = ridingColumn('total')

/** The values the first row carries for the riding columns `names`, as numbers (undefined when there are no rows). */
export function ridingValues(rows: readonly unknown[], names: readonly string[]): number[] | undefined {
  const first = rows[0] as Record<string, unknown> | undefined
  return first && names.map((name) => Number(first[name]))
}

/** The total the rows carry (undefined when there are no rows to carry it). */
export const ridingTotal = (rows: readonly unknown[]): number | undefined =>
  ridingValues(rows, [RIDING_TOTAL])?.[0]
