import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { fkIndex, nameIndexes, picColumn, recordColumns } from './football-columns'

// Countries, clubs and players: the records every other football table points at.
// Deletion policy (enforced by the FKs): independent records are RESTRICTed (the API answers 409 naming
// what points at them); rows that only exist as part of a parent CASCADE with it.

export const countries = pgTable(
  'countries',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    /** ISO 3166 / FIFA code, e.g. "BRA"; unique when present. */
    code: text('code'),
    continent: text('continent'),
    pic: picColumn(),
  },
  (t) => [
    ...nameIndexes('countries', t.name),
    uniqueIndex('countries_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('countries_code_unique').on(sql`upper(${t.code})`),
  ],
)

/** A country as a home of club football (its football association), listed separately from nations. */
export const clubCountries = pgTable(
  'club_countries',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    countryId: uuid('country_id').references(() => countries.uid, { onDelete: 'restrict' }),
    pic: picColumn(),
  },
  (t) => [...nameIndexes('club_countries', t.name), fkIndex('club_countries', t.countryId, 'country')],
)

export const clubs = pgTable(
  'clubs',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    countryId: uuid('country_id').references(() => countries.uid, { onDelete: 'restrict' }),
    clubCountryId: uuid('club_country_id').references(() => clubCountries.uid, { onDelete: 'restrict' }),
    city: text('city'),
    venue: text('venue'),
    foundedYear: smallint('founded_year'),
    website: text('website'),
    pic: picColumn(),
  },
  (t) => [
    ...nameIndexes('clubs', t.name),
    fkIndex('clubs', t.countryId, 'country'),
    fkIndex('clubs', t.clubCountryId, 'club_country'),
  ],
)

/** Club staff (coach, president, physio …): part of the club, deleted with it. */
export const clubMembers = pgTable(
  'club_members',
  {
    ...recordColumns(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
    pic: picColumn(),
  },
  (t) => [...nameIndexes('club_members', t.name), fkIndex('club_members', t.clubId, 'club')],
)

/**
 * The core player record. The players engineer adds attributes, gallery, reports and video events in their
 * own tables pointing here; derived statistics come from `game_players`, never from columns typed in here.
 */
export const players = pgTable(
  'players',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth'),
    /** 'male' | 'female' */
    gender: text('gender'),
    nationalityId: uuid('nationality_id').references(() => countries.uid, { onDelete: 'restrict' }),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    /** 'left' | 'right' | 'both' */
    preferredFoot: text('preferred_foot'),
    mainPosition: text('main_position'),
    positions: text('positions').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The main and other positions as one number, a bit for each code in the contract's pitch order (function
     * position_set, migration 0021): "plays one of these" is one AND read from players_filter_idx.
     */
    positionSet: integer('position_set')
      .notNull()
      .generatedAlwaysAs(sql`position_set(main_position, positions)`),
    currentClubId: uuid('current_club_id').references(() => clubs.uid, { onDelete: 'restrict' }),
    shirtNumber: smallint('shirt_number'),
    pic: picColumn(),
    /** The community's recruitment values (a club's own: club-values.ts). */
    contractExpires: date('contract_expires'),
    marketValue: integer('market_value'),
    marketValueCurrency: text('market_value_currency'),
    agent: text('agent'),
    onLoan: boolean('on_loan'),
    loanFrom: text('loan_from'),
    loanUntil: date('loan_until'),
    passports: text('passports').array().notNull().default(sql`'{}'::text[]`),
    email: text('email'),
    phone: text('phone'),
    /** For minors: who may be contacted and whether they consented to the profile being kept. */
    guardianName: text('guardian_name'),
    guardianEmail: text('guardian_email'),
    guardianPhone: text('guardian_phone'),
    /**
     * A guardian's consent as recorded by PUT player/{uid}/consent (domain/players/consent.ts): without it a
     * minor is hidden from scouts (domain/privacy/minors.ts). Withdrawal clears it and keeps who withdrew it, when.
     */
    consentGiven: boolean('consent_given').notNull().default(false),
    /** A separate consent: a minor's photo is shown to scouts only with it. */
    consentPhotos: boolean('consent_photos').notNull().default(false),
    /** The guardian's relationship to the player, the day the consent was given and how (a signed form …). */
    consentRelationship: text('consent_relationship'),
    consentGivenOn: date('consent_given_on'),
    consentMethod: text('consent_method'),
    /**
     * The member who recorded (or withdrew) it — an account's uid, without a foreign key: a deleted account would
     * otherwise make every account deletion look through all players — and when.
     */
    consentRecordedBy: uuid('consent_recorded_by'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
  },
  (t) => [
    // The whole-name key with the uid and the name itself: a search's page keys, its counts and the similarity
    // of a typo's look-alikes are read from this index alone (an index-only scan), not from ~1,300 table pages
    // for a common first name at 1,000,000 players (decision 0025). The birth date rides along for the scout's
    // search, whose minors' gate (privacy/minors.ts) asks it of every match: without it each match's table row
    // was read (decision 0068).
    ...nameIndexes('players', t.name, [t.uid, t.name, t.dateOfBirth]),
    index('players_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    fkIndex('players', t.nationalityId, 'nationality'),
    fkIndex('players', t.currentClubId, 'current_club'),
    index('players_main_position_idx').on(t.mainPosition),
    index('players_date_of_birth_idx').on(t.dateOfBirth),
    // The list's order (lower(name), uid): the unfiltered list reads its page in order from here instead of
    // sorting every player for each page (360 ms at 1,000,000 players; domain/players/players.ts).
    index('players_alphabetical_idx').on(sql`lower(${t.name})`, t.uid),
    // A scout's usual search: one nationality and an age band (measured: a parallel seq scan of 100,000 players
    // for the big nationalities without it). The positions (as their bit set), name and uid ride along so that
    // the filtered list finds its page and counts it from this index alone (an index-only scan; an array of
    // positions here cost 60 % of that scan at 1,000,000 players: decision 0028).
    index('players_filter_idx').on(t.nationalityId, t.dateOfBirth, t.positionSet, t.name, t.uid),
    // One nationality's players in the list's order: its page is the first 20 read here (0.1 ms), where the
    // filter index read and sorted all 36,707 of the largest nationality at 1,000,000 players (11–15 ms). Birth
    // date, positions and name ride along for the same index-only reading with an age or a position.
    index('players_nationality_alphabetical_idx').on(
      t.nationalityId,
      sql`lower(${t.name})`,
      t.uid,
      t.dateOfBirth,
      t.positionSet,
      t.name,
    ),
    // The recruitment values the community recorded, each indexed where it is recorded (few players have them):
    // the scout's filter reads the players the club has no row of through these (player-filter/recruitment.ts).
    index('players_height_recorded_idx').on(t.heightCm).where(sql`${t.heightCm} is not null`),
    index('players_weight_recorded_idx').on(t.weightKg).where(sql`${t.weightKg} is not null`),
    index('players_foot_recorded_idx').on(t.preferredFoot).where(sql`${t.preferredFoot} is not null`),
    index('players_contract_recorded_idx').on(t.contractExpires).where(sql`${t.contractExpires} is not null`),
    index('players_value_recorded_idx')
      .on(t.marketValueCurrency, t.marketValue)
      .where(sql`${t.marketValue} is not null`),
    index('players_on_loan_idx').on(t.uid).where(sql`${t.onLoan}`),
    // The minors' gate (privacy/minors.ts) asks whether a minor's guardian consented: PostgreSQL may answer it for a
    // whole page at once by hashing every consented player — a read of all 1,000,000 rows (107 ms) without this.
    index('players_consented_idx').on(t.uid).where(sql`${t.consentGiven}`),
    check('players_height_range', sql`${t.heightCm} is null or ${t.heightCm} between 50 and 250`),
    check('players_shirt_range', sql`${t.shirtNumber} is null or ${t.shirtNumber} between 0 and 99`),
  ],
)

/** A player's membership of a club for a season: join data, cascades with either side. */
export const clubPlayers = pgTable(
  'club_players',
  {
    ...recordColumns(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.uid, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    season: text('season'),
    shirtNumber: smallint('shirt_number'),
    joinedOn: date('joined_on'),
    leftOn: date('left_on'),
  },
  (t) => [
    uniqueIndex('club_players_unique').on(t.clubId, t.playerId, sql`coalesce(${t.season}, '')`),
    fkIndex('club_players', t.playerId, 'player'),
  ],
)

export const tags = pgTable(
  'tags',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    /** What the tag is for, e.g. 'video_event'. */
    kind: text('kind'),
    color: text('color'),
  },
  (t) => [...nameIndexes('tags', t.name), uniqueIndex('tags_name_unique').on(sql`lower(${t.name})`)],
)

export const categories = pgTable(
  'categories',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    kind: text('kind'),
    description: text('description'),
    pic: picColumn(),
  },
  (t) => [
    ...nameIndexes('categories', t.name),
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
  ],
)
