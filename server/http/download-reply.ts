import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import {
  asciiFileName,
  CSV_CONTENT_TYPE,
  type CsvColumn,
  csvHeader,
  csvRows,
} from '../../src/rules/csv-table'

// What leaves the app as a file (docs/decisions/0046-files-and-share-links.md): a CSV streamed batch by batch, or a
// PDF. Named after what it holds and the day, in ASCII for old clients and in UTF-8 (`filename*`, RFC 6266) for the
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
 * Streams a table as CSV: each batch is written as it is read, so 100,000 rows never sit in memory at once. The
 * first batch is read before anything is sent, so a refusal (not yours, a filter out of range) is still an
 * error answer with its status, not a broken file.
 */
export async function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
) {
  const iterator = batches[Symbol.asyncIterator]()
  const first = await iterator.next()
  async function* lines() {
    yield csvHeader(columns)
    if (first.done) return
    yield csvRows(columns, first.value)
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield csvRows(columns, next.value)
  }
  return asDownload(reply, fileName, CSV_CONTENT_TYPE).send(Readable.from(lines(), { objectMode: false }))
}

/** A table already read whole (a list holds at most 500 players). */
export async function* oneBatch<Row>(rows: readonly Row[]) {
  yield rows
}

export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Readable) =>
  asDownload(reply, fileName, 'application/pdf').send(pdf)

/** A ZIP already written in memory (a person's data: decision 0057). */
export const sendZip = (reply: FastifyReply, fileName: string, zip: Buffer) =>
  asDownload(reply, fileName, 'application/zip').send(zip)
