import { setImmediate } from 'node:timers/promises'

// A table read for export a batch at a time, so a 100,000-row export holds one batch in memory, not the table.
// Pages are read through the same reads the screens page with (the same order, the same rows): by offset for the
// short tables (a row changed during the export may move between pages, as between two screens of the table);
// the search, up to 100,000 players, after the last row of the page before (decision 0069).

/**
 * Rows read and written at a time: each page of a sorted search is a statement of its own, so fewer, larger pages
 * cost less (100,000 players by offset: 117 s in pages of 500, bench/exports.ts); a batch of rows is a few MB.
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

/**
 * A table's batches, each read from where the one before ended (`next`: the page after, or the last row's place in
 * the order for a table read after a key — the scout's search, player-filter/run.ts), until one comes back short or
 * the rows reach EXPORT_MAX_ROWS.
 */
export async function* batchesFrom<B extends Batch<unknown>, From>(
  readFrom: (from: From | undefined, limit: number) => Promise<{ batch: B; next: From }>,
  limit = EXPORT_BATCH,
): AsyncGenerator<B> {
  let from: From | undefined
  for (let rows = 0; rows < EXPORT_MAX_ROWS; ) {
    // Between pages, whatever else waits (another user's search, /api/health) goes first: with the embedded
    // database a page's read holds the process, and without it writing a page's rows does.
    if (rows > 0) await setImmediate()
    const { batch, next } = await readFrom(from, limit)
    yield batch
    if (rowsOf(batch) < limit) return
    rows += rowsOf(batch)
    from = next
  }
}

/** A table read by its pages' numbers, as its screen pages it (offset): 1, 2, … */
export const pagedBatches = <B extends Batch<unknown>>(
  readPage: (page: number, limit: number) => Promise<B>,
  limit = EXPORT_BATCH,
) =>
  batchesFrom<B, number>(
    async (page = 1, limit) => ({ batch: await readPage(page, limit), next: page + 1 }),
    limit,
  )

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
