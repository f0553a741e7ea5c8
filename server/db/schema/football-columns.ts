import { sql } from 'drizzle-orm'
import { type AnyPgColumn, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { nameKeys } from './name-keys'

// Columns and indexes every football record shares, so the tables cannot drift apart.

/**
 * uid (client-suppliable UUIDv7, so an offline tablet can link records before syncing), an optimistic
 * concurrency `version` (1 on insert, +1 per update) and timestamps.
 */
export const recordColumns = () => ({
  uid: uuid('uid').primaryKey(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An optional picture: the stored file's public path (uploads are handled by the uploads plugin). */
export const picColumn = () => text('pic')

/**
 * Name search indexes: the three folded name keys (name-keys.ts: whole name, after the first space, last word)
 * serve the search's exact tiers and the anchor of its typo tier; a `lower(name) text_pattern_ops` btree serves
 * the prefix conditions inside larger queries (name-search.ts), and a pg_trgm GIN index the fuzzy fallbacks
 * (`name % 'q'`, `ILIKE '%q%'`). `covering` columns ride in the whole-name key's index so a large table's search
 * can read that index alone.
 */
export const nameIndexes = (table: string, name: AnyPgColumn, covering: AnyPgColumn[] = []) => {
  const keys = nameKeys(name)
  return [
    index(`${table}_name_prefix_idx`).on(sql`lower(${name}) text_pattern_ops`),
    index(`${table}_name_trgm_idx`).using('gin', sql`${name} gin_trgm_ops`),
    index(`${table}_name_key_idx`).on(keys.whole, ...covering),
    index(`${table}_name_rest_key_idx`).on(keys.rest),
    index(`${table}_name_last_key_idx`).on(keys.last),
  ]
}

/** A parent-foreign-key index (Postgres does not index referencing columns by itself). */
export const fkIndex = (table: string, column: AnyPgColumn, suffix: string) =>
  index(`${table}_${suffix}_idx`).on(column)
