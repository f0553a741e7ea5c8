import { setImmediate } from 'node:timers/promises'

// A table read for export a batch at a time, so a 100,000-row export holds one batch in memory, not the table.
// Pages are read by offset through the same reads the screens page with (the same order, the same rows); a row
// changed during a long export may move between pages, as it would between two screens of the table.

/**
 * Rows read and written at a time: each page of a sorted search sorts its matches again, so fewer, larger pages
 * cost less (100,000 players: 117 s in pages of 500, bench/exports.ts); a batch of rows is a few MB.
 */
export const EXPORT_BATCH = 5000
/** An export stops here: past it a table is narrowed, not downloaded (it would take minutes to write). */
export const EXPORT_MAX_ROWS = 100_000

/**
 * A batch a worker thread has already written as CSV, from the page PostgreSQL wrote as JSON (decision 0067): the
 * event loop neither parses 5,000 players nor copies their objects over. Its pieces are UTF-8 bytes handed back
 * by transfer — a text would be copied into the main thread's heap, and those large strings were what its garbage
 * collections stopped for — written one after another (a test's slow export pauses between them).
 */
export interface WrittenBatch {
  pieces: Uint8Array[]
  rows: number
}

/** What a table's export is read as: rows to be written, or rows already written. */
export type Batch<Row> = readonly Row[] | WrittenBatch

export const isWritten = <Row>(batch: Batch<Row>): batch is WrittenBatch => 'pieces' in batch
const rowsOf = <Row>(batch: Batch<Row>) => (isWritten(batch) ? batch.rows : batch.length)

export async function* pagedBatches<B extends Batch<unknown>>(
  readPage: (page: number, limit: number) => Promise<B>,
  limit = EXPORT_BATCH,
): AsyncGenerator<B> {
  for (let page = 1; page <= Math.ceil(EXPORT_MAX_ROWS / limit); page++) {
    // Between pages, whatever else waits (another user's search, /api/health) goes first: with the embedded
    // database a page's read holds the process, and without it writing a page's rows does.
    if (page > 1) await setImmediate()
    const batch = await readPage(page, limit)
    yield batch
    if (rowsOf(batch) < limit) return
  }
}

/**
 * A listing that says its total (`meta.total`) read for export: its batches, and that total once the first page is
 * read (sendCsv asks for it then, to announce the rows before the first of them).
 */
export function listedBatches<Row>(
  readPage: (page: number, limit: number) => Promise<{ data: readonly Row[]; meta: { total: number } }>,
) {
  let total = 0
  const batches = pagedBatches(async (page, limit) => {
    const found = await readPage(page, limit)
    total = found.meta.total
    return found.data
  })
  return { batches, total: () => total }
}
