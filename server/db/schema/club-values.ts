import { sql } from 'drizzle-orm'
import {
  bigint,
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
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { players } from './football-core'

// A club's own recruitment values (docs/decisions/0055-recruitment-values.md): what its members import from the
// files they license (a Wyscout export, their analysts' sheets) or type, private to the club — or, for a scout in
// no club, to him. `owner_uid` is the workspace's uid, or the scout's account uid when he is in none.

/** One imported file: looked at (its rows kept for the preview), then written, then perhaps undone. */
export const clubImports = pgTable(
  'club_imports',
  {
    uid: uuid('uid').primaryKey(),
    ownerUid: uuid('owner_uid').notNull(),
    createdBy: uuid('created_by').references(() => accounts.uid, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** 'wyscout' (told by its columns) | 'sheet' (any other: its mapping confirmed by the user). */
    format: text('format').notNull(),
    /** preview | committed | undone */
    status: text('status').notNull().default('preview'),
    /** The file's header row, and which of a player's fields each column fills ('' = left out). */
    headers: jsonb('headers').notNull(),
    mapping: jsonb('mapping').notNull(),
    /** The file's rows as text, kept while it is looked at; emptied once written or dropped. */
    rows: jsonb('rows').notNull(),
    rowCount: integer('row_count').notNull(),
    /** Rows (1-based, as a spreadsheet numbers them after the header) the user left out. */
    skipRows: jsonb('skip_rows').notNull().default(sql`'[]'::jsonb`),
    /** What the commit wrote: players changed and values written. */
    summary: jsonb('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('club_imports_owner_idx').on(t.ownerUid, t.createdAt)],
)

/**
 * Every value a club recorded of a player, never changed: the current one is the newest of its (owner, player,
 * field). Undoing an import deletes its rows, so the values before it are current again.
 */
export const clubValues = pgTable(
  'club_values',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerUid: uuid('owner_uid').notNull(),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    /** The value as the wire has it (a number, a day, a word, a list, {amount, currency}); null: "not known". */
    value: jsonb('value'),
    importUid: uuid('import_uid').references(() => clubImports.uid, { onDelete: 'cascade' }),
    /** In words, as the player page shows it: "Wyscout export players.xlsx", "Entered by Ana Ruiz". */
    sourceLabel: text('source_label').notNull(),
    asOf: date('as_of').notNull(),
    recordedBy: uuid('recorded_by').references(() => accounts.uid, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_values_current_idx').on(t.ownerUid, t.playerUid, t.field, t.id),
    index('club_values_import_idx').on(t.importUid),
  ],
)

/**
 * Each player's current club values in one row per (owner, player), kept from club_values by every write of it
 * (club-values.ts): the filter joins this one row instead of picking the newest of many.
 */
export const clubPlayerFacts = pgTable(
  'club_player_facts',
  {
    ownerUid: uuid('owner_uid').notNull(),
    playerUid: uuid('player_uid')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    preferredFoot: text('preferred_foot'),
    contractExpires: date('contract_expires'),
    marketValue: integer('market_value'),
    marketValueCurrency: text('market_value_currency'),
    agent: text('agent'),
    onLoan: boolean('on_loan'),
    loanFrom: text('loan_from'),
    loanUntil: date('loan_until'),
    passports: text('passports').array(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerUid, t.playerUid] }),
    // A community edit of a player writes the values every club holding his sees again (club-player-seen.ts).
    index('club_player_facts_player_idx').on(t.playerUid),
  ],
)
