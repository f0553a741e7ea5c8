import { eq, inArray, or } from 'drizzle-orm'
import type { StoredFile } from '../../../src/api/contract/schemas/players-media'
import type { Executor } from '../../db/client'
import { uploads } from '../../db/schema/index'
import type { ReceivedFile } from './received-file'

// The metadata row of every stored file, and its wire shape. Rows are written in the same transaction as
// whatever owns the file (a player's picture, a gallery image, a report) and deleted with it by the triggers
// of migration 0005, so a file's row never dangles; files whose row is gone are swept from storage.

export const fileUrl = (name: string) => `/api/files/${name}`

export type UploadRow = typeof uploads.$inferSelect

export async function insertUpload(tx: Executor, file: ReceivedFile, createdBy: string | undefined) {
  const [row] = await tx
    .insert(uploads)
    .values({ ...file, createdBy: createdBy ?? null })
    .returning()
  return row!
}

/** The row a served file name belongs to (the picture itself or its thumbnail). */
export async function findUploadByName(db: Executor, name: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(or(eq(uploads.storedName, name), eq(uploads.thumbName, name)))
  return row
}

export async function findUpload(db: Executor, uid: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.uid, uid))
  return row
}

export function presentFile(row: UploadRow): StoredFile {
  return {
    uid: row.uid,
    url: fileUrl(row.storedName),
    thumb: row.thumbName ? fileUrl(row.thumbName) : null,
    mime: row.mime,
    size: row.sizeBytes,
    width: row.width,
    height: row.height,
  }
}

/** Of these stored names, the ones no uploads row knows (neither as a file nor as a thumbnail). */
export async function unknownNames(db: Executor, names: string[]) {
  if (names.length === 0) return []
  const rows = await db
    .select({ stored: uploads.storedName, thumb: uploads.thumbName })
    .from(uploads)
    .where(or(inArray(uploads.storedName, names), inArray(uploads.thumbName, names)))
  const known = new Set(rows.flatMap((r) => [r.stored, r.thumb]))
  return names.filter((n) => !known.has(n))
}
