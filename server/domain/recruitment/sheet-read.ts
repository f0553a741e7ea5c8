import { Readable } from 'node:stream'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { IMPORT_MAX_ROWS } from '../../../src/api/contract/terms/recruitment'
import { DomainError } from '../support/errors'

// A club's sheet as text rows: a CSV (comma, semicolon or tab separated, as Excel and Wyscout write them) or an
// Excel workbook's first sheet, read row by row from a stream (exceljs' streaming reader) so a 50,000-row file is
// never a whole workbook in memory. Dates come out as days (2027-06-30), numbers as written.

export interface Sheet {
  headers: string[]
  /** Each row's cells as text, as long as the header row. */
  rows: string[][]
}

const refused = (message: string) => new DomainError('invalid', message, 'INVALID_FILE')

const tooManyRows = () =>
  refused(`The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows: split it into smaller files`)

const isZip = (bytes: Buffer) => bytes.length > 3 && bytes.readUInt32BE(0) === 0x504b0304
const isOldExcel = (bytes: Buffer) => bytes.length > 3 && bytes.readUInt32BE(0) === 0xd0cf11e0

/** How far the reading is: bytes of the file read, of all of them (a worker thread tells the request, decision 0067). */
export type SheetProgress = (done: number, total: number) => void

/** The cells of a file's rows, the first of them its header row. */
export async function readSheet(bytes: Buffer, progress: SheetProgress = () => {}): Promise<Sheet> {
  if (isOldExcel(bytes))
    throw refused('This is an old Excel file (.xls): save it as .xlsx or .csv and send it again')
  const table = isZip(bytes) ? await workbookRows(bytes, progress) : csvRows(bytes, progress)
  progress(bytes.length, bytes.length)
  const [head, ...rows] = table.filter((row) => row.some((cell) => cell.trim() !== ''))
  if (!head) throw refused('The file is empty: it needs a header row and a row per player')
  const headers = head.map((cell, i) => cell.trim() || `Column ${i + 1}`)
  if (rows.length === 0) throw refused('The file has a header row and no players under it')
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows()
  return { headers, rows: rows.map((row) => headers.map((_, i) => (row[i] ?? '').trim())) }
}

/** Progress is told every this many rows. */
const PROGRESS_EVERY = 2000

function csvRows(bytes: Buffer, progress: SheetProgress): string[][] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  if (text.includes('\u0000')) throw refused('This is not a CSV or an Excel (.xlsx) file')
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0)
  const delimiter = [';', '\t', ','].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  )
  try {
    return parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      to: IMPORT_MAX_ROWS + 2,
      // Bytes are counted in the decoded text's UTF-8, as the file was sent.
      on_record: (record: string[], context: { records: number; bytes: number }) => {
        if (context.records % PROGRESS_EVERY === 0) progress(context.bytes, bytes.length)
        return record
      },
    })
  } catch (error) {
    throw refused(`The CSV cannot be read: ${(error as Error).message}`)
  }
}

/** The workbook streamed in slices, so how much of it is read is known as its rows come. */
function* slices(bytes: Buffer, read: (done: number) => void) {
  for (let at = 0; at < bytes.length; at += 256 * 1024) {
    read(at)
    yield bytes.subarray(at, at + 256 * 1024)
  }
}

async function workbookRows(bytes: Buffer, progress: SheetProgress): Promise<string[][]> {
  let read = 0
  const source = Readable.from(slices(bytes, (done) => (read = done)))
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  })
  const rows: string[][] = []
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const cells: string[] = []
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          cells[column - 1] = cellText(cell.value)
        })
        rows.push(Array.from(cells, (cell) => cell ?? ''))
        if (rows.length % PROGRESS_EVERY === 0) progress(read, bytes.length)
        if (rows.length > IMPORT_MAX_ROWS + 1) throw tooManyRows()
      }
      break // the first sheet only
    }
  } catch (error) {
    if (error instanceof DomainError) throw error
    throw refused('This Excel file cannot be read: save it again as .xlsx or .csv')
  }
  return rows
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value) return String(value.text)
    return ''
  }
  return String(value)
}
