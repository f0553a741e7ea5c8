import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { SEARCH_ACCENTED, SEARCH_PLAIN } from '../../../src/rules/name-folding'

// A name as search compares it: lower case, accents folded ("Mbappé" → "mbappe"), in byte order (COLLATE "C", so
// one btree serves both `LIKE 'q%'` and ORDER BY). Three keys per name, each with its btree (nameIndexes in
// football-columns.ts): the whole name, what follows its first space (a surname: "mbappe", "da silva"), and its
// last word ("bruyne" of "Kevin De Bruyne"). Indexes and queries are both built here because an index serves a
// query only when their expressions are identical (decision 0022). The fold is the search fold of
// src/rules/name-folding.ts (`searchFold` is the same in TypeScript, for what a user typed).

const folded = (name: AnyPgColumn | SQL) =>
  sql`translate(lower(${name}), '${sql.raw(SEARCH_ACCENTED)}', '${sql.raw(SEARCH_PLAIN)}')`

export interface NameKeys {
  whole: SQL
  rest: SQL
  last: SQL
}

export function nameKeys(name: AnyPgColumn | SQL): NameKeys {
  const f = folded(name)
  return {
    whole: sql`(${f}) collate "C"`,
    rest: sql`(substr(${f}, strpos(${f}, ' ') + 1)) collate "C"`,
    last: sql`(regexp_replace(${f}, '^.* ', '')) collate "C"`,
  }
}
