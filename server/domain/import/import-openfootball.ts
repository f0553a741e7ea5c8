import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { ImportFileReport, ImportReport } from '../../../src/api/contract/schemas/import'
import type { Db, Executor } from '../../db/client'
import { genderOfName } from './competition-gender'
import { type OpenfootballFile, parseOpenfootball, parseOpenfootballText } from './openfootball-format'
import type { Tally } from './record-sync'
import { writeMatches } from './write-matches'
import { writeSquads } from './write-squads'
import { type TournamentSpec, tournamentSpecOf } from './write-tournament'

// The importer's one entry point, used by `npm run import`, the community upload route and the demo seed.
// Every file is validated before anything is written (a bad file changes nothing); then each file is written
// in its own transaction, squads before matches so that scorers can be found in the squads just stored.

export interface OpenfootballInput {
  /** The file name: reported back, and used to pair `<name>.squads.json` with `<name>.json`. */
  name: string
  /** The file's text, or its already parsed JSON. */
  content: unknown
}

export type { ImportFileReport as FileReport, ImportReport } from '../../../src/api/contract/schemas/import'

const stemOf = (name: string) =>
  path
    .basename(name)
    .replace(/\.json$/i, '')
    .replace(/\.squads$/i, '')

export function parseInputs(files: OpenfootballInput[]): OpenfootballFile[] {
  return files.map((f) =>
    typeof f.content === 'string'
      ? parseOpenfootballText(f.name, f.content)
      : parseOpenfootball(f.name, f.content),
  )
}

// Two imports at once (two people pressing the button, or the CLI while the server seeds) would both see a
// record missing and both insert it. A transaction-scoped advisory lock makes them take turns; the second
// then finds everything the first wrote.
const IMPORT_LOCK = 0x0f_1d_6a_0e

export async function oneImportAtATime(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`)
}

/** A squads file belongs to the matches file of the same stem, or to the only matches file given with it. */
function tournamentFor(squadsFile: string, parsed: OpenfootballFile[]): TournamentSpec | null {
  const matchFiles = parsed.filter((f) => f.kind === 'matches')
  const paired =
    matchFiles.find((f) => stemOf(f.fileName) === stemOf(squadsFile)) ??
    (matchFiles.length === 1 ? matchFiles[0] : undefined)
  return paired ? tournamentSpecOf(paired.tournament) : null
}

export async function importOpenfootball(db: Db, files: OpenfootballInput[]): Promise<ImportReport> {
  const parsed = parseInputs(files)
  const reports: ImportFileReport[] = []
  for (const file of parsed) {
    if (file.kind !== 'squads') continue
    const tournament = tournamentFor(file.fileName, parsed)
    const season = tournament?.season ?? /\b(\d{4})\b/.exec(stemOf(file.fileName))?.[1] ?? null
    const counts = await db.transaction(async (tx) => {
      await oneImportAtATime(tx)
      return writeSquads(tx, file.teams, {
        fileName: stemOf(file.fileName),
        season,
        tournament,
        gender: genderOfName(tournament?.name, file.fileName),
      })
    })
    reports.push({
      file: file.fileName,
      kind: 'squads',
      tournament: tournament?.name ?? null,
      teams: file.teams.length,
      players: file.teams.reduce((n, t) => n + t.players.length, 0),
      counts,
    })
  }
  for (const file of parsed) {
    if (file.kind !== 'matches') continue
    const result = await db.transaction(async (tx) => {
      await oneImportAtATime(tx)
      return writeMatches(tx, file.tournament)
    })
    reports.push({
      file: file.fileName,
      kind: 'matches',
      tournament: file.tournament.name,
      matches: file.tournament.matches.length,
      ...result,
    })
  }
  const totals: Tally = { created: 0, updated: 0, unchanged: 0, removed: 0 }
  for (const report of reports) {
    for (const tally of Object.values(report.counts) as Tally[]) {
      totals.created += tally.created
      totals.updated += tally.updated
      totals.unchanged += tally.unchanged
      totals.removed! += tally.removed ?? 0
    }
  }
  return { files: reports, totals }
}

/** Reads files from disk into importer inputs (the CLI and the demo seed). */
export async function readOpenfootballFiles(paths: string[]): Promise<OpenfootballInput[]> {
  return Promise.all(paths.map(async (p) => ({ name: path.basename(p), content: await readFile(p, 'utf8') })))
}

/** The World Cup 2026 squads and matches shipped with the importer (public domain, openfootball). */
export const WORLD_CUP_2026_FILES = ['worldcup-2026.squads.json', 'worldcup-2026.json'].map((name) =>
  fileURLToPath(new URL(`./data/${name}`, import.meta.url)),
)
