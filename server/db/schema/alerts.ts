import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { players } from './football-core'
import { savedSearches } from './saved-searches'

// Alerts (decision 0058): a write that can raise one queues an event in its own transaction; a worker claims
// events (FOR UPDATE SKIP LOCKED) and writes inbox items, each unique per (scout, kind, subject, fingerprint) so
// a second worker, a replay or a second save never raises it twice.

/** The evaluation queue: what happened (a player saved, a game sheet saved, a report filed, an assignment). */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: uuid('id').primaryKey(),
    /** player_saved | game_sheet | report_filed | assignment_given | assignment_changed | comment_posted |
     * club_values_saved */
    kind: text('kind').notNull(),
    /** The player, game, report or assignment the event is about. */
    subject: uuid('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Evaluations that failed; past a few the event is left aside (its error kept) so the queue moves on. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set in the transaction that wrote its items: a done event is never evaluated again. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('alert_events_due_idx').on(t.id).where(sql`${t.doneAt} is null`)],
)

/**
 * Whether a player matches a saved search now, and which of its conditions he meets: an item is raised when he
 * comes to match, not again while he keeps matching, and again after he left and came back.
 */
export const alertSearchMatches = pgTable(
  'alert_search_matches',
  {
    searchUid: uuid('search_uid')
      .notNull()
      .references(() => savedSearches.uid, { onDelete: 'cascade' }),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    matches: boolean('matches').notNull(),
    /** The search's fields he meets, by their key in the address. */
    met: jsonb('met').notNull(),
    /** The event that made him match (the fingerprint of the item it raised). */
    since: uuid('since'),
  },
  (t) => [
    primaryKey({ columns: [t.searchUid, t.playerUid] }),
    // A save reads the player's states alone.
    index('alert_search_matches_player_idx').on(t.playerUid),
  ],
)

/** The club a player was last seen at by the alerts, so a save that moves him is told from one that does not. */
export const alertPlayerClubs = pgTable('alert_player_clubs', {
  playerUid: uuid('player_uid')
    .primaryKey()
    .references(() => players.uid, { onDelete: 'cascade' }),
  clubUid: uuid('club_uid'),
})

/** A scout's inbox. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    /** One of alertKinds (src/api/contract/terms/alerts.ts). */
    kind: text('kind').notNull(),
    /** What the item is about: a player, an assignment, a report. */
    subject: uuid('subject').notNull(),
    /** Which happening of it: an event, a game, a report, a due day. */
    fingerprint: text('fingerprint').notNull(),
    playerUid: uuid('player_uid').references(() => players.uid, { onDelete: 'cascade' }),
    searchUid: uuid('search_uid').references(() => savedSearches.uid, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** instant | daily | weekly | off: how it is mailed. */
    mail: text('mail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Put in a mail (at once or in a digest); null while waiting for one. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inbox_items_once_idx').on(t.scoutUid, t.kind, t.subject, t.fingerprint),
    index('inbox_items_scout_idx').on(t.scoutUid, t.createdAt),
    index('inbox_items_unmailed_idx')
      .on(t.mail, t.scoutUid)
      .where(sql`${t.mailedAt} is null and ${t.mail} <> 'off'`),
  ],
)

/** A kind an account has switched off (inbox and mail), or whose mail alone it stopped (one-click unsubscribe). */
export const alertSettings = pgTable(
  'alert_settings',
  {
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inbox: boolean('inbox').notNull().default(true),
    mail: boolean('mail').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.accountUid, t.kind] })],
)

/** When each scout was last mailed, per channel (instant | daily | weekly): at most one mail per window. */
export const alertMailMarks = pgTable(
  'alert_mail_marks',
  {
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountUid, t.channel] })],
)
