import { useState } from 'react'
import { api } from '../../api/client'
import type { DataBody } from '../../api/contract/common'
import { type ImportReport, importPaths, MAX_IMPORT_FILE_CHARS } from '../../api/contract/import'
import { toApiError } from '../../api/request-rules'
import { counted } from '../../ui/counted'

// Loading real data: openfootball squads and matches files (e.g. the World Cup 2026). Running the same files
// again changes nothing; scorers the importer could not match to a squad are listed, never invented.
// An import needs the network (it is one large server-side transaction), so it does not queue offline.

export function ImportCard() {
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<ImportReport>()
  const [error, setError] = useState<string>()

  const run = async () => {
    setReport(undefined)
    const tooBig = files.find((f) => f.size > MAX_IMPORT_FILE_CHARS)
    if (tooBig) return setError(`${tooBig.name} is larger than 4 MB`)
    setBusy(true)
    setError(undefined)
    try {
      const body = {
        files: await Promise.all(files.map(async (f) => ({ name: f.name, content: await f.text() }))),
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
  return (
    <section className="card stack import-card" aria-labelledby="import-title">
      <div>
        <h2 id="import-title">Import openfootball data</h2>
        <p className="muted">
          Squads and match files in the openfootball format (for example{' '}
          <code>worldcup-2026.squads.json</code> and <code>worldcup-2026.json</code>). Importing the same
          files again changes nothing.
        </p>
      </div>
      <div className="field">
        <label htmlFor="import-files">Files</label>
        <input
          id="import-files"
          className="input"
          type="file"
          accept=".json,application/json"
          multiple
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
        />
      </div>
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
          {loose.length ? (
            <p>{loose.length} scorer names matched loosely — check them in the list below.</p>
          ) : null}
          <p>
            {unmatched.length === 0
              ? 'Every scorer was matched to a squad player.'
              : `${unmatched.length} scorers could not be matched:`}
          </p>
          {unmatched.length || loose.length ? (
            <ul className="import-list">
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
