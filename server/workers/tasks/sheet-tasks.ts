import type { ImportPreview } from '../../../src/api/contract/schemas/club-imports'
import { startImport as startClubImport } from '../../domain/recruitment/imports'
import { readSheet as readUploadedSheet } from '../../domain/recruitment/sheet-read'
import type { Progress, ThreadContext } from './thread-context'

// A club's uploaded sheet, read in a thread, and on PostgreSQL its import started there too (decision 0067).

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** The sheet, and its rows as the JSON they are stored as (20 MB stringified here, not on the event loop). */
export async function readSheet(input: { bytes: Uint8Array }, progress: Progress) {
  const sheet = await readUploadedSheet(asBuffer(input.bytes), progress)
  return { sheet, rowsJson: JSON.stringify(sheet.rows) }
}

/**
 * A club's sheet read and its import started here, on PostgreSQL: its rows are stored and matched with players
 * by this thread, so none of a 20 MB file's 50,000 rows is folded, parsed or copied on the event loop (decision
 * 0067). In one transaction: a thread stopped by a Cancel leaves nothing behind.
 */
export async function startImport(
  input: { bytes: Uint8Array; accountUid: string; fileName: string },
  progress: Progress,
  thread: ThreadContext,
): Promise<ImportPreview> {
  const { sheet, rowsJson } = await readSheet(input, progress)
  progress(0, sheet.rows.length, 'matching')
  const db = await thread.db()
  return db.transaction((tx) => startClubImport(tx, input.accountUid, input.fileName, sheet, rowsJson))
}
