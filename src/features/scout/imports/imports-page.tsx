import { type FormEvent, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import type { ImportLine } from '../../../api/contract/schemas/club-imports'
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../api/contract/terms/recruitment'
import { UploadCancelled } from '../../../api/outbox/types'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { askToConfirm } from '../../../ui/confirm'
import { dateTime } from '../../../ui/dates'
import { FileField } from '../../../ui/file-field'
import { Spinner } from '../../../ui/spinner'
import { StackedTable } from '../../../ui/stacked-table'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { ImportProgress, type ImportStep } from './import-progress'
import styles from './imports.module.css'
import { loadImports, undoImport, uploadImport } from './imports-api'

// "Imports": a club's own recruitment data from the files it has — a Wyscout player export, an analyst's sheet —
// sent here, looked at before anything is written, and undone if need be. The values stay the club's.

const statusWords: Record<ImportLine['status'], string> = {
  preview: 'Being looked at',
  committed: 'Written',
  undone: 'Undone',
}

export function ImportsPage() {
  useDocumentTitle('Imports')
  const [, navigate] = useLocation()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string>()
  const [at, setAt] = useState<ImportStep | null>(null)
  const stop = useRef<AbortController | null>(null)
  const reading = at !== null
  const history = useRecord(() => loadImports(), [])

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!file) return setError('Choose a CSV or Excel file')
    stop.current = new AbortController()
    setAt({ step: 'upload', done: 0, total: file.size })
    setError(undefined)
    try {
      const preview = await uploadImport(file, {
        signal: stop.current.signal,
        onUpload: (done, total) => setAt({ step: 'upload', done, total: total || file.size }),
        onStage: (stage, done, total) =>
          setAt({ step: stage === 'reading' ? 'reading' : 'matching', done, total }),
      })
      navigate(`/${preview.id}`)
    } catch (e) {
      setAt(null)
      // A Cancel is the scout's own: nothing to say but that nothing was kept.
      if (e instanceof UploadCancelled) return setError('Cancelled: nothing of the file was kept')
      const failure = describeFailure(e, ['file'])
      setError(failure.fieldErrors.file ?? failure.message ?? 'The file could not be read')
    }
  }

  async function undo(line: ImportLine) {
    const written = line.status === 'committed'
    const ok = await askToConfirm({
      title: written ? `Undo ${line.file_name}?` : `Drop ${line.file_name}?`,
      message: written
        ? 'Its values are removed from the club’s players; the values before it are shown again.'
        : 'Nothing of it was written.',
      confirmLabel: written ? 'Undo the import' : 'Drop it',
      danger: written,
    })
    if (!ok) return
    await undoImport(line.id, line.file_name, written)
    history.reload()
  }

  return (
    <>
      <div className="page-head">
        <h1>Imports</h1>
      </div>
      <div className="stack">
        <form className={`card stack ${styles.upload}`} onSubmit={send} noValidate aria-label="Import a file">
          <h2>Import your club’s data</h2>
          <p className="muted">
            Height, weight, foot, contract, market value, agent, loan and passports from a Wyscout player
            export or any sheet with a row per player. You see what it would change before anything is
            written. The values are your club’s: no other club and no scout outside it sees them.
          </p>
          <FileField
            label="CSV or Excel (.xlsx) file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            error={error}
            hint={`At most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows and ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`}
            onFiles={(files) => {
              setFile(files[0] ?? null)
              setError(undefined)
            }}
          />
          <div>
            <button type="submit" className="btn btn-primary" disabled={reading}>
              {reading ? 'Reading the file…' : 'Read the file'}
            </button>
          </div>
          {at && file ? (
            <ImportProgress name={file.name} at={at} onCancel={() => stop.current?.abort()} />
          ) : null}
        </form>
        <section className="stack" aria-labelledby="import-history">
          <h2 id="import-history">Earlier imports</h2>
          {!history.data && !history.error ? <Spinner label="Loading the imports" /> : null}
          {history.error ? (
            <p className="form-message" data-kind="error" role="alert">
              The imports could not be loaded: try again when you are online.
            </p>
          ) : null}
          {history.data?.length === 0 ? <p className="muted">No file imported yet.</p> : null}
          {history.data?.length ? (
            <StackedTable
              rows={history.data}
              rowKey={(line) => line.id}
              labelledBy="import-history"
              title={{
                label: 'File',
                wrap: true,
                value: (line) =>
                  line.status === 'preview' ? (
                    <Link href={`/${line.id}`}>{line.file_name}</Link>
                  ) : (
                    line.file_name
                  ),
              }}
              columns={[
                { label: 'State', value: (line) => statusWords[line.status] },
                { label: 'Rows', value: (line) => line.rows.toLocaleString('en') },
                {
                  label: 'Written',
                  value: (line) =>
                    `${line.summary?.values.toLocaleString('en')} values of ${line.summary?.players.toLocaleString('en')} players`,
                  empty: (line) => !line.summary,
                  wrap: true,
                },
                { label: 'By', value: (line) => line.by, empty: (line) => !line.by },
                { label: 'When', value: (line) => dateTime(line.committed_at ?? line.created_at) },
                {
                  label: 'Action',
                  value: (line) => (
                    <button type="button" className="btn" onClick={() => undo(line)}>
                      {line.status === 'committed' ? 'Undo' : 'Drop'}
                    </button>
                  ),
                  empty: (line) => line.status === 'undone',
                },
              ]}
            />
          ) : null}
        </section>
      </div>
    </>
  )
}
