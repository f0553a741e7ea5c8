import { pipeline, Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { createGzip, constants as zlibConstants } from 'node:zlib'
import type { FastifyReply } from 'fastify'
import { TOTAL_ROWS_HEADER } from '../../src/api/contract/terms/long-answers'
import { asciiFileName, CSV_CONTENT_TYPE, type CsvColumn, csvHeader } from '../../src/rules/csv-table'
import { type CsvRowOf, type CsvTableName, csvTables } from '../domain/exports/csv-tables'
import { type Batch, isWritten } from '../domain/exports/table-batches'
import type { WrittenPage } from '../domain/scouting/player-filter/file-page'
import { cancelledWith } from './client-gone'

// What leaves the app as a file (docs/decisions/0046-files-and-share-links.md): a CSV streamed batch by batch, or a
// PDF; both written in worker threads (decision 0067). Named after what it holds and the day, in ASCII for old clients and in UTF-8 (`filename*`, RFC 6266) for the
// rest; never cached (a scout's table is theirs, and a shared copy must not linger in a proxy).

function asDownload(reply: FastifyReply, fileName: string, contentType: string) {
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
}

/**
 * Rows a worker thread writes at a time: a batch of 5,000 is cut in five, so copying rows to the thread never holds
 * the event loop long (decision 0067).
 */
const ROWS_PER_TASK = 1000

/** Tests watch a slow export: a pause after each 100 rows (config.exportPauseMs, never outside tests). */
const SLOW_PIECE = 100
const pauseOf = (reply: FastifyReply) => reply.server.deps.config.exportPauseMs

/**
 * How a file's batch is made in a thread: dropped when its client goes away, and in the one lane of export pages
 * (WorkerPool's `lane`), which after each page rests as long as the page took: the exports under way hold one core
 * between them at most half the time. With 8 exports and an import running, health's p99 17.2 → 13.6 ms and the
 * search's 24.3 → 20.3 ms; the 8 exports take about 1.55× as long, a lone one up to twice (decision 0067,
 * docs/benchmarks.md).
 */
export const exportPageRun = (reply: FastifyReply) => ({
  signal: cancelledWith(reply),
  lane: 'export-page',
  laneRest: 1,
})

/** The rows in each piece of a batch a thread writes whole: all of them, unless a test watches it slowly. */
export const writtenPiece = (reply: FastifyReply) => (pauseOf(reply) ? SLOW_PIECE : Number.MAX_SAFE_INTEGER)

/**
 * A page PostgreSQL wrote as one JSON text (decision 0047), read on the main thread (the embedded database), written
 * as CSV by a worker thread: the string is copied over once, where parsing it here and copying its objects over
 * held the event loop for tens of milliseconds a page (decision 0067, bench/heavy-mixed.ts).
 */
export const csvPageInThread = (
  reply: FastifyReply,
  table: CsvTableName,
  json: string,
): Promise<WrittenPage> =>
  reply.server.heavyWork.run(
    'csvOfJsonPage',
    { table, json, piece: writtenPiece(reply) },
    exportPageRun(reply),
  )

/**
 * Streams a table as CSV: each batch is written as it is read, so 100,000 rows never sit in memory at once, and
 * its text is written by a worker thread (server/workers/), so the event loop keeps answering others meanwhile.
 * The first batch is read before anything is sent, so a refusal (not yours, a filter out of range) is still an
 * error answer with its status, not a broken file; then `count` says how many rows the file will hold. When the
 * client goes away (a Cancel, a closed tab) no further batch is read.
 */
export async function sendCsv<T extends CsvTableName>(
  reply: FastifyReply,
  fileName: string,
  table: T,
  batches: AsyncIterable<Batch<CsvRowOf<T>>>,
  count?: () => Promise<number> | number,
) {
  const iterator = batches[Symbol.asyncIterator]()
  const first = await iterator.next()
  const total = count ? await count() : first.done ? 0 : undefined
  const gone = cancelledWith(reply)
  const { heavyWork } = reply.server
  const pause = pauseOf(reply)
  const piece = pause ? SLOW_PIECE : ROWS_PER_TASK
  let read = 0
  async function* lines() {
    yield csvHeader(csvTables[table] as readonly CsvColumn<unknown>[])
    try {
      for (let next = first; !next.done && !gone.aborted; next = await iterator.next()) {
        const batch = next.value
        if (isWritten(batch)) {
          read += batch.rows
          for (const bytes of batch.pieces) {
            yield bytes
            if (pause) await sleep(pause)
          }
          continue
        }
        read += batch.length
        for (let at = 0; at < batch.length; at += piece) {
          yield await heavyWork.run(
            'csvRows',
            { table, rows: batch.slice(at, at + piece) },
            exportPageRun(reply),
          )
          if (pause) await sleep(pause)
        }
      }
    } finally {
      if (gone.aborted) reply.log.info({ rows: read, total }, 'export stopped: the client went away')
      await iterator.return?.()
    }
  }
  if (total !== undefined) reply.header(TOTAL_ROWS_HEADER, String(total))
  const text = Readable.from(lines(), { objectMode: false })
  asDownload(reply, fileName, CSV_CONTENT_TYPE).header('vary', 'accept-encoding')
  if (!/\bgzip\b/.test(reply.request.headers['accept-encoding'] ?? '')) return reply.send(text)
  // Compressed here rather than by the compress plugin, flushed after each piece: its compressor would hold a
  // slow export's rows back, and the app's progress bar would stand still (decision 0067).
  const gzip = createGzip({ flush: zlibConstants.Z_SYNC_FLUSH })
  pipeline(text, gzip, () => {})
  return reply.header('content-encoding', 'gzip').send(gzip)
}

/** A table already read whole (a list holds at most 500 players). */
export async function* oneBatch<Row>(rows: readonly Row[]) {
  yield rows
}

/** A PDF drawn whole by a worker thread (decision 0067): a card or a list is at most a few MB. */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Uint8Array) =>
  asDownload(reply, fileName, 'application/pdf').send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength))

/** A ZIP already written in memory (a person's data: decision 0057). */
export const sendZip = (reply: FastifyReply, fileName: string, zip: Buffer) =>
  asDownload(reply, fileName, 'application/zip').send(zip)
