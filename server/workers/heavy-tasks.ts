import type { ScoutList } from '../../src/api/contract/schemas/scouting-lists'
import type { ShadowTeam } from '../../src/api/contract/schemas/workspaces'
import { csvRows } from '../../src/rules/csv-table'
import { type CsvTableName, csvTables } from '../domain/exports/csv-tables'
import { drawListPdf } from '../domain/exports/pdf/list-pdf'
import { pdfBytes } from '../domain/exports/pdf/pdf-bytes'
import { newPdf } from '../domain/exports/pdf/pdf-document'
import { drawPlayerCard } from '../domain/exports/pdf/player-card-pdf'
import { drawShadowTeamPdf } from '../domain/exports/shadow-team-export'
import type { WrittenBatch } from '../domain/exports/table-batches'
import { readSheet } from '../domain/recruitment/sheet-read'
import type { PlayerCard } from '../domain/scouting/player-card'

// The work that runs in a worker thread (heavy-worker.ts), by name: everything here is CPU and no database — the
// routes read what a file needs first and send it over. Inputs and outputs cross by structured clone, so a
// Buffer arrives as a Uint8Array and is wrapped again here.

type Progress = (done: number, total: number) => void

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** A card's picture crossed as a Uint8Array; pdfkit reads a Buffer. */
const withPhoto = (card: PlayerCard): PlayerCard => ({
  ...card,
  photo: card.photo ? Buffer.from(card.photo) : null,
})

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
  csvOfJsonPage(input: { table: CsvTableName; json: string; piece: number }): WrittenBatch {
    const rows = JSON.parse(input.json) as { uid: string }[]
    const columns = csvTables[input.table] as Parameters<typeof csvRows<unknown>>[0]
    const pieces: string[] = []
    for (let at = 0; at < rows.length; at += input.piece)
      pieces.push(csvRows(columns, rows.slice(at, at + input.piece)))
    return { pieces, uids: rows.map((row) => row.uid) }
  },

  /** The sheet, and its rows as the JSON they are stored as (20 MB stringified here, not on the event loop). */
  async readSheet(input: { bytes: Uint8Array }, progress: Progress) {
    const sheet = await readSheet(asBuffer(input.bytes), progress)
    return { sheet, rowsJson: JSON.stringify(sheet.rows) }
  },
}

export type TaskName = keyof typeof heavyTasks
export type TaskInput<K extends TaskName> = Parameters<(typeof heavyTasks)[K]>[0]
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<(typeof heavyTasks)[K]>>
