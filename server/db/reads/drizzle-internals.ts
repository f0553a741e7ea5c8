import { Column, is, SQL, Subquery } from 'drizzle-orm'

// The one file that touches drizzle's private internals: rows of a prepared read mapped by a function made once
// per statement. Drizzle's own mapping works out each column's decoder again for every cell of every row (why:
// decision 0033). A prepared statement's columns never change, so their decoders are found once here and each
// row is one loop.

/** A column's place in a drizzle selection, as drizzle's prepared query keeps it. */
interface SelectedField {
  path: string[]
  field: unknown
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown
}

/**
 * What a drizzle prepared query (node-postgres session, drizzle-orm 0.45) keeps of its selection, and where it
 * takes a mapping of its own. Both are private in drizzle's types, so they are reached here and only here; the
 * API test tests/api/flat-rows.test.ts fails if a drizzle upgrade moves them.
 */
interface PreparedInternals {
  fields?: SelectedField[]
  customResultMapper?: (rows: unknown[][]) => unknown
}

/** An SQL expression's decoder (internal in drizzle's types too). */
const decoderOfSql = (expression: unknown) => (expression as { decoder: Decoder }).decoder

/** The decoder drizzle's own mapping would find for a selected column, found once. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field
  if (is(field, SQL)) return decoderOfSql(field)
  if (is(field, Subquery)) return decoderOfSql(field._.sql)
  return decoderOfSql((field as SQL.Aliased).sql)
}

/** Maps each row of a flat selection to an object keyed by the selection's names, each value decoded. */
export function flatRowMapper(fields: readonly SelectedField[]) {
  const keys = fields.map((f) => f.path[0]!)
  const decoders = fields.map((f) => decoderOf(f.field))
  const count = keys.length
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {}
      for (let i = 0; i < count; i++) {
        const raw = row[i]
        out[keys[i]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw)
      }
      return out
    })
}

/**
 * Gives a prepared query the mapping made once, when its selection is flat (every name a column: what the app's
 * prepared reads select). A nested selection (a join's table objects) keeps drizzle's own mapping, which also
 * turns a left join's missing row into null.
 */
export function mapRowsOnce<Query>(query: Query): Query {
  const internals = query as unknown as PreparedInternals
  const fields = internals.fields
  if (fields?.length && fields.every((f) => f.path.length === 1) && !internals.customResultMapper)
    internals.customResultMapper = flatRowMapper(fields)
  return query
}

/** Whether a prepared query maps its rows with a mapping made once (for the test that guards the internals). */
export const mapsRowsOnce = (query: unknown) =>
  typeof (query as PreparedInternals).customResultMapper === 'function'
