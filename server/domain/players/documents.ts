import { desc, eq, or } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { PlayerDocument } from '../../../src/api/contract/schemas/players-media'
import type { Db, Executor } from '../../db/client'
import { games, playerDocuments, players, uploads } from '../../db/schema/index'
import { invalidField, notFound } from '../support/errors'
import type { ReceivedFile } from '../uploads/received-file'
import { fileUrl, insertUpload } from '../uploads/uploads'

// Player documents: the community's PDFs about a player, about one game of theirs, or about a game (the wire
// and the table keep the spec's word, player_report; a scout's own written assessment is a scouting report,
// domain/scouting/reports/). The uploads row is written with the document's row and deleted with it
// (migration 0005); the route removes the file after the commit.

function presentPlayerDocument(row: {
  document: typeof playerDocuments.$inferSelect
  upload: typeof uploads.$inferSelect
}) {
  return {
    uid: row.document.uid,
    player_id: row.document.playerId,
    game_id: row.document.gameId,
    name: row.document.name,
    url: fileUrl(row.upload.storedName),
    size: row.upload.sizeBytes,
    created_at: row.document.createdAt.toISOString(),
  } satisfies PlayerDocument
}

/** {id} is a player (optionally with `game_id`: their document on one game) or a game (a document on the game). */
export async function addPlayerDocument(
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
    await tx.insert(playerDocuments).values({
      uid,
      playerId: player?.uid ?? null,
      gameId: game?.uid ?? null,
      name,
      uploadId: upload.uid,
    })
    return presentPlayerDocument({ document: (await documentRow(tx, uid))!, upload })
  })
}

const documentRow = async (db: Executor, uid: string) =>
  (await db.select().from(playerDocuments).where(eq(playerDocuments.uid, uid)))[0]

export async function playerDocumentsOf(db: Executor, id: string) {
  const rows = await db
    .select({ document: playerDocuments, upload: uploads })
    .from(playerDocuments)
    .innerJoin(uploads, eq(uploads.uid, playerDocuments.uploadId))
    .where(or(eq(playerDocuments.playerId, id), eq(playerDocuments.gameId, id)))
    .orderBy(desc(playerDocuments.createdAt), playerDocuments.uid)
  return rows.map(presentPlayerDocument)
}

export async function deletePlayerDocument(
  db: Db,
  uid: string,
): Promise<{ storedName: string; thumbName: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ storedName: uploads.storedName, thumbName: uploads.thumbName })
      .from(playerDocuments)
      .innerJoin(uploads, eq(uploads.uid, playerDocuments.uploadId))
      .where(eq(playerDocuments.uid, uid))
    if (!row) throw notFound(`No report with uid ${uid}`)
    await tx.delete(playerDocuments).where(eq(playerDocuments.uid, uid))
    return row
  })
}
