import { desc, eq, or } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { PlayerReport } from '../../../src/api/contract/players-media'
import type { Db, Executor } from '../../db/client'
import { games, playerReports, players, uploads } from '../../db/schema/index'
import { invalidField, notFound } from '../support/errors'
import type { ReceivedFile } from '../uploads/received-file'
import { fileUrl, insertUpload } from '../uploads/uploads'

// PDF reports about a player, about one game of theirs, or about a game. The uploads row is written with the
// report row and deleted with it (migration 0005); the route removes the file after the commit.

function presentReport(row: {
  report: typeof playerReports.$inferSelect
  upload: typeof uploads.$inferSelect
}) {
  return {
    uid: row.report.uid,
    player_id: row.report.playerId,
    game_id: row.report.gameId,
    name: row.report.name,
    url: fileUrl(row.upload.storedName),
    size: row.upload.sizeBytes,
    created_at: row.report.createdAt.toISOString(),
  } satisfies PlayerReport
}

/** {id} is a player (optionally with `game_id`: their report on one game) or a game (a report on the game). */
export async function addReport(
  db: Db,
  id: string,
  input: { name?: string; game_id?: string; uid?: string },
  file: ReceivedFile,
  by?: string,
) {
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ uid: players.uid }).from(players).where(eq(players.uid, id))
    const [game] = await tx
      .select({ uid: games.uid })
      .from(games)
      .where(eq(games.uid, player ? (input.game_id ?? id) : id))
    if (!player && !game) throw notFound(`No player or game with uid ${id}`)
    if (player && input.game_id && !game) throw invalidField('game_id', `No game with uid ${input.game_id}`)
    const upload = await insertUpload(tx, file, by)
    const uid = input.uid ?? uuidv7()
    const name = input.name ?? file.originalName?.replace(/\.pdf$/i, '') ?? 'Report'
    await tx.insert(playerReports).values({
      uid,
      playerId: player?.uid ?? null,
      gameId: game?.uid ?? null,
      name,
      uploadId: upload.uid,
    })
    return presentReport({ report: (await reportRow(tx, uid))!, upload })
  })
}

const reportRow = async (db: Executor, uid: string) =>
  (await db.select().from(playerReports).where(eq(playerReports.uid, uid)))[0]

export async function reportsOf(db: Executor, id: string) {
  const rows = await db
    .select({ report: playerReports, upload: uploads })
    .from(playerReports)
    .innerJoin(uploads, eq(uploads.uid, playerReports.uploadId))
    .where(or(eq(playerReports.playerId, id), eq(playerReports.gameId, id)))
    .orderBy(desc(playerReports.createdAt), playerReports.uid)
  return rows.map(presentReport)
}

export async function deleteReport(
  db: Db,
  uid: string,
): Promise<{ storedName: string; thumbName: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ storedName: uploads.storedName, thumbName: uploads.thumbName })
      .from(playerReports)
      .innerJoin(uploads, eq(uploads.uid, playerReports.uploadId))
      .where(eq(playerReports.uid, uid))
    if (!row) throw notFound(`No report with uid ${uid}`)
    await tx.delete(playerReports).where(eq(playerReports.uid, uid))
    return row
  })
}
