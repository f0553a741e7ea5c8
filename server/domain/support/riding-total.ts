// A page's total read in the same query as its rows, as one more column (a window count, or a count subquery
// PostgreSQL runs once): one round trip instead of two. The columns are taken off the rows again here.

export const RIDING_TOTAL = 'riding_total'

/**
 * The rows without the riding columns `names`, and the values the first row carried for them, as numbers
 * (undefined when there are no rows to carry them).
 */
export function takeRiding<Row>(rows: Row[], names: string[]): { rows: Row[]; riding: number[] | undefined } {
  const first = rows[0] as Record<string, unknown> | undefined
  const riding = first && names.map((name) => Number(first[name]))
  for (const row of rows) for (const name of names) delete (row as Record<string, unknown>)[name]
  return { rows, riding }
}

/** The rows without the total column, and the total they carried (undefined when there are no rows). */
export function takeRidingTotal<Row>(rows: Row[]): { rows: Row[]; total: number | undefined } {
  const { riding } = takeRiding(rows, [RIDING_TOTAL])
  return { rows, total: riding?.[0] }
}
