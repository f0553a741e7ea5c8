import { useState } from 'react'
import { api } from '../../api/client'
import type { DataBody } from '../../api/contract/schemas/common'
import {
  type ImportReport,
  importPaths,
  MAX_IMPORT_FILE_CHARS,
  MAX_IMPORT_FILES,
} from '../../api/contract/schemas/import'
import { toApiError } from '../../api/request-rules'
import { counted } from '../../ui/counted'
import { FileField } from '../../ui/file-field'
import familyStyles from './families.module.css'

// Loading real data: openfootball squads and matches files (e.g. the World Cup 2026), or StatsBomb open data — a
// competition's matches file with its line-ups (and events), a whole tournament at once, chosen as files or as the
// folder laid out as the open-data repository. Running the same files again changes nothing; scorers and players
// the importer could not match are listed, never invented.
// An import needs the network (it is one large server-side transaction), so it does not queue offline.

/** A file as the import sends it: JSON and CSV as their text, an Excel workbook as base64. */
async function fileContent(file: File): Promise<{ content: string; encoding?: 'base64' }> {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return { content: await file.text() }
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { content: btoa(binary), encoding: 'base64' }
}

export function ImportCard() {
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<ImportReport>()
  const [error, setError] = useState<string>()

  const run = async () => {
    setReport(undefined)
    const tooBig = files.find((f) => f.size > MAX_IMPORT_FILE_CHARS)
    if (tooBig) return setError(`${tooBig.name} is larger than 4 MB`)
    // A workbook goes as base64, a third longer than the file.
    const bigBook = files.find((f) => /\.xlsx$/i.test(f.name) && (f.size * 4) / 3 > MAX_IMPORT_FILE_CHARS)
    if (bigBook)
      return setError(`${bigBook.name} is larger than 3 MB: save it as CSV (up to 4 MB) or split it`)
    if (files.length > MAX_IMPORT_FILES)
      return setError(`${files.length} files: at most ${MAX_IMPORT_FILES} go in one import`)
    setBusy(true)
    setError(undefined)
    try {
      const body = {
        // A folder's files keep their place in it (lineups/3869685.json): a StatsBomb file is named by its match.
        files: await Promise.all(
          files.map(async (f) => ({ name: f.webkitRelativePath || f.name, ...(await fileContent(f)) })),
        ),
      }
      const answer = await api<DataBody<ImportReport>>(importPaths.import, {
        method: 'POST',
        body,
        quiet: true,
      })
      setReport(answer.data)
    } catch (failure) {
      // The importer's own message names the file and the place in it that is wrong.
      setError(toApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }

  const unmatched =
    report?.files.flatMap((f) => (f.kind === 'matches' ? f.reconciliation.unmatched : [])) ?? []
  const loose = report?.files.flatMap((f) => (f.kind === 'matches' ? f.reconciliation.loose : [])) ?? []
  const seasons = report?.files.flatMap((f) => (f.kind === 'statsbomb' ? [f] : [])) ?? []
  const sheets = report?.files.flatMap((f) => (f.kind === 'sheet' ? [f] : [])) ?? []
  const choose = (list: readonly File[]) => setFiles(list.filter((f) => /\.(json|csv|xlsx)$/i.test(f.name)))
  return (
    <section className={`${familyStyles.importCard} card stack`} aria-labelledby="import-title">
      <div>
        <h2 id="import-title">Import football data</h2>
        <p className="muted">
          A tournament's squads and matches as openfootball publishes them (for example the World Cup squads
          file and the World Cup matches file), or StatsBomb open data: a competition's matches with their
          line-ups (and events) — a whole tournament in one go. Or players' heights, feet, contracts and
          values from a sheet (CSV or Excel, a Wyscout export or your own with a row per player): they are
          matched to the players stored. Importing the same files again changes nothing.
        </p>
      </div>
      <FileField
        id="import-files"
        label="Files"
        required
        inputClassName="input"
        accept=".json,.csv,.xlsx,application/json,text/csv"
        multiple
        onFiles={choose}
      />
      <FileField
        id="import-folder"
        label="Or a folder (laid out as StatsBomb's open-data repository)"
        required
        inputClassName="input"
        multiple
        folder
        onFiles={choose}
      />
      <div>
        <button type="button" className="btn btn-primary" disabled={busy || files.length === 0} onClick={run}>
          {busy
            ? 'Importing…'
            : files.length
              ? `Import ${counted(files.length, 'file', 'files')}`
              : 'Import files'}
        </button>
      </div>
      {error ? (
        <p className="form-message" data-kind="error" role="alert">
          {error}
        </p>
      ) : null}
      {report ? (
        <div className="form-message" data-kind="success" role="status">
          <p>
            Imported: {report.totals.created} created, {report.totals.updated} updated,{' '}
            {report.totals.unchanged} unchanged.
          </p>
          {seasons.map((season) => (
            <p key={season.file}>
              {season.tournament}: {season.lineups} of {season.matches} matches with line-ups; players:{' '}
              {season.players.matched} matched to stored players, {season.players.created} new,{' '}
              {season.players.known} already imported, {season.players.leftOut} left out.
            </p>
          ))}
          {sheets.map((sheet) => (
            <p key={sheet.file}>
              {sheet.file}: {sheet.players.matched} of {sheet.rows} rows matched to stored players,{' '}
              {sheet.players.updated} with new values, {sheet.players.leftOut} not in the database (left out).
            </p>
          ))}
          {sheets.some((s) => s.problems.length) ? (
            <ul className={familyStyles.importList}>
              {sheets.flatMap((s) =>
                s.problems.map((problem) => <li key={`${s.file}-${problem}`}>{problem}</li>),
              )}
            </ul>
          ) : null}
          {loose.length ? (
            <p>{loose.length} scorer names matched loosely — check them in the list below.</p>
          ) : null}
          {report.files.some((f) => f.kind === 'matches') ? (
            <p>
              {unmatched.length === 0
                ? 'Every scorer was matched to a squad player.'
                : `${unmatched.length} scorers could not be matched:`}
            </p>
          ) : null}
          {seasons.some((s) => s.uncertain.length || s.skipped.length) ? (
            <ul className={familyStyles.importList}>
              {seasons.flatMap((s) => [
                ...s.uncertain.map((u) => (
                  <li key={`${s.file}-${u.team}-${u.name}`}>
                    Left out: {u.name} ({u.team}) — {u.reason} {u.candidates.join(' or ')}
                  </li>
                )),
                ...s.skipped.map((skipped) => <li key={`${s.file}-${skipped}`}>Not imported: {skipped}</li>),
              ])}
            </ul>
          ) : null}
          {unmatched.length || loose.length ? (
            <ul className={familyStyles.importList}>
              {unmatched.map((u) => (
                <li key={`${u.match}-${u.name}-${u.minute}`}>
                  {u.match}: {u.name} ({u.minute}′, {u.team}) — {u.reason}
                </li>
              ))}
              {loose.map((l) => (
                <li key={`${l.team}-${l.name}`}>
                  {l.team}: “{l.name}” → {l.player} ({l.method})
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
