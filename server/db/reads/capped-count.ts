import { type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * How many rows of `table` match `where`, counting no further than `cap` (a subquery to ride along a page): a
 * screen then says "1,000+" instead of PostgreSQL counting a million rows for each page it shows. `table` may be
 * SQL naming a table with an alias (`player_totals s`) for a condition written against that alias.
 */
export const countUpTo = (table: PgTable | SQL, where: SQL | undefined, cap: number) =>
  sql<number>`(select count(*)::int from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap}) m)`
