import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { asParam, type Bind } from '../../db/reads/prepared'

// A name condition for use INSIDE a larger query (the scout filter's free text, games by a team's name, a
// record found through its parent's name): prefix (btree on lower(name) text_pattern_ops), substring and fuzzy
// word match (pg_trgm GIN). Queries under 4 characters use the prefix index alone (a 3-letter substring matched
// ~45,000 of 200,000 club names). Lists and /search rank names in tiers instead: name-search-tiers.ts.

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** `bind`: how the values go in (placeholders when the statement around it is prepared). */
export function nameMatches(name: AnyPgColumn | SQL, q: string, bind: Bind = asParam): SQL {
  const prefix = bind(`${escapeLike(q.toLowerCase())}%`)
  if (q.length < 4) return sql`lower(${name}) like ${prefix}`
  return sql`(lower(${name}) like ${prefix} or ${name} ilike ${bind(`%${escapeLike(q)}%`)} or ${bind(q)} <% ${name})`
}
