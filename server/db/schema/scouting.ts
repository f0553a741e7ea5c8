import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { players } from './football-core'

// What scouts keep about players: the shortlist (one row per scout and player; the row's time says when the
// player was shortlisted, which hot players count over the last 14 days).

export const scoutShortlists = pgTable(
  'scout_shortlists',
  {
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scoutUid, t.playerUid] }),
    // "How many scouts shortlisted this player lately" and the cascade from a deleted player.
    index('scout_shortlists_player_idx').on(t.playerUid, t.createdAt),
  ],
)
