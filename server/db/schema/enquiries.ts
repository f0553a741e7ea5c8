import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { clubs, players } from './football-core'

// A scout's enquiry about a player, and every change of it (who, when, from → to, with what message). The
// status moves only as the enquiry chart allows (src/machines/enquiry-status.machine.ts, decision 0018).

export const enquiries = pgTable(
  'enquiries',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /**
     * He was under 18 when asked about: the enquiry is addressed to his club (club_uid, his club then), never to
     * his family (docs/privacy.md#approaching-a-young-player).
     */
    aboutMinor: boolean('about_minor').notNull().default(false),
    clubUid: uuid('club_uid').references(() => clubs.uid, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    /** When the scout last read it: changes after this are shown as unread in the scout area. */
    scoutReadAt: timestamp('scout_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_scout_idx').on(t.scoutUid, t.createdAt),
    index('enquiries_status_idx').on(t.status, t.createdAt),
    index('enquiries_player_idx').on(t.playerUid),
  ],
)

export const enquiryEvents = pgTable(
  'enquiry_events',
  {
    uid: uuid('uid').primaryKey(),
    enquiryUid: uuid('enquiry_uid')
      .notNull()
      .references(() => enquiries.uid, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUid: uuid('actor_uid').references(() => accounts.uid, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    message: text('message'),
  },
  (t) => [index('enquiry_events_enquiry_idx').on(t.enquiryUid, t.at)],
)
