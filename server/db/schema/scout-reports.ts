import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { players } from './football-core'
import { games } from './football-games'
import { workspaces } from './workspaces'

// A scout's judgement, kept: report templates admins define (criteria rated on one scale), the reports scouts
// write on them (private to their scout), each report's earlier versions, and a scout's named lists of players.

export const reportTemplates = pgTable('report_templates', {
  uid: uuid('uid').primaryKey(),
  name: text('name').notNull(),
  /** Position codes the template suits; empty: any player ("General"). */
  positions: text('positions').array().notNull().default(sql`'{}'::text[]`),
  scale: smallint('scale').notNull(),
  /** [{ id, label, description, optional }] in the order a report rates them. */
  criteria: jsonb('criteria').notNull(),
  archived: boolean('archived').notNull().default(false),
  /** The template this one is a new version of. */
  replacesUid: uuid('replaces_uid'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const scoutReports = pgTable(
  'scout_reports',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    templateUid: uuid('template_uid')
      .notNull()
      .references(() => reportTemplates.uid, { onDelete: 'restrict' }),
    /** { <criterion id>: rating } */
    ratings: jsonb('ratings').notNull(),
    recommendation: text('recommendation').notNull(),
    summary: text('summary').notNull().default(''),
    seenOn: date('seen_on').notNull(),
    seenHow: text('seen_how').notNull(),
    gameUid: uuid('game_uid').references(() => games.uid, { onDelete: 'set null' }),
    /** The workspace its author was in when he wrote it: it stays the workspace's when he leaves. */
    workspaceUid: uuid('workspace_uid').references(() => workspaces.uid, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scout_reports_scout_player_idx').on(t.scoutUid, t.playerUid, t.seenOn),
    index('scout_reports_template_idx').on(t.templateUid),
    index('scout_reports_player_idx').on(t.playerUid),
    index('scout_reports_workspace_player_idx').on(t.workspaceUid, t.playerUid),
  ],
)

/** A report as it was before each edit: the scout's history of a judgement. */
export const scoutReportRevisions = pgTable(
  'scout_report_revisions',
  {
    reportUid: uuid('report_uid')
      .notNull()
      .references(() => scoutReports.uid, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** When this version was replaced. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportUid, t.version] })],
)

export const scoutLists = pgTable(
  'scout_lists',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Set: the workspace's shared list (every member reads it); `scout_uid` is then who made it. */
    workspaceUid: uuid('workspace_uid').references(() => workspaces.uid, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scout_lists_scout_name_idx')
      .on(t.scoutUid, sql`lower(${t.name})`)
      .where(sql`${t.workspaceUid} is null`),
    uniqueIndex('scout_lists_workspace_name_idx')
      .on(t.workspaceUid, sql`lower(${t.name})`)
      .where(sql`${t.workspaceUid} is not null`),
  ],
)

export const scoutListEntries = pgTable(
  'scout_list_entries',
  {
    listUid: uuid('list_uid')
      .notNull()
      .references(() => scoutLists.uid, { onDelete: 'cascade' }),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    status: text('status').notNull().default('watching'),
    /** Who added the player and who last moved his status (a shared list says so). */
    addedBy: uuid('added_by').references(() => accounts.uid, { onDelete: 'set null' }),
    statusBy: uuid('status_by').references(() => accounts.uid, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listUid, t.playerUid] }),
    index('scout_list_entries_player_idx').on(t.playerUid),
  ],
)
