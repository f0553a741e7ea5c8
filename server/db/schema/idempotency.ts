import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'

// The first answer to every community write sent with an Idempotency-Key (server/plugins/idempotency.ts).
// A row is inserted in the SAME transaction as the write it answers, so it exists exactly when the write
// does; a repeat of the key gets the stored answer instead of a second write.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused (422). */
    requestHash: text('request_hash').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** Filled before commit; a committed row always has its answer. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountUid, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
)
