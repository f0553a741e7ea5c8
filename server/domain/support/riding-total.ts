// A page's total read in the same query as its rows, as one more column (a window count, or a count subquery
// PostgreSQL runs once): one round trip instead of two. The column is taken off the rows again here.

export const RIDING_TOTAL = 'riding_total'

/** The rows without the total column, and the total they carried (undefined when there are no rows). */
export function takeRidingTotal<Row>(rows: Row[]): { rows: Row[]; total: number | undefined } {
  const first = rows[0] as Record<string, unknown> | undefined
  const total = first === undefined ? undefined : Number(first[RIDING_TOTAL])
  for (const row of rows) delete (row as Record<string, unknown>)[RIDING_TOTAL]
  return { rows, total }
}
