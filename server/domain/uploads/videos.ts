import { and, eq, sql } from 'drizzle-orm'
import type { StoredFile } from '../../../src/api/contract/schemas/players-media'
import type { Executor } from '../../db/client'
import { uploads, videoEvents } from '../../db/schema/index'
import { forbidden, tooLarge } from '../support/errors'
import { recordNotFound } from '../support/versioned-update'
import type { ReceivedFile } from './received-file'
import { insertUpload, presentFile } from './uploads'

// A member's local videos: stored within their quota, deleted by the member who uploaded them (the row, the
// moments tagged in it, and — by the caller — the file). Vimeo videos live at Vimeo and count nothing here.

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`

export async function videoBytesOf(db: Executor, memberUid: string) {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.kind, 'video'), eq(uploads.createdBy, memberUid)))
  return Number(row?.used ?? 0)
}

/** 413 when this many more bytes would take the member past their quota. */
export async function requireVideoRoom(db: Executor, memberUid: string, more: number, quotaBytes: number) {
  const used = await videoBytesOf(db, memberUid)
  if (used + more > quotaBytes)
    throw tooLarge(
      `Your videos take ${megabytes(used)} of your ${megabytes(quotaBytes)}: this one (${megabytes(more)}) does not fit. Delete a video you no longer need first.`,
    )
}

/** POST video: a local video on its own, within the member's quota; video events then point at its uid. */
export async function storeVideo(
  db: Executor,
  file: ReceivedFile,
  memberUid: string,
  quotaBytes: number,
): Promise<StoredFile> {
  // The member's row is locked around the sum and the insert: uploads at once wait for each other, so the quota
  // holds (summed first without a lock, two videos at once were both stored past it).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from accounts where uid = ${memberUid} for no key update`)
    await requireVideoRoom(tx, memberUid, file.sizeBytes, quotaBytes)
    return presentFile(await insertUpload(tx, file, memberUid))
  })
}

/** DELETE video/{id}: the uploader's own video and its moments; answers the stored name for the file to go. */
export async function deleteVideo(db: Executor, uid: string, memberUid: string) {
  const [video] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.uid, uid), eq(uploads.kind, 'video')))
  if (!video) throw recordNotFound('video', uid)
  if (video.createdBy !== memberUid) throw forbidden('Only the member who uploaded a video can delete it')
  const moments = await db
    .delete(videoEvents)
    .where(and(eq(videoEvents.provider, 'local'), eq(videoEvents.videoId, uid)))
    .returning({ uid: videoEvents.uid })
  await db.delete(uploads).where(eq(uploads.uid, uid))
  return { storedName: video.storedName, moments: moments.length }
}
