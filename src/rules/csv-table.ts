// A table written as CSV the way a spreadsheet opens it right (tests/unit/csv-table.test.ts): UTF-8 with a byte-order
// mark (Excel then reads accents as accents), a header row in words, numbers as numbers, days and times ISO, one row a
// line (CRLF, RFC 4180). Both sides write with it: the server streams its tables, the browser writes Compare.

/** What a cell may hold; null and undefined are an empty cell (not known), never "0" or "null". */
export type CsvCell = string | number | boolean | null | undefined

export interface CsvColumn<Row> {
  /** The column's name in words, as the screen heads it. */
  header: string
  cell: (row: Row) => CsvCell
}

export const CSV_BOM = '\uFEFF'
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

/**
 * A text a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+1`, `@SUM`) is written with a leading
 * apostrophe (OWASP's CSV injection advice): a player's or a scout's name is typed by someone else.
 */
const FORMULA_START = /^[=+\-@\t\r]/

function csvValue(cell: CsvCell): string {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no'
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvValue).join(',')}\r\n`

export const csvHeader = <Row>(columns: readonly CsvColumn<Row>[]) =>
  CSV_BOM + csvLine(columns.map((c) => c.header))

export const csvRows = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) =>
  rows.map((row) => csvLine(columns.map((c) => c.cell(row)))).join('')

/** The whole file, for a table already in memory (Compare in the browser). */
export const csvFile = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) =>
  csvHeader(columns) + csvRows(columns, rows)

/**
 * A file's name from what it holds and the day: "Left backs U21" on 25 Nov 2026 → left-backs-u21-2026-11-25. `kind`
 * says what sort of file it is before whose it is (`player-card`, `list`), so a player's card and a list of the
 * same name never share a file name; it is not counted in the 80 letters of the title.
 */
export function exportFileName(title: string, day: Date, extension: 'csv' | 'pdf', kind?: string): string {
  const slug = firstLetters(
    title
      .normalize('NFC')
      .toLowerCase()
      // Marks stay with their letters (a Hindi or Arabic name keeps its vowel signs).
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
    NAME_LETTERS,
  ).replace(/-+$/, '')
  return `${kind ? `${kind}-` : ''}${slug || 'export'}-${day.toISOString().slice(0, 10)}.${extension}`
}

const NAME_LETTERS = 80

/**
 * The first `n` letters as a reader counts them (grapheme clusters): never half of a letter written with two
 * UTF-16 units (𝒜, an emoji), whose lone half cannot be sent in a header (it answered 500), nor a letter without
 * its mark.
 */
function firstLetters(text: string, n: number) {
  if (text.length <= n) return text
  const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)
  let cut = ''
  let count = 0
  for (const { segment } of letters) {
    if (count++ === n) break
    cut += segment
  }
  return cut
}

/** The same name in ASCII alone, for clients that do not read `filename*` (accents dropped, not mangled). */
export const asciiFileName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
