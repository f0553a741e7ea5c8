import { type Column, is, SQL, sql } from 'drizzle-orm'
import type { ListMeta } from '../../../src/api/contract/schemas/common'

// A page's rows as the API's JSON, written by PostgreSQL: the rows come back as one text value that the reply
// sends as it is. Reading twenty players as rows cost the server more than all the rest of a scout's filter
// request: each of ~25 columns of each row parsed from the wire protocol into a JavaScript value, decoded,
// copied for the wire and serialised again (why: decision 0047). Each value is spelled here as the wire spells
// it (wire-row.ts for rows read as objects), and tests/api/json-rows.test.ts holds the two spellings equal.

/** What a field of a JSON row is made of: a drizzle column or an SQL expression. */
export type JsonField = Column | SQL | SQL.Aliased

/** Column types whose JSON from PostgreSQL is what wire-row.ts gives for the value node-postgres reads. */
const sameInJson = new Set([
  'PgUUID',
  'PgText',
  'PgVarchar',
  'PgInteger',
  'PgSmallInt',
  'PgBoolean',
  'PgDateString',
  'PgArray',
  'PgJsonb',
  'PgJson',
])

/**
 * A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds, 'Z'): `to_char` cuts microseconds to
 * milliseconds as `new Date(text)` does, where PostgreSQL's own JSON would give six digits and the offset.
 */
export const wireTime = (value: SQL | Column) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A field as the wire gives it: a timestamp column written as wireTime; a column of another kind refused. */
function wireValue(name: string, field: JsonField): SQL | Column {
  if (is(field, SQL)) return field
  if (is(field, SQL.Aliased)) return field.sql
  if (field.columnType === 'PgTimestamp') return wireTime(field)
  if (!sameInJson.has(field.columnType))
    throw new Error(
      `json-rows: ${name} is a ${field.columnType}, whose JSON is not known to match its wire value`,
    )
  return field
}

const plainKey = /^[a-z][a-z0-9_]*$/

/**
 * One JSON object of named fields, in the order given: `row_to_json` of a one-row select that names them, so the
 * keys keep their order as a JavaScript object's do. Keys are the code's own names, never a user's text.
 * `json_build_object` of the same fields cost PostgreSQL ~10 % more for a page of twenty players and wrote
 * `"key" : value` where row_to_json writes `"key":value` (a tenth of a page's bytes): decision 0047.
 */
export function jsonObject(fields: Record<string, JsonField>): SQL {
  const columns = Object.entries(fields).map(([key, field]) => {
    if (!plainKey.test(key)) throw new Error(`json-rows: ${key} is not a plain key`)
    return sql`${wireValue(key, field)} as ${sql.raw(`"${key}"`)}`
  })
  return sql`(select row_to_json(o) from (select ${sql.join(columns, sql`, `)}) o)`
}

/**
 * The rows' objects, each one JSON object as text, as one JSON array in `order`, read as text: `[]` when there
 * are none. (Joined as text: `json_agg` would parse each object again, or quote it as a string.)
 */
export const jsonArrayOf = (row: SQL, order: SQL) =>
  sql<string>`coalesce('[' || string_agg(${row}, ',' order by ${order}) || ']', '[]')`

/** Rows each read as one JSON object as text (in a column `json`), as one JSON array in their order. */
export const jsonArrayOfRows = (rows: readonly { json: string }[]) =>
  `[${rows.map((row) => row.json).join(',')}]`

/** A page of JSON objects written by PostgreSQL, and its meta: sent as it is (http/json-reply.ts). */
export interface JsonPage {
  /** The page's objects as one JSON array. */
  json: string
  meta: ListMeta
}
