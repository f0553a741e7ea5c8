import { z } from 'zod'

// Importing openfootball files (squads and matches of a tournament), StatsBomb open-data files (competitions,
// matches, line-ups and events) or sheets of players' values (CSV, or Excel .xlsx sent as base64: a Wyscout player
// export or any sheet with a row per player) from the community area; the format is told by each file's content. The browser
// reads each chosen file as text and sends them together; the server validates every file before it writes
// anything, then answers with what it created and which scorers or players it could not match.

export const importPaths = {
  import: '/api/community/import',
}

/** The largest file accepted; a World Cup squads file is about 0.4 MB, a StatsBomb events file up to 4 MB. */
export const MAX_IMPORT_FILE_CHARS = 4_000_000
/** A whole StatsBomb tournament: its matches file and 64 line-up files, with room for their events files. */
export const MAX_IMPORT_FILES = 200
/** All files of one import together (JSON-escaped on the wire); more is refused with 413. */
export const MAX_IMPORT_BODY_BYTES = 64 * 1024 * 1024

export const importBody = z.object({
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1, { message: 'Each file needs its name' }).max(200),
        content: z
          .string()
          .min(1, { message: 'The file is empty' })
          .max(MAX_IMPORT_FILE_CHARS, { message: 'The file is larger than 4 MB' }),
        /** An Excel workbook comes as base64 (the others as their text). */
        encoding: z.enum(['text', 'base64'], { message: 'A file is sent as text or base64' }).optional(),
      }),
    )
    .min(1, { message: 'Choose at least one file' })
    .max(MAX_IMPORT_FILES, { message: `At most ${MAX_IMPORT_FILES} files at once` }),
})
export type ImportBody = z.infer<typeof importBody>

/** What happened to one kind of record. `removed` counts list entries the file no longer has. */
export interface ImportTally {
  created: number
  updated: number
  unchanged: number
  removed?: number
}

/** How a scorer's name was matched to a squad member, from strict to tolerant. */
export type ScorerMatchMethod = 'exact' | 'reordered' | 'spelling' | 'initial' | 'partial'

export interface UnmatchedScorer {
  /** "2026-06-11 Mexico – South Africa" */
  match: string
  /** The team whose squad was searched (for an own goal, the other team). */
  team: string
  name: string
  minute: string
  ownGoal: boolean
  reason: 'not in squad' | 'ambiguous' | 'unknown team'
  /** The squad members it could be, when ambiguous. */
  candidates: string[]
}

export interface LooseScorerMatch {
  team: string
  name: string
  player: string
  method: ScorerMatchMethod
}

export interface ReconciliationReport {
  goals: number
  matched: number
  byMethod: Partial<Record<ScorerMatchMethod, number>>
  /** Matches made by a tolerant rule, listed so that a person can check them. */
  loose: LooseScorerMatch[]
  unmatched: UnmatchedScorer[]
  /** Team names no national side answers to (e.g. "W73" placeholders of a schedule). */
  unknownTeams: string[]
}

/** A StatsBomb player who looks like a stored player without being surely him: left out, for a person to settle. */
export interface UncertainPlayer {
  name: string
  team: string
  reason: string
  /** The stored players he could be. */
  candidates: string[]
}

export type ImportFileReport =
  | {
      file: string
      kind: 'squads'
      tournament: string | null
      teams: number
      players: number
      counts: Record<string, ImportTally>
    }
  | {
      file: string
      kind: 'matches'
      tournament: string
      matches: number
      counts: Record<string, ImportTally>
      reconciliation: ReconciliationReport
      skippedMatches: string[]
    }
  | {
      /** The matches file of one StatsBomb competition season. */
      file: string
      kind: 'statsbomb'
      tournament: string
      matches: number
      /** Matches whose line-ups / events were given. */
      lineups: number
      events: number
      counts: Record<string, ImportTally>
      /** What became of the line-ups' players: found by an earlier import, matched by name, created, left out. */
      players: { known: number; matched: number; created: number; leftOut: number }
      uncertain: UncertainPlayer[]
      /** Files or matches not imported, and why. */
      skipped: string[]
    }
  | {
      /** A sheet of players' values (CSV or .xlsx; a Wyscout export is told by its columns). */
      file: string
      kind: 'sheet'
      format: 'wyscout' | 'sheet'
      rows: number
      /** Rows matched to a stored player, players whose values changed, rows matching nobody (left out). */
      players: { matched: number; updated: number; leftOut: number }
      counts: Record<string, ImportTally>
      /** Cells that could not be read and rows that could be two players, in words (the first 50). */
      problems: string[]
    }

export interface ImportReport {
  files: ImportFileReport[]
  totals: ImportTally
}
