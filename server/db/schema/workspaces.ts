import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { players } from './football-core'

// A club's recruitment department — a *workspace* in the code, so that "club" keeps naming the football clubs
// scouts browse (decision 0052). Its members (an account is in at most one), the invitations mailed to join it,
// its shadow team, its comment threads and what happened in it. Reports and lists say which workspace they belong
// to themselves (scout-reports.ts).

export const workspaces = pgTable('workspaces', {
  uid: uuid('uid').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    /** The primary key: an account is in at most one workspace. */
    accountUid: uuid('account_uid')
      .primaryKey()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    workspaceUid: uuid('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    /** head | scout | analyst | viewer */
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_members_workspace_idx').on(t.workspaceUid)],
)

export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    uid: uuid('uid').primaryKey(),
    workspaceUid: uuid('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    /** Lower-cased: the one address that may accept it. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** sha256 of the token mailed; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => accounts.uid, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_idx').on(t.tokenHash),
    index('workspace_invitations_workspace_idx').on(t.workspaceUid),
  ],
)

/** One per workspace: a formation and, per position, a ranked column of targets. */
export const workspaceShadowTeams = pgTable('workspace_shadow_teams', {
  workspaceUid: uuid('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  formation: text('formation').notNull(),
  /** [{ position, players: [{ uid, note }] }] in the formation's order. */
  slots: jsonb('slots').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by').references(() => accounts.uid, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A workspace's thread on a player, or on one list entry (`list_uid`). */
export const workspaceComments = pgTable(
  'workspace_comments',
  {
    uid: uuid('uid').primaryKey(),
    workspaceUid: uuid('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    listUid: uuid('list_uid'),
    authorUid: uuid('author_uid').references(() => accounts.uid, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_comments_player_idx').on(t.workspaceUid, t.playerUid, t.createdAt)],
)

/** What happened in a workspace, newest first on its activity page. Never a report's content. */
export const workspaceActivity = pgTable(
  'workspace_activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceUid: uuid('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    actorUid: uuid('actor_uid').references(() => accounts.uid, { onDelete: 'set null' }),
    /** reported | listed | status | commented | shadow_team | joined | left */
    kind: text('kind').notNull(),
    playerUid: uuid('player_uid').references(() => players.uid, { onDelete: 'cascade' }),
    listUid: uuid('list_uid'),
    /** Words the page shows beside the kind (a list's name, a status), never a report's content. */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_activity_idx').on(t.workspaceUid, t.at)],
)
