import { sql } from 'drizzle-orm'
import {
  check,
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
import { fkIndex, recordColumns } from './football-columns'
import { leagues, nationals, tournaments } from './football-competitions'
import { clubs, players } from './football-core'
import { games } from './football-games'

// What hangs off a player (and, for media, off clubs, tournaments, leagues and national sides): scouting
// attributes, custom attributes, gallery images, reports, video events with the players involved, and the
// metadata of every uploaded file. All of it cascades with its owner: none of it means anything alone.

/** Every stored file. `stored_name` is random (never the client's name); the file lives in the storage adapter. */
export const uploads = pgTable(
  'uploads',
  {
    uid: uuid('uid').primaryKey(),
    /** 'picture' | 'report' | 'video' */
    kind: text('kind').notNull(),
    storedName: text('stored_name').notNull(),
    thumbName: text('thumb_name'),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The client's file name, kept only to offer it back as the download name. */
    originalName: text('original_name'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_stored_name_unique').on(t.storedName),
    uniqueIndex('uploads_thumb_name_unique').on(t.thumbName),
  ],
)

/**
 * Scouting ratings, one row per player. The six headline ratings use the 1–100 scale of player cards every
 * scout reads; the detail groups use the 1–20 scale of professional scouting reports (see the contract).
 */
export const playerAttributes = pgTable(
  'player_attributes',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.uid, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    pace: smallint('pace'),
    shooting: smallint('shooting'),
    passing: smallint('passing'),
    dribbling: smallint('dribbling'),
    defending: smallint('defending'),
    physical: smallint('physical'),
    technical: jsonb('technical').notNull().default(sql`'{}'::jsonb`),
    mental: jsonb('mental').notNull().default(sql`'{}'::jsonb`),
    physicalDetail: jsonb('physical_detail').notNull().default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'player_attributes_range',
      sql`coalesce(least(${t.pace}, ${t.shooting}, ${t.passing}, ${t.dribbling}, ${t.defending}, ${t.physical}), 1) >= 1
        and coalesce(greatest(${t.pace}, ${t.shooting}, ${t.passing}, ${t.dribbling}, ${t.defending}, ${t.physical}), 100) <= 100`,
    ),
  ],
)

/** Free-form named values a scout adds (`attribute_name`), one per name per player. */
export const playerCustomAttributes = pgTable(
  'player_custom_attributes',
  {
    ...recordColumns(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    attributeName: text('attribute_name').notNull(),
    value: text('value'),
  },
  (t) => [uniqueIndex('player_custom_attributes_name_unique').on(t.playerId, sql`lower(${t.attributeName})`)],
)

/** Owner columns for media that belong to exactly one player, club, tournament, league or national side. */
const mediaOwners = () => ({
  playerId: uuid('player_id').references(() => players.uid, { onDelete: 'cascade' }),
  clubId: uuid('club_id').references(() => clubs.uid, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id').references(() => tournaments.uid, { onDelete: 'cascade' }),
  leagueId: uuid('league_id').references(() => leagues.uid, { onDelete: 'cascade' }),
  nationalId: uuid('national_id').references(() => nationals.uid, { onDelete: 'cascade' }),
})

export const galleryImages = pgTable(
  'gallery_images',
  {
    ...recordColumns(),
    ...mediaOwners(),
    name: text('name'),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.uid, { onDelete: 'restrict' }),
  },
  (t) => [
    fkIndex('gallery_images', t.playerId, 'player'),
    fkIndex('gallery_images', t.clubId, 'club'),
    fkIndex('gallery_images', t.tournamentId, 'tournament'),
    fkIndex('gallery_images', t.leagueId, 'league'),
    fkIndex('gallery_images', t.nationalId, 'national'),
    check(
      'gallery_images_one_owner',
      sql`num_nonnulls(${t.playerId}, ${t.clubId}, ${t.tournamentId}, ${t.leagueId}, ${t.nationalId}) = 1`,
    ),
  ],
)

/** A PDF report about a player, optionally about one game of theirs (the per-game report). */
export const playerDocuments = pgTable(
  'player_reports',
  {
    ...recordColumns(),
    playerId: uuid('player_id').references(() => players.uid, { onDelete: 'cascade' }),
    gameId: uuid('game_id').references(() => games.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.uid, { onDelete: 'restrict' }),
  },
  (t) => [
    fkIndex('player_reports', t.playerId, 'player'),
    fkIndex('player_reports', t.gameId, 'game'),
    check('player_reports_owner', sql`num_nonnulls(${t.playerId}, ${t.gameId}) >= 1`),
  ],
)

/** A tagged moment of a video: a local upload's uid or a Vimeo id, and the time in seconds. */
export const videoEvents = pgTable(
  'video_events',
  {
    ...recordColumns(),
    ...mediaOwners(),
    /** 'local' | 'vimeo' */
    provider: text('provider').notNull().default('local'),
    videoId: text('video_id').notNull(),
    name: text('name').notNull(),
    eventTag: text('event_tag'),
    timeSeconds: integer('time_seconds').notNull().default(0),
  },
  (t) => [
    fkIndex('video_events', t.playerId, 'player'),
    fkIndex('video_events', t.clubId, 'club'),
    fkIndex('video_events', t.tournamentId, 'tournament'),
    fkIndex('video_events', t.leagueId, 'league'),
    fkIndex('video_events', t.nationalId, 'national'),
    index('video_events_video_idx').on(t.videoId, t.timeSeconds),
    check('video_events_time', sql`${t.timeSeconds} >= 0`),
    check(
      'video_events_one_owner',
      sql`num_nonnulls(${t.playerId}, ${t.clubId}, ${t.tournamentId}, ${t.leagueId}, ${t.nationalId}) = 1`,
    ),
  ],
)

/** The players involved in a video event (join data, cascades with either side). */
export const eventPlayers = pgTable(
  'event_players',
  {
    videoEventId: uuid('video_event_id')
      .notNull()
      .references(() => videoEvents.uid, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.uid, { onDelete: 'cascade' }),
    role: text('role'),
  },
  (t) => [
    primaryKey({ columns: [t.videoEventId, t.playerId] }),
    fkIndex('event_players', t.playerId, 'player'),
  ],
)
