import type { PlayerFilter } from '../../../src/api/contract/schemas/scout-filter'
import { csvRows as writeCsvRows } from '../../../src/rules/csv-table'
import { type CsvTableName, csvTables } from '../../domain/exports/csv-tables'
import type { PageKey } from '../../domain/players/player-reads'
import type { Reader } from '../../domain/privacy/minor-reads'
import {
  searchPageCsv,
  type WrittenFilePage,
  type WrittenPage,
} from '../../domain/scouting/player-filter/file-page'
import type { Progress, ThreadContext } from './thread-context'

// The CSV a thread writes: rows handed over, a page PostgreSQL wrote as one JSON text, or on PostgreSQL a page of a
// scout's search read by the thread itself (decision 0067).

type Columns = Parameters<typeof writeCsvRows<unknown>>[0]

/** A page's JSON text (decision 0047) parsed and written as CSV in pieces of `piece` rows, with its rows' uids. */
function writtenPage(table: CsvTableName, json: string, piece: number): WrittenPage {
  const rows = JSON.parse(json) as { uid: string }[]
  const columns = csvTables[table] as Columns
  const pieces: Uint8Array[] = []
  // TextEncoder's bytes have their own buffer, which can be transferred (Buffer.from may share Node's pool).
  const utf8 = new TextEncoder()
  for (let at = 0; at < rows.length; at += piece)
    pieces.push(utf8.encode(writeCsvRows(columns, rows.slice(at, at + piece))))
  return { pieces, rows: rows.length, uids: rows.map((row) => row.uid) }
}

export function csvRows(input: { table: CsvTableName; rows: readonly unknown[] }): string {
  return writeCsvRows(csvTables[input.table] as Columns, input.rows)
}

/**
 * A page of a table as PostgreSQL wrote it (one JSON text): parsed and written here, in pieces of `piece` rows,
 * with the uids of its rows (download-reply.ts, csvPageInThread).
 */
export function csvOfJsonPage(input: { table: CsvTableName; json: string; piece: number }): WrittenPage {
  return writtenPage(input.table, input.json, input.piece)
}

/**
 * A page of a scout's search read here, from PostgreSQL, and written here (player-filter/file-page.ts): its 5,000
 * players and their uids never cross to the event loop.
 */
export async function searchCsvPage(
  input: { scoutUid: string; filter: PlayerFilter; after: PageKey | null; piece: number; reader: Reader },
  _progress: Progress,
  thread: ThreadContext,
): Promise<WrittenFilePage> {
  return searchPageCsv(await thread.db(), input, (json) => writtenPage('search', json, input.piece))
}
