import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'

// A scout's saved searches: the Players screen's fields as the address bar holds them (`{position: 'LB',
// age_max: '21'}`), under a name, with how often he wants to hear of new matches.

export const savedSearches = pgTable(
  'saved_searches',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The screen's non-empty fields, by their key in the address (scout-filter-query.ts). */
    filter: jsonb('filter').notNull(),
    /** instant | daily | weekly | off */
    alert: text('alert').notNull().default('off'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_scout_name_idx').on(t.scoutUid, sql`lower(${t.name})`),
    index('saved_searches_alert_idx').on(t.alert),
  ],
)
