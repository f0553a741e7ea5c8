import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { players } from './football-core'

// The recruitment values a club sees of each player it holds values of: its own where it has one, the community's
// otherwise (decision 0055), as the scout's filter compares them. One row per club_player_facts row, written by
// club_player_seen_write (server/db/functions/club-player-seen.ts) in the transaction of every write that changes
// one side: a club's import or its undo, and a community edit of the player (a trigger on players). Read by the
// filter alone, for the scout's own club: it never leaves the club (the same sharing as club_values).

export const clubPlayerSeen = pgTable(
  'club_player_seen',
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
    onLoan: boolean('on_loan'),
    passports: text('passports').array(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerUid, t.playerUid] }),
    // A community edit rewrites the rows of its players, whoever's they are.
    index('club_player_seen_player_idx').on(t.playerUid),
    // Within one club's rows, each condition read through its own value's index, as players' are (a club that
    // holds half the database: its 50,000 rows are not each compared).
    index('club_player_seen_height_idx').on(t.ownerUid, t.heightCm).where(sql`${t.heightCm} is not null`),
    index('club_player_seen_weight_idx').on(t.ownerUid, t.weightKg).where(sql`${t.weightKg} is not null`),
    index('club_player_seen_foot_idx')
      .on(t.ownerUid, t.preferredFoot)
      .where(sql`${t.preferredFoot} is not null`),
    index('club_player_seen_contract_idx')
      .on(t.ownerUid, t.contractExpires)
      .where(sql`${t.contractExpires} is not null`),
    index('club_player_seen_value_idx')
      .on(t.ownerUid, t.marketValueCurrency, t.marketValue)
      .where(sql`${t.marketValue} is not null`),
    index('club_player_seen_on_loan_idx').on(t.ownerUid).where(sql`${t.onLoan}`),
  ],
)
