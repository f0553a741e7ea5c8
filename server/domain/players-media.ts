import { desc, eq, or } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { GalleryImage, PlayerReport } from '../../src/api/contract/players-media'
import type { Db } from '../db/client'
import { galleryImages, games, playerReports, players, uploads } from '../db/schema/index'
import { httpError } from '../plugins/errors'
import type { ReceivedFile } from '../plugins/uploads'
import { getPlayer } from './players'
import { ownerColumn, ownerOf, resolveOwner } from './players-owners'
import { deleteUpload, fileUrl, insertUpload } from './players-uploads'
import { type Executor, notFound } from './versioned-update'

// Profile pictures, gallery images and PDF reports. Each write stores the upload row and its owner row in one
// transaction and returns the files that are no longer referenced, which the caller removes after the commit
// (a file is never deleted while a committed row still points at it).

type Removed = { storedName: string; thumbName: string | null }

async function requirePlayer(db: Executor, uid: string) {
  const [row] = await db.select({ pic: players.pic }).from(players).where(eq(players.uid, uid))
  if (!row) throw notFound('player', uid)
  return row
}

/** Frees the upload behind a `/api/files/<name>` path, if it is one of ours. */
async function releasePic(tx: Executor, pic: string | null): Promise<Removed | undefined> {
  const name = pic?.startsWith('/api/files/') ? pic.slice('/api/files/'.length) : undefined
  if (!name) return undefined
  const [row] = await tx.select({ uid: uploads.uid }).from(uploads).where(eq(uploads.storedName, name))
  return row ? deleteUpload(tx, row.uid) : undefined
}

export async function checkPlayer(db: Executor, uid: string) {
  await requirePlayer(db, uid)
}

/**
 * Sets the profile picture. The picture is its own resource (POST/DELETE profile_pic/{id}), so changing it
 * does not bump the profile's version: a queued offline profile edit is not turned into a conflict by it.
 */
export async function setProfilePic(db: Db, playerId: string, file: ReceivedFile, by?: string) {
  const removed = await db.transaction(async (tx) => {
    const { pic } = await requirePlayer(tx, playerId)
    const upload = await insertUpload(tx, file, by)
    await tx
      .update(players)
      .set({ pic: fileUrl(upload.storedName) })
      .where(eq(players.uid, playerId))
    return releasePic(tx, pic)
  })
  return { player: await getPlayer(db, playerId), removed }
}

/** Clears the profile picture (answers the profile even when there was none: safe to replay). */
export async function clearProfilePic(db: Db, playerId: string) {
  const removed = await db.transaction(async (tx) => {
    const { pic } = await requirePlayer(tx, playerId)
    await tx.update(players).set({ pic: null }).where(eq(players.uid, playerId))
    return releasePic(tx, pic)
  })
  return { player: await getPlayer(db, playerId), removed }
}

const gallerySelection = { image: galleryImages, upload: uploads }
function presentImage(row: {
  image: typeof galleryImages.$inferSelect
  upload: typeof uploads.$inferSelect
}) {
  return {
    uid: row.image.uid,
    ...ownerOf(row.image),
    name: row.image.name,
    pic: fileUrl(row.upload.storedName),
    thumb: row.upload.thumbName ? fileUrl(row.upload.thumbName) : null,
    created_at: row.image.createdAt.toISOString(),
  } satisfies GalleryImage
}

export async function addGalleryImage(
  db: Db,
  input: { owner_id: string; name?: string; uid?: string },
  file: ReceivedFile,
  by?: string,
) {
  return db.transaction(async (tx) => {
    const kind = await resolveOwner(tx, input.owner_id)
    const upload = await insertUpload(tx, file, by)
    const uid = input.uid ?? uuidv7()
    await tx.insert(galleryImages).values({
      uid,
      [ownerColumn[kind]]: input.owner_id,
      name: input.name ?? null,
      uploadId: upload.uid,
    })
    const [row] = await tx
      .select(gallerySelection)
      .from(galleryImages)
      .innerJoin(uploads, eq(uploads.uid, galleryImages.uploadId))
      .where(eq(galleryImages.uid, uid))
    return presentImage(row!)
  })
}

export async function galleryOf(db: Executor, ownerId: string) {
  await resolveOwner(db, ownerId, 'id')
  const owner = Object.values(ownerColumn).map((column) => eq(galleryImages[column], ownerId))
  const rows = await db
    .select(gallerySelection)
    .from(galleryImages)
    .innerJoin(uploads, eq(uploads.uid, galleryImages.uploadId))
    .where(or(...owner))
    .orderBy(desc(galleryImages.createdAt), galleryImages.uid)
  return rows.map(presentImage)
}

export async function deleteGalleryImage(db: Db, uid: string): Promise<Removed | undefined> {
  return db.transaction(async (tx) => {
    const [image] = await tx.delete(galleryImages).where(eq(galleryImages.uid, uid)).returning()
    if (!image) throw httpError(404, `No gallery image with uid ${uid}`, 'NOT_FOUND')
    return deleteUpload(tx, image.uploadId)
  })
}

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
    if (!player && !game) throw httpError(404, `No player or game with uid ${id}`, 'NOT_FOUND')
    if (player && input.game_id && !game)
      throw httpError(400, `No game with uid ${input.game_id}`, 'VALIDATION', {
        issues: [{ path: 'game_id', message: `No game with uid ${input.game_id}` }],
      })
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

export async function deleteReport(db: Db, uid: string): Promise<Removed | undefined> {
  return db.transaction(async (tx) => {
    const [report] = await tx.delete(playerReports).where(eq(playerReports.uid, uid)).returning()
    if (!report) throw httpError(404, `No report with uid ${uid}`, 'NOT_FOUND')
    return deleteUpload(tx, report.uploadId)
  })
}
