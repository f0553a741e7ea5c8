import { setImmediate } from 'node:timers/promises'
import type { ImportFileReport, ImportReport } from '../../../src/api/contract/schemas/import'
import { controlCharacterIssue } from '../../../src/rules/control-characters'
import type { Db } from '../../db/client'
import { readCommunitySheet, writeCommunitySheet } from '../recruitment/community-sheet'
import { importOpenfootball, type OpenfootballInput } from './import-openfootball'
import { listLongerThan, longListMessage } from './list-sizes'
import { OpenfootballFormatError } from './openfootball-format'
import type { Tally } from './record-sync'
import { importStatsBomb } from './statsbomb/import-statsbomb'
import { parseStatsBomb, StatsBombFormatError, statsBombKind } from './statsbomb/parse-statsbomb'
import type { StatsBombFile } from './statsbomb/statsbomb-format'

// The one import of the community screen, the CLI and the demo seed: each file's format is told by its content
// (an openfootball squads array or { matches }, or one of StatsBomb's four files), every file is validated before
// anything is written, then the openfootball files go in (squads first), then the StatsBomb ones.

/** A file that is in neither format or breaks its format: names the file and the place. */
export type ImportFormatError = OpenfootballFormatError | StatsBombFormatError
export const isImportFormatError = (error: unknown): error is ImportFormatError =>
  error instanceof OpenfootballFormatError || error instanceof StatsBombFormatError

function parseJson(name: string, content: unknown): unknown {
  if (typeof content !== 'string') return content
  try {
    return JSON.parse(content)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new OpenfootballFormatError(name, `${name}: not valid JSON (${reason})`)
  }
}

/** A file's lists are counted before any of it is validated (list-sizes.ts). */
function refuseLongLists(name: string, json: unknown) {
  const long = listLongerThan(json)
  if (long)
    throw new OpenfootballFormatError(name, longListMessage(name, long), [
      { path: long.path, message: longListMessage(name, long) },
    ])
}

/**
 * Control characters in any of a file's texts are refused as in any request's input (src/rules/control-characters.ts):
 * a file's JSON escapes (\u0000, \u001b) pass the request's own check, and would reach the database (a NUL is
 * a 500) or a reader's terminal. Told by the format's kind, so the refusal reads as the format's others do.
 */
function refuseControlCharacters(name: string, json: unknown, statsBomb: StatsBombFile['kind'] | null) {
  const found = controlCharacterIssue(json)
  if (!found) return
  const kind = statsBomb
    ? `StatsBomb ${statsBomb} file`
    : Array.isArray(json)
      ? 'openfootball squads file'
      : json && typeof json === 'object' && 'matches' in json
        ? 'openfootball matches file'
        : 'file'
  const path = found.path.join('.')
  const message = `${name}: invalid ${kind} at ${path || '(root)'}: ${found.message}`
  const issues = [{ path, message: found.message }]
  throw statsBomb
    ? new StatsBombFormatError(name, message, issues)
    : new OpenfootballFormatError(name, message, issues)
}

/** A CSV or an Excel workbook rather than JSON: sent as base64, or named so and not starting as JSON does. */
const isSheet = (file: ImportInput) =>
  file.encoding === 'base64' ||
  (/\.(csv|xlsx)$/i.test(file.name) && typeof file.content === 'string' && !/^\s*[[{]/.test(file.content))

export type ImportInput = OpenfootballInput & { encoding?: 'text' | 'base64' }

export async function importFiles(db: Db, files: ImportInput[]): Promise<ImportReport> {
  const openfootball: OpenfootballInput[] = []
  const statsBomb: StatsBombFile[] = []
  const sheets: Awaited<ReturnType<typeof readCommunitySheet>>[] = []
  for (const [i, file] of files.entries()) {
    // Up to 200 files of 4 MB: between two files' parsing, whatever else waits (another user, /api/health) goes.
    if (i > 0) await setImmediate()
    if (isSheet(file)) {
      const text = String(file.content)
      sheets.push(
        await readCommunitySheet(
          file.name,
          Buffer.from(text, file.encoding === 'base64' ? 'base64' : 'utf8'),
        ),
      )
      continue
    }
    const json = parseJson(file.name, file.content)
    refuseLongLists(file.name, json)
    const kind = statsBombKind(json, file.name)
    refuseControlCharacters(file.name, json, kind)
    if (kind) statsBomb.push(parseStatsBomb(file.name, json, kind))
    else openfootball.push({ name: file.name, content: json })
  }
  const loose = statsBomb.find((f) => f.kind === 'lineups' || f.kind === 'events')
  if (loose && !statsBomb.some((f) => f.kind === 'matches'))
    throw new StatsBombFormatError(
      loose.fileName,
      `${loose.fileName}: a StatsBomb ${loose.kind} file needs its matches file (matches/<competition>/<season>.json) in the same import`,
    )
  const first: ImportReport = openfootball.length
    ? await importOpenfootball(db, openfootball)
    : { files: [], totals: { created: 0, updated: 0, unchanged: 0, removed: 0 } }
  const more: ImportFileReport[] = statsBomb.length ? await importStatsBomb(db, statsBomb) : []
  // Values last: a sheet's players may be the squads' just imported.
  for (const sheet of sheets) more.push(await writeCommunitySheet(db, sheet))
  const totals: Tally = { ...first.totals }
  for (const report of more)
    for (const tally of Object.values(report.counts)) {
      totals.created += tally.created
      totals.updated += tally.updated
      totals.unchanged += tally.unchanged
      totals.removed = (totals.removed ?? 0) + (tally.removed ?? 0)
    }
  return { files: [...first.files, ...more], totals }
}
