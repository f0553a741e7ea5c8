import { desc, eq, inArray, or } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { GalleryImage } from '../../../src/api/contract/schemas/players-media'
import type { Db, Executor } from '../../db/client'
import { galleryImages, playerDocuments, players, uploads } from '../../db/schema/index'
import { notFound } from '../support/errors'
import { recordNotFound } from '../support/versioned-update'
import type { ReceivedFile } from '../uploads/received-file'
import { fileUrl, insertUpload } from '../uploads/uploads'
import { ownerColumn, ownerOf, resolveOwner } from './owners'
import { getPlayer } from './players'

// Profile pictures, gallery images and PDF reports. Each write stores the upload row and its owner row in one
// transaction and returns the files that are no longer referenced, which the caller removes after the commit
// (a file is never deleted while a committed row still points at it).

type Removed = { storedName: string; thumbName: string | null }

/** The player's profile picture path (null when he has none); 404 when there is no such player. */
async function pictureOf(db: Executor, uid: string) {
  const [row] = await db.select({ pic: players.pic }).from(players).where(eq(players.uid, uid))
  if (!row) throw recordNotFound('player', uid)
  return row
}

/**
 * The files behind a `/api/files/<name>` picture path, if it is one of ours. Its uploads row is deleted by the
 * database itself when the picture changes (migration 0005); the caller removes the files after the commit.
 */
async function filesOfPic(tx: Executor, pic: string | null): Promise<Removed | undefined> {
  const name = pic?.startsWith('/api/files/') ? pic.slice('/api/files/'.length) : undefined
  if (!name) return undefined
  const [row] = await tx
    .select({ storedName: uploads.storedName, thumbName: uploads.thumbName })
    .from(uploads)
    .where(eq(uploads.storedName, name))
  return row
}

/** Every file a player owns (picture, gallery, reports): removed after the player is deleted. */
export async function filesOfPlayer(db: Executor, playerId: string): Promise<Removed[]> {
  const { pic } = await pictureOf(db, playerId)
  const owned = await db
    .select({ storedName: uploads.storedName, thumbName: uploads.thumbName })
    .from(uploads)
    .where(
      or(
        inArray(
          uploads.uid,
          db
            .select({ id: galleryImages.uploadId })
            .from(galleryImages)
            .where(eq(galleryImages.playerId, playerId)),
        ),
        inArray(
          uploads.uid,
          db
            .select({ id: playerDocuments.uploadId })
            .from(playerDocuments)
            .where(eq(playerDocuments.playerId, playerId)),
        ),
      ),
    )
  const picture = await filesOfPic(db, pic)
  return picture ? [picture, ...owned] : owned
}

/**
 * Sets the profile picture. The picture is its own resource (POST/DELETE profile_pic/{id}), so changing it
 * does not bump the profile's version: a queued offline profile edit is not turned into a conflict by it.
 */
export async function setProfilePic(db: Db, playerId: string, file: ReceivedFile, by?: string) {
  const removed = await db.transaction(async (tx) => {
    const { pic } = await pictureOf(tx, playerId)
    const upload = await insertUpload(tx, file, by)
    const old = await filesOfPic(tx, pic)
    await tx
      .update(players)
      .set({ pic: fileUrl(upload.storedName) })
      .where(eq(players.uid, playerId))
    return old
  })
  return { player: await getPlayer(db, playerId), removed }
}

/** Clears the profile picture (answers the profile even when there was none: safe to replay). */
export async function clearProfilePic(db: Db, playerId: string) {
  const removed = await db.transaction(async (tx) => {
    const { pic } = await pictureOf(tx, playerId)
    const old = await filesOfPic(tx, pic)
    await tx.update(players).set({ pic: null }).where(eq(players.uid, playerId))
    return old
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
    // Read the file names first: the delete's trigger removes the uploads row with the image (migration 0005).
    const [row] = await tx
      .select({ storedName: uploads.storedName, thumbName: uploads.thumbName })
      .from(galleryImages)
      .innerJoin(uploads, eq(uploads.uid, galleryImages.uploadId))
      .where(eq(galleryImages.uid, uid))
    if (!row) throw notFound(`No gallery image with uid ${uid}`)
    await tx.delete(galleryImages).where(eq(galleryImages.uid, uid))
    return row
  })
}
