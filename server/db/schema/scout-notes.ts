import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { players } from './football-core'

// A scout's private notes (optionally about a player), and the messages scouts send the provider.

export const scoutNotes = pgTable(
  'scout_notes',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    playerUid: uuid('player_uid').references(() => players.uid, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scout_notes_scout_idx').on(t.scoutUid, t.createdAt),
    index('scout_notes_player_idx').on(t.playerUid),
  ],
)

export const contactMessages = pgTable('contact_messages', {
  uid: uuid('uid').primaryKey(),
  scoutUid: uuid('scout_uid').references(() => accounts.uid, { onDelete: 'set null' }),
  /** A visitor's message (POST /api/public/contact) has no account: who wrote it, to answer them. */
  fromName: text('from_name'),
  fromEmail: text('from_email'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
