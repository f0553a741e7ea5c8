import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
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
import { fkIndex, nameIndexes, recordColumns } from './football-columns'
import { leagues, teams, tournaments } from './football-competitions'
import { players } from './football-core'

// Games, their two teams and the per-player game sheet, plus the three kinds of day that list games.

/**
 * Every match is one row here whatever family created it (`kind`: game, national_game, league_game,
 * team_game, more_matches), so one sheet format and one statistics query serve them all.
 */
export const games = pgTable(
  'games',
  {
    ...recordColumns(),
    kind: text('kind').notNull().default('game'),
    date: timestamp('date', { withTimezone: true }),
    venue: text('venue'),
    city: text('city'),
    tournamentId: uuid('tournament_id').references(() => tournaments.uid, { onDelete: 'restrict' }),
    leagueId: uuid('league_id').references(() => leagues.uid, { onDelete: 'restrict' }),
    /** Free-text competition for friendlies and anything not in the database. */
    competition: text('competition'),
    season: text('season'),
    stage: text('stage'),
    status: text('status').notNull().default('scheduled'),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    durationMinutes: smallint('duration_minutes').notNull().default(90),
    /** The editor's event log (spec `operationsArr`), kept as sent for replay in the UI. */
    operations: jsonb('operations').notNull().default(sql`'[]'::jsonb`),
    pic: text('pic'),
  },
  (t) => [
    index('games_kind_date_idx').on(t.kind, t.date),
    fkIndex('games', t.tournamentId, 'tournament'),
    fkIndex('games', t.leagueId, 'league'),
    check(
      'games_scores_positive',
      sql`coalesce(${t.homeScore}, 0) >= 0 and coalesce(${t.awayScore}, 0) >= 0`,
    ),
  ],
)

/** `team_array`: side 0 is the home team, side 1 the away team. */
export const gameTeams = pgTable(
  'game_teams',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.uid, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.uid, { onDelete: 'restrict' }),
    side: smallint('side').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.side] }),
    uniqueIndex('game_teams_team_unique').on(t.gameId, t.teamId),
    fkIndex('game_teams', t.teamId, 'team'),
    check('game_teams_side', sql`${t.side} in (0, 1)`),
  ],
)

/**
 * One row per player per game (`playerMetaData` entry). Besides the spec's fields it stores values
 * derived when the sheet is saved (`played`, `minutes`, sub minutes) and copies of the game's season,
 * competition, kind and date, so a player's statistics are one indexed GROUP BY on this table alone.
 */
export const gamePlayers = pgTable(
  'game_players',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.uid, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.uid, { onDelete: 'restrict' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.uid, { onDelete: 'restrict' }),
    side: smallint('side').notNull(),
    /** Order in the sheet, so it reads back as entered. */
    ordinal: smallint('ordinal').notNull(),
    position: text('position'),
    jerseyNo: smallint('jersey_no'),
    isCaptain: boolean('is_captain').notNull().default(false),
    onField: boolean('on_field').notNull().default(false),
    onBench: boolean('on_bench').notNull().default(false),
    motm: boolean('motm').notNull().default(false),
    goals: smallint('goals').notNull().default(0),
    assistGoal: smallint('assist_goal').notNull().default(0),
    preAssist: smallint('pre_assist').notNull().default(0),
    injured: boolean('injured').notNull().default(false),
    redCardTime: smallint('red_card_time'),
    yellowCardTime: smallint('yellow_card_time'),
    yellowSecondCardTime: smallint('yellow_second_card_time'),
    substitutions: jsonb('substitutions').notNull().default(sql`'[]'::jsonb`),
    // Derived at save time.
    played: boolean('played').notNull().default(false),
    minutes: smallint('minutes').notNull().default(0),
    subInMinute: smallint('sub_in_minute'),
    subOutMinute: smallint('sub_out_minute'),
    // Copied from the game in the same transaction whenever the game or sheet is written.
    gameKind: text('game_kind').notNull(),
    gameDate: timestamp('game_date', { withTimezone: true }),
    season: text('season'),
    tournamentId: uuid('tournament_id'),
    leagueId: uuid('league_id'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId] }),
    index('game_players_player_idx').on(t.playerId, t.gameDate),
    fkIndex('game_players', t.teamId, 'team'),
    check('game_players_counts', sql`${t.goals} >= 0 and ${t.assistGoal} >= 0 and ${t.preAssist} >= 0`),
  ],
)

/** Builds a day table and its ordered `games` list (the list cascades with the day and with the game). */
const dayGames = (name: string, dayColumn: string, day: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      dayId: uuid(dayColumn).notNull().references(day, { onDelete: 'cascade' }),
      gameId: uuid('game_id')
        .notNull()
        .references(() => games.uid, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
    },
    (t) => [primaryKey({ columns: [t.dayId, t.gameId] }), fkIndex(name, t.gameId, 'game')],
  )

/** A tournament's match day. */
export const gameDays = pgTable(
  'game_days',
  {
    ...recordColumns(),
    tournamentId: uuid('tournament_id').references(() => tournaments.uid, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    date: date('date'),
    stage: text('stage'),
  },
  (t) => [...nameIndexes('game_days', t.name), fkIndex('game_days', t.tournamentId, 'tournament')],
)
export const gameDayGames = dayGames('game_day_games', 'game_day_id', () => gameDays.uid)

/** A FIFA match window / day on which national sides play. */
export const nationalMatchDays = pgTable(
  'national_match_days',
  {
    ...recordColumns(),
    tournamentId: uuid('tournament_id').references(() => tournaments.uid, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    date: date('date'),
  },
  (t) => [
    ...nameIndexes('national_match_days', t.name),
    fkIndex('national_match_days', t.tournamentId, 'tournament'),
  ],
)
export const nationalMatchDayGames = dayGames(
  'national_match_day_games',
  'national_match_day_id',
  () => nationalMatchDays.uid,
)

/** A league's matchweek. */
export const weekDays = pgTable(
  'week_days',
  {
    ...recordColumns(),
    leagueId: uuid('league_id').references(() => leagues.uid, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    number: smallint('number'),
    season: text('season'),
    date: date('date'),
  },
  (t) => [...nameIndexes('week_days', t.name), fkIndex('week_days', t.leagueId, 'league')],
)
export const weekDayGames = dayGames('week_day_games', 'week_day_id', () => weekDays.uid)
