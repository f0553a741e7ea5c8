import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { players } from './football-core'

// What the product keeps to answer for the personal data it holds (docs/privacy.md, decision 0057): who read a
// minor's record, the erasures made, the notes' and reports' owners told of one, guardian contacts kept on past
// a player's 18th birthday, and how long a deleted account's audit lines are kept.

/** One scout's read of a minor's record: who, when, by which call (written by areas/scout/minors-gate.ts). */
export const minorReads = pgTable(
  'minor_reads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    /** The reader's account, without a foreign key: the log outlives a deleted account. */
    accountUid: uuid('account_uid'),
    /** The call as the route table names it ("GET /api/scout/player/stats/:id"). */
    call: text('call').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('minor_reads_player_idx').on(t.playerUid, t.at)],
)

/** An erasure of a person (a player's identifying data, or an account): its number names what is left. */
export const erasures = pgTable('erasures', {
  /** The n of "Erased player #n". */
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** 'player' | 'account' */
  kind: text('kind').notNull(),
  subjectUid: uuid('subject_uid').notNull(),
  reason: text('reason').notNull(),
  /** The admin, or the account itself when it deleted itself. */
  byUid: uuid('by_uid'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})

/** A note or report whose mention of an erased player was replaced: its owner is told once. */
export const erasureNotices = pgTable(
  'erasure_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    erasureId: bigint('erasure_id', { mode: 'number' })
      .notNull()
      .references(() => erasures.id, { onDelete: 'cascade' }),
    ownerUid: uuid('owner_uid').notNull(),
    /** 'note' | 'report' */
    kind: text('kind').notNull(),
    recordUid: uuid('record_uid').notNull(),
    seen: boolean('seen').notNull().default(false),
  },
  (t) => [index('erasure_notices_owner_idx').on(t.ownerUid)],
)

/** A guardian's contacts kept on after the player turned 18 (the daily retention job otherwise removes them). */
export const guardianContactRenewals = pgTable('guardian_contact_renewals', {
  playerUid: uuid('player_uid')
    .primaryKey()
    .references(() => players.uid, { onDelete: 'cascade' }),
  renewedOn: date('renewed_on').notNull(),
  renewedBy: uuid('renewed_by'),
})

/** The admins' privacy settings: one row. */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** How long the audit lines by or about a deleted account are kept. */
    deletedAccountAuditDays: integer('deleted_account_audit_days').notNull().default(365),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('privacy_settings_one_row', sql`${t.id} = 1`)],
)
