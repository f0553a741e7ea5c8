import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { players } from './football-core'
import { games } from './football-games'
import { scoutReports } from './scout-reports'
import { workspaces } from './workspaces'

// "Watch him on Saturday": a head of recruitment's assignment of a member to a player, a game or both, closed by
// the report filed on it (decision 0053); and each scout's private calendar feed.

export const workspaceAssignments = pgTable(
  'workspace_assignments',
  {
    uid: uuid('uid').primaryKey(),
    workspaceUid: uuid('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    /** The member who is to watch. */
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => accounts.uid, { onDelete: 'set null' }),
    playerUid: uuid('player_uid').references(() => players.uid, { onDelete: 'cascade' }),
    gameUid: uuid('game_uid').references(() => games.uid, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** high | normal | low */
    priority: text('priority').notNull(),
    note: text('note').notNull().default(''),
    /** open | accepted | declined | done */
    status: text('status').notNull().default('open'),
    /** Why the scout declined. */
    reason: text('reason'),
    /** The report that closed it. */
    reportUid: uuid('report_uid').references(() => scoutReports.uid, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workspace_assignments_workspace_idx').on(t.workspaceUid, t.status),
    index('workspace_assignments_scout_idx').on(t.scoutUid, t.dueOn),
    index('workspace_assignments_game_idx').on(t.gameUid),
    index('workspace_assignments_player_idx').on(t.playerUid),
    check('workspace_assignments_target', sql`${t.playerUid} is not null or ${t.gameUid} is not null`),
  ],
)

/**
 * A scout's calendar feed address: its token is an HMAC of `salt` under the server's secret, so the address can be
 * shown again while the database holds only the token's hash and a salt. Renewing draws a new salt.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    accountUid: uuid('account_uid')
      .primaryKey()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
)
