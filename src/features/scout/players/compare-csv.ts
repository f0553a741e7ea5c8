import {
  CSV_CONTENT_TYPE,
  type CsvCell,
  type CsvColumn,
  csvFile,
  exportFileName,
} from '../../../rules/csv-table'
import { saveFile } from '../../../ui/save-file'
import { positionLabel } from './player-facts'

// Compare's table as CSV, written in the page (it holds the whole table), loaded when the scout asks for it.

/** One measure of Compare's table (its rows; the page marks the better value). */
export interface CompareRow {
  name: string
  values: (number | null)[]
  /** Which value is better: the higher (goals, ratings) or the lower (nothing yet). */
  better: 'higher' | null
  unit?: string
}

/** The table as shown, one measure a line and one player a column (written here: the page holds it all). */
export function saveCompareCsv(
  compared: { player: { name: string | null; main_position?: string | null } }[],
  rows: CompareRow[],
) {
  const lines: { name: string; values: CsvCell[] }[] = [
    { name: 'Position', values: compared.map((c) => positionLabel(c.player.main_position ?? null)) },
    ...rows.map((row) => ({ name: row.unit ? `${row.name} (${row.unit})` : row.name, values: row.values })),
  ]
  const columns: CsvColumn<(typeof lines)[number]>[] = [
    { header: 'Measure', cell: (line) => line.name },
    ...compared.map((c, i) => ({
      header: c.player.name ?? 'Player',
      cell: (line: (typeof lines)[number]) => line.values[i],
    })),
  ]
  saveFile(
    new Blob([csvFile(columns, lines)], { type: CSV_CONTENT_TYPE }),
    exportFileName('compare', new Date(), 'csv'),
  )
}
