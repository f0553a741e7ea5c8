import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// Who changed what in the community's football data: one row per create, change (the changed fields, before and
// after) and delete of every community record, written by database triggers (migration 0014) so no write path
// can forget it. The member comes from the write's transaction (`app.actor`, set by the idempotency plugin);
// an import from the command line or the demo seed has none.

export const recordChanges = pgTable(
  'record_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tableName: text('table_name').notNull(),
    recordUid: uuid('record_uid').notNull(),
    /** 'create' | 'update' | 'delete' */
    action: text('action').notNull(),
    actorUid: uuid('actor_uid'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('record_changes_record_idx').on(t.recordUid, t.id)],
)
