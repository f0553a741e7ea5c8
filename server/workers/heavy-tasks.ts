import type { ImportPreview } from '../../src/api/contract/schemas/club-imports'
import type { PlayerFilter } from '../../src/api/contract/schemas/scout-filter'
import type { ScoutList } from '../../src/api/contract/schemas/scouting-lists'
import type { ShadowTeam } from '../../src/api/contract/schemas/workspaces'
import { csvRows } from '../../src/rules/csv-table'
import type { Db } from '../db/client'
import { type CsvTableName, csvTables } from '../domain/exports/csv-tables'
import { drawListPdf } from '../domain/exports/pdf/list-pdf'
import { pdfBytes } from '../domain/exports/pdf/pdf-bytes'
import { newPdf } from '../domain/exports/pdf/pdf-document'
import { drawPlayerCard } from '../domain/exports/pdf/player-card-pdf'
import { drawShadowTeamPdf } from '../domain/exports/shadow-team-export'
import type { PageKey } from '../domain/players/player-reads'
import type { Reader } from '../domain/privacy/minor-reads'
import { startImport } from '../domain/recruitment/imports'
import { readSheet } from '../domain/recruitment/sheet-read'
import type { PlayerCard } from '../domain/scouting/player-card'
import {
  searchPageCsv,
  type WrittenFilePage,
  type WrittenPage,
} from '../domain/scouting/player-filter/file-page'

// The work that runs in a worker thread (heavy-worker.ts), by name: CPU work on what the routes read and send over,
// and on PostgreSQL the pages of a search's export and a club's import, which a thread reads and writes itself (a
// page of 5,000 players parsed and copied on the event loop held it for tens of milliseconds, with the garbage it
// left: decision 0067). Inputs and outputs cross by structured clone, so a Buffer arrives as a Uint8Array and is
// wrapped again here.

/** How far a task is, and in which of its stages when it has several (an import: reading, then matching). */
type Progress = (done: number, total: number, stage?: string) => void

/** What a thread offers its tasks: its own database handle, on PostgreSQL only (WorkerPool.readsDatabase). */
export interface ThreadContext {
  db: () => Promise<Db>
}

/** A page's JSON text (decision 0047) parsed and written as CSV in pieces of `piece` rows, with its rows' uids. */
function writtenPage(table: CsvTableName, json: string, piece: number): WrittenPage {
  const rows = JSON.parse(json) as { uid: string }[]
  const columns = csvTables[table] as Parameters<typeof csvRows<unknown>>[0]
  const pieces: Uint8Array[] = []
  // TextEncoder's bytes have their own buffer, which can be transferred (Buffer.from may share Node's pool).
  const utf8 = new TextEncoder()
  for (let at = 0; at < rows.length; at += piece)
    pieces.push(utf8.encode(csvRows(columns, rows.slice(at, at + piece))))
  return { pieces, rows: rows.length, uids: rows.map((row) => row.uid) }
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** A card's picture crossed as a Uint8Array; pdfkit reads a Buffer. */
const withPhoto = (card: PlayerCard): PlayerCard => ({
  ...card,
  photo: card.photo ? Buffer.from(card.photo) : null,
})

async function sheetWithJson(input: { bytes: Uint8Array }, progress: Progress) {
  const sheet = await readSheet(asBuffer(input.bytes), progress)
  return { sheet, rowsJson: JSON.stringify(sheet.rows) }
}

export const heavyTasks = {
  cardPdf(input: { title: string; author: string; card: PlayerCard; day: Date }) {
    const doc = newPdf(input.title, input.author)
    drawPlayerCard(doc, withPhoto(input.card), input.author, input.day)
    const bytes = pdfBytes(doc)
    doc.end()
    return bytes
  },

  async listPdf(input: { list: ScoutList; author: string; day: Date; cards: PlayerCard[] | null }) {
    const doc = newPdf(input.list.name, input.author)
    const cards = new Map(input.cards?.map((card) => [card.player.uid, withPhoto(card)]))
    const cardOf = input.cards ? async (uid: string) => cards.get(uid)! : undefined
    await drawListPdf(doc, input.list, input.author, input.day, cardOf)
    const bytes = pdfBytes(doc)
    doc.end()
    return bytes
  },

  shadowTeamPdf(input: { title: string; team: ShadowTeam; clubName: string; author: string; day: Date }) {
    const doc = newPdf(input.title, input.author)
    drawShadowTeamPdf(doc, input.team, input.clubName, input.author, input.day)
    const bytes = pdfBytes(doc)
    doc.end()
    return bytes
  },

  csvRows(input: { table: CsvTableName; rows: readonly unknown[] }): string {
    return csvRows(csvTables[input.table] as Parameters<typeof csvRows<unknown>>[0], input.rows)
  },

  /**
   * A page of a table as PostgreSQL wrote it (one JSON text): parsed and written here, in pieces of `piece` rows,
   * with the uids of its rows (download-reply.ts, csvPageInThread).
   */
  csvOfJsonPage(input: { table: CsvTableName; json: string; piece: number }): WrittenPage {
    return writtenPage(input.table, input.json, input.piece)
  },

  /**
   * A page of a scout's search read here, from PostgreSQL, and written here (player-filter/file-page.ts): its 5,000 players
   * and their uids never cross to the event loop.
   */
  async searchCsvPage(
    input: { scoutUid: string; filter: PlayerFilter; after: PageKey | null; piece: number; reader: Reader },
    _progress: Progress,
    thread: ThreadContext,
  ): Promise<WrittenFilePage> {
    return searchPageCsv(await thread.db(), input, (json) => writtenPage('search', json, input.piece))
  },

  /** The sheet, and its rows as the JSON they are stored as (20 MB stringified here, not on the event loop). */
  readSheet: sheetWithJson,

  /**
   * A club's sheet read and its import started here, on PostgreSQL: its rows are stored and matched with players
   * by this thread, so none of a 20 MB file's 50,000 rows is folded, parsed or copied on the event loop (decision
   * 0067). In one transaction: a thread stopped by a Cancel leaves nothing behind.
   */
  async startImport(
    input: { bytes: Uint8Array; accountUid: string; fileName: string },
    progress: Progress,
    thread: ThreadContext,
  ): Promise<ImportPreview> {
    const { sheet, rowsJson } = await sheetWithJson(input, progress)
    progress(0, sheet.rows.length, 'matching')
    const db = await thread.db()
    return db.transaction((tx) => startImport(tx, input.accountUid, input.fileName, sheet, rowsJson))
  },
}

export type TaskName = keyof typeof heavyTasks
export type TaskInput<K extends TaskName> = Parameters<(typeof heavyTasks)[K]>[0]
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<(typeof heavyTasks)[K]>>
