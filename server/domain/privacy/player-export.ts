import type { Readable } from 'node:stream'
import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { ZipParts } from '../exports/zip-file'
import { recordNotFound } from '../support/versioned-update'

// Everything the product holds about one player, for a subject access request (docs/privacy.md): one JSON part
// per kind of record, and his media files as they were uploaded.

const rowsOf = async (db: Executor, query: SQL) =>
  (await db.execute<{ row: unknown }>(sql`select to_jsonb(t) as row from (${query}) t`)).rows.map(
    (r) => r.row,
  )

/** The JSON parts of his export, by file name. */
export async function playerParts(db: Executor, uid: string): Promise<ZipParts> {
  const [record] = await rowsOf(db, sql`select * from players where uid = ${uid}`)
  if (!record) throw recordNotFound('player', uid)
  const by = (table: string, column = 'player_id') =>
    rowsOf(db, sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${uid}`)
  return {
    'record.json': record,
    'record-history.json': await rowsOf(
      db,
      sql`select table_name, action, actor_uid, at, before, after from record_changes
          where record_uid = ${uid} order by id`,
    ),
    'memberships.json': {
      clubs: await by('club_players'),
      teams: await by('team_players'),
      national_teams: await by('national_team_players'),
      national_squads: await by('national_squad_players'),
    },
    'attributes.json': {
      attributes: await by('player_attributes'),
      custom: await by('player_custom_attributes'),
    },
    'media.json': {
      gallery: await rowsOf(
        db,
        sql`select g.*, u.stored_name, u.mime, u.original_name from gallery_images g
            join uploads u on u.uid = g.upload_id where g.player_id = ${uid}`,
      ),
      documents: await rowsOf(
        db,
        sql`select d.*, u.stored_name, u.mime, u.original_name from player_reports d
            join uploads u on u.uid = d.upload_id where d.player_id = ${uid}`,
      ),
      video_moments: await by('video_events'),
      tagged_in_moments: await by('event_players'),
    },
    'game-appearances.json': await rowsOf(
      db,
      sql`select gp.*, g.home_score, g.away_score from game_players gp
          join games g on g.uid = gp.game_id where gp.player_id = ${uid} order by g.date`,
    ),
    'enquiries.json': await rowsOf(
      db,
      sql`select e.*, (select coalesce(jsonb_agg(to_jsonb(ev) order by ev.at), '[]') from enquiry_events ev
            where ev.enquiry_uid = e.uid) as events
          from enquiries e where e.player_uid = ${uid} order by e.created_at`,
    ),
    'scouting-notes-and-reports.json': {
      notes: await by('scout_notes', 'player_uid'),
      reports: await by('scout_reports', 'player_uid'),
      club_comments: await by('workspace_comments', 'player_uid'),
    },
    'access-log.json': await rowsOf(
      db,
      sql`select account_uid as reader, call, at from minor_reads where player_uid = ${uid} order by id`,
    ),
  }
}

/** His stored files (gallery pictures, documents, photo) under files/, each read from storage. */
export async function playerFiles(
  db: Executor,
  read: (name: string) => Promise<Readable>,
  uid: string,
): Promise<ZipParts> {
  const stored = await db.execute<{ stored_name: string; original_name: string | null }>(sql`
    select u.stored_name, u.original_name from uploads u
    where u.uid in (select upload_id from gallery_images where player_id = ${uid}
                    union all select upload_id from player_reports where player_id = ${uid})
       or u.stored_name = (select substr(pic, 12) from players where uid = ${uid} and pic like '/api/files/%')`)
  const files: ZipParts = {}
  for (const file of stored.rows) {
    const chunks: Buffer[] = []
    try {
      for await (const chunk of await read(file.stored_name)) chunks.push(Buffer.from(chunk as Buffer))
    } catch {
      continue // a file gone from storage: its row in the media part still says what it was
    }
    files[`files/${file.stored_name}`] = Buffer.concat(chunks)
  }
  return files
}
