import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { fkIndex, nameIndexes, picColumn, recordColumns } from './football-columns'
import { clubs, countries, players } from './football-core'

// Competitions and the sides that play in them. Teams, squads and national teams keep their `players`
// list in join tables (ordered by `position`) that cascade with the list's owner and with the player.

export const tournaments = pgTable(
  'tournaments',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    /** Null for international tournaments. */
    countryId: uuid('country_id').references(() => countries.uid, { onDelete: 'restrict' }),
    season: text('season'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    organiser: text('organiser'),
    pic: picColumn(),
  },
  (t) => [...nameIndexes('tournaments', t.name), fkIndex('tournaments', t.countryId, 'country')],
)

export const leagues = pgTable(
  'leagues',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    countryId: uuid('country_id').references(() => countries.uid, { onDelete: 'restrict' }),
    season: text('season'),
    /** Tier in the country's pyramid, 1 = top flight. */
    level: smallint('level'),
    pic: picColumn(),
  },
  (t) => [...nameIndexes('leagues', t.name), fkIndex('leagues', t.countryId, 'country')],
)

/** A national side (e.g. "Brazil"), the association that fields national teams. */
export const nationals = pgTable(
  'nationals',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.uid, { onDelete: 'restrict' }),
    fifaCode: text('fifa_code'),
    confederation: text('confederation'),
    pic: picColumn(),
  },
  (t) => [...nameIndexes('nationals', t.name), fkIndex('nationals', t.countryId, 'country')],
)

/** Staff of a national side: part of it, deleted with it. */
export const nationalStaff = pgTable(
  'national_staff',
  {
    ...recordColumns(),
    nationalId: uuid('national_id')
      .notNull()
      .references(() => nationals.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
    pic: picColumn(),
  },
  (t) => [...nameIndexes('national_staff', t.name), fkIndex('national_staff', t.nationalId, 'national')],
)

/** One team of a national side by category, e.g. "Brazil U-20 women". */
export const nationalTeams = pgTable(
  'national_teams',
  {
    ...recordColumns(),
    nationalId: uuid('national_id')
      .notNull()
      .references(() => nationals.uid, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    category: text('category'),
    gender: text('gender'),
    coach: text('coach'),
    pic: picColumn(),
  },
  (t) => [...nameIndexes('national_teams', t.name), fkIndex('national_teams', t.nationalId, 'national')],
)

/** A squad called up by a national side, usually for one tournament. */
export const nationalSquads = pgTable(
  'national_squads',
  {
    ...recordColumns(),
    nationalId: uuid('national_id')
      .notNull()
      .references(() => nationals.uid, { onDelete: 'restrict' }),
    tournamentId: uuid('tournament_id').references(() => tournaments.uid, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    season: text('season'),
    pic: picColumn(),
  },
  (t) => [
    ...nameIndexes('national_squads', t.name),
    fkIndex('national_squads', t.nationalId, 'national'),
    fkIndex('national_squads', t.tournamentId, 'tournament'),
  ],
)

/**
 * A team in one competition: exactly one of tournament, national side or league (docs/spec.md#teams-and-competitions).
 */
export const teams = pgTable(
  'teams',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    clubId: uuid('club_id').references(() => clubs.uid, { onDelete: 'restrict' }),
    tournamentId: uuid('tournament_id').references(() => tournaments.uid, { onDelete: 'restrict' }),
    nationalId: uuid('national_id').references(() => nationals.uid, { onDelete: 'restrict' }),
    leagueId: uuid('league_id').references(() => leagues.uid, { onDelete: 'restrict' }),
    season: text('season'),
    category: text('category'),
    gender: text('gender'),
    pic: picColumn(),
  },
  (t) => [
    ...nameIndexes('teams', t.name),
    fkIndex('teams', t.clubId, 'club'),
    fkIndex('teams', t.tournamentId, 'tournament'),
    fkIndex('teams', t.nationalId, 'national'),
    fkIndex('teams', t.leagueId, 'league'),
    check('teams_one_competition', sql`num_nonnulls(${t.tournamentId}, ${t.nationalId}, ${t.leagueId}) = 1`),
  ],
)

/** Builds a `<owner>_players` list table: ordered uids, cascading with the owner and the player. */
const playerList = (name: string, ownerColumn: string, owner: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      ownerId: uuid(ownerColumn).notNull().references(owner, { onDelete: 'cascade' }),
      playerId: uuid('player_id')
        .notNull()
        .references(() => players.uid, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.playerId] }), fkIndex(name, t.playerId, 'player')],
  )

export const teamPlayers = playerList('team_players', 'team_id', () => teams.uid)
export const nationalTeamPlayers = playerList(
  'national_team_players',
  'national_team_id',
  () => nationalTeams.uid,
)
export const nationalSquadPlayers = playerList(
  'national_squad_players',
  'national_squad_id',
  () => nationalSquads.uid,
)

/** A team's registration in a league season (join data, cascades with either side). */
export const teamLeagues = pgTable(
  'team_leagues',
  {
    ...recordColumns(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.uid, { onDelete: 'cascade' }),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.uid, { onDelete: 'cascade' }),
    season: text('season'),
    groupName: text('group_name'),
  },
  (t) => [
    uniqueIndex('team_leagues_unique').on(t.teamId, t.leagueId, sql`coalesce(${t.season}, '')`),
    fkIndex('team_leagues', t.leagueId, 'league'),
  ],
)
