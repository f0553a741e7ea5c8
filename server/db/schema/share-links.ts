import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'

// A scout's read-only links to one of their lists or a player's card (docs/decisions/0046-files-and-share-links.md):
// only the SHA-256 of the link's random token is kept, so a copy of the table opens nothing. A link ends at
// `expires_at` or when withdrawn.

export const shareLinks = pgTable(
  'share_links',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    /** 'list': one of the scout's lists; 'player': a player's card as the scout sees it. */
    kind: text('kind').notNull(),
    targetUid: uuid('target_uid').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The one person it was mailed to, if the scout named one. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    opens: integer('opens').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_token_idx').on(t.tokenHash),
    index('share_links_scout_idx').on(t.scoutUid, t.createdAt),
    check('share_links_kind_check', sql`${t.kind} in ('list', 'player')`),
  ],
)
