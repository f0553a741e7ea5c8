import { z } from 'zod'
import { IMPORT_MAX_ROWS, type ImportStatus, type ImportTarget, importTargets } from '../terms/recruitment'

// A club's import of its own recruitment data (docs/api/scout.md#imports): a file sent, looked at (which column
// fills what, which player each row is, what it would change, what cannot be read), corrected, then written in
// one transaction — and undone later if need be. Private to the club: decision 0055.

export const importChangeBody = z.object({
  /** Each column's field by its header ('' leaves it out). */
  mapping: z
    .record(
      z.string().max(200),
      z.enum([...importTargets, ''] as [ImportTarget | '', ...(ImportTarget | '')[]], {
        message: 'Choose what the column holds from the list',
      }),
    )
    .optional(),
  /** Rows (numbered as the preview numbers them) to leave out. */
  skip_rows: z.array(z.number().int().min(1).max(IMPORT_MAX_ROWS)).max(IMPORT_MAX_ROWS).optional(),
})
export type ImportChange = z.infer<typeof importChangeBody>

export interface ImportConflict {
  row: number
  player_uid: string
  player: string
  field: string
  /** As the player page writes them ("1.85 m", "€12m"). */
  stored: string
  incoming: string
}

/** The preview: what the file holds and what writing it would do. Lists are cut at 200 (their counts are whole). */
export interface ImportPreview {
  id: string
  file_name: string
  /** 'wyscout' when its columns are Wyscout's player export's. */
  format: 'wyscout' | 'sheet'
  status: ImportStatus
  columns: { name: string; mapped_to: ImportTarget | '' }[]
  rows: number
  matched: number
  new: number
  skipped: number
  /** The rows left out, as PUT sets them. */
  skip_rows: number[]
  conflicts: ImportConflict[]
  conflict_count: number
  errors: { row: number; message: string }[]
  error_count: number
  /** What the reading assumed, in words ("Market values are read in euros: the file has no currency column"). */
  notes: string[]
  /** The first rows with the player each was matched to (null: not in the database). */
  sample: { row: number; name: string; player_uid: string | null; player: string | null }[]
  /** After the commit: the players whose values changed and how many values were written. */
  summary: { players: number; values: number } | null
}

export interface ImportLine {
  id: string
  file_name: string
  format: 'wyscout' | 'sheet'
  status: ImportStatus
  rows: number
  created_at: string
  committed_at: string | null
  undone_at: string | null
  by: string | null
  summary: { players: number; values: number } | null
}
