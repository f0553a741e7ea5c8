import { type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * How many rows of `table` match `where`, counting no further than `cap` (a subquery to ride along a page): a
 * screen then says "1,000+" instead of PostgreSQL counting a million rows for each page it shows.
 */
export const countUpTo = (table: PgTable, where: SQL | undefined, cap: number) =>
  sql<number>`(select count(*)::int from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap}) m)`
