import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { asParam, type Bound } from '../../db/reads/prepared'

// A name condition for use INSIDE a larger query (the scout filter's free text, games by a team's name, a
// record found through its parent's name): prefix (btree on lower(name) text_pattern_ops), substring and fuzzy
// word match (pg_trgm GIN). Queries under 4 characters use the prefix index alone (a 3-letter substring matched
// ~45,000 of 200,000 club names). Lists and /search rank names in tiers instead: name-search-tiers.ts.

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The values a name condition takes: its prefix and substring patterns, and the text matched by similarity. */
export const nameConditionValues = (q: string) => ({
  prefix: `${escapeLike(q.toLowerCase())}%`,
  contains: `%${escapeLike(q)}%`,
  text: q,
})
type NameValue = keyof ReturnType<typeof nameConditionValues>

/**
 * The condition, each value taken where `value(name)` puts it (`short`: a text under 4 characters, matched by
 * its prefix alone): for a statement that takes its values by name (the scout filter: player-filter/values.ts).
 */
export function nameMatchesBound(
  name: AnyPgColumn | SQL,
  short: boolean,
  value: (name: NameValue) => Bound,
): SQL {
  if (short) return sql`lower(${name}) like ${value('prefix')}`
  return sql`(lower(${name}) like ${value('prefix')} or ${name} ilike ${value('contains')} or ${value('text')} <% ${name})`
}

/** The condition with its values as parameters (a statement built for this one search). */
export function nameMatches(name: AnyPgColumn | SQL, q: string): SQL {
  const values = nameConditionValues(q)
  return nameMatchesBound(name, q.length < 4, (key) => asParam(values[key]))
}
