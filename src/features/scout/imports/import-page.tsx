import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import type { ImportChange, ImportPreview } from '../../../api/contract/schemas/club-imports'
import {
  type ImportTarget,
  importTargets,
  importTargetWords,
  type RecruitmentField,
  recruitmentFieldWords,
} from '../../../api/contract/terms/recruitment'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { SelectField } from '../../../ui/select-field'
import { Spinner } from '../../../ui/spinner'
import { StackedTable } from '../../../ui/stacked-table'
import { useDocumentTitle } from '../../../ui/use-document-title'
import styles from './imports.module.css'
import { changeImport, commitImport, loadImport, undoImport } from './imports-api'

// One import's preview: which column fills what (correctable), which player each row is, what would change and
// what cannot be read — then written in one go, or dropped. Nothing is written until "Write the values".

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`

export function ImportPage({ id }: { id: string }) {
  const read = useRecord(() => loadImport(id), [id])
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  const [, navigate] = useLocation()
  const shown = preview ?? read.data
  useDocumentTitle(shown ? `Import of ${shown.file_name}` : 'Import')

  if (read.error && !shown)
    return (
      <p className="form-message" data-kind="error" role="alert">
        This import could not be loaded. <Link href="/">Back to the imports</Link>
      </p>
    )
  if (!shown) return <Spinner label="Reading the file" />

  async function run(action: () => Promise<ImportPreview | undefined>) {
    setBusy(true)
    setMessage(undefined)
    try {
      const next = await action()
      if (next) setPreview(next)
    } catch (e) {
      setMessage(describeFailure(e, []).message ?? 'That did not work: try again')
    } finally {
      setBusy(false)
    }
  }
  const change = (body: ImportChange) => run(() => changeImport(id, body))
  const toggleRow = (row: number) =>
    change({
      skip_rows: shown.skip_rows.includes(row)
        ? shown.skip_rows.filter((r) => r !== row)
        : [...shown.skip_rows, row],
    })

  const open = shown.status === 'preview'
  return (
    <>
      <div className="page-head">
        <h1 className={styles.title}>{shown.file_name}</h1>
        <p className="muted">
          {shown.format === 'wyscout' ? 'Wyscout player export' : 'A sheet of your own'} ·{' '}
          {count(shown.rows, 'row')}
        </p>
      </div>
      <div className="stack">
        {message ? (
          <p className="form-message" data-kind="error" role="alert">
            {message}
          </p>
        ) : null}
        {open ? (
          <p className={styles.counts}>
            <span>{count(shown.matched, 'player')} found</span>
            <span>{count(shown.new, 'player')} not in the database</span>
            <span>{count(shown.error_count, 'problem')}</span>
            <span>{count(shown.conflict_count, 'value')} different from what you have</span>
            {shown.skipped ? <span>{count(shown.skipped, 'row')} left out</span> : null}
          </p>
        ) : (
          <p className="card">
            {shown.status === 'committed'
              ? `Written: ${count(shown.summary?.values ?? 0, 'value')} of ${count(shown.summary?.players ?? 0, 'player')}.`
              : 'This import was undone.'}{' '}
            <Link href="~/scout/players">Find players with them</Link> · <Link href="/">All imports</Link>
          </p>
        )}
        {open && shown.notes.length ? (
          <ul className={styles.notes} aria-label="How the file was read">
            {shown.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        {open ? (
          <section className="card stack" aria-labelledby="import-columns">
            <h2 id="import-columns">What each column holds</h2>
            <div className={styles.mapping}>
              {shown.columns.map((column) => (
                <SelectField
                  key={column.name}
                  label={column.name}
                  required
                  empty="Leave out"
                  value={column.mapped_to}
                  disabled={busy}
                  onChange={(value) => change({ mapping: { [column.name]: value as ImportTarget | '' } })}
                  options={importTargets.map((t) => [t, importTargetWords[t]] as const)}
                />
              ))}
            </div>
          </section>
        ) : null}
        {open && shown.errors.length ? (
          <section className="stack" aria-labelledby="import-problems">
            <h2 id="import-problems">Problems ({shown.error_count.toLocaleString('en')})</h2>
            <p className="muted">
              A cell that cannot be read is left out; leave out a whole row if it is wrong.
            </p>
            <ul className={styles.problems}>
              {shown.errors.map((e) => (
                <li key={`${e.row}-${e.message}`}>
                  <span>{e.row ? `Row ${e.row}: ${e.message}` : e.message}</span>
                  {e.row ? (
                    <button type="button" className="btn" disabled={busy} onClick={() => toggleRow(e.row)}>
                      Leave out row {e.row}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {open && shown.skip_rows.length ? (
          <p className="muted">
            Left out: rows {shown.skip_rows.join(', ')}.{' '}
            <button
              type="button"
              className="btn-link"
              disabled={busy}
              onClick={() => change({ skip_rows: [] })}
            >
              Put them back
            </button>
          </p>
        ) : null}
        {open && shown.conflicts.length ? (
          <section className="stack" aria-labelledby="import-conflicts">
            <h2 id="import-conflicts">
              Different from what you have ({shown.conflict_count.toLocaleString('en')})
            </h2>
            <p className="muted">Written, the file’s value is the one your club sees.</p>
            <StackedTable
              rows={shown.conflicts}
              rowKey={(c) => `${c.row}-${c.field}`}
              labelledBy="import-conflicts"
              title={{ label: 'Player', value: (c) => c.player, wrap: true }}
              columns={[
                { label: 'Row', value: (c) => c.row },
                {
                  label: 'Value',
                  value: (c) => recruitmentFieldWords[c.field as RecruitmentField] ?? c.field,
                },
                { label: 'Now', value: (c) => c.stored },
                { label: 'In the file', value: (c) => c.incoming },
              ]}
            />
          </section>
        ) : null}
        {open && shown.sample.length ? (
          <section className="stack" aria-labelledby="import-sample">
            <h2 id="import-sample">The first rows</h2>
            <StackedTable
              rows={shown.sample}
              rowKey={(s) => String(s.row)}
              labelledBy="import-sample"
              title={{ label: 'In the file', value: (s) => s.name || '(no name)', wrap: true }}
              columns={[
                { label: 'Row', value: (s) => s.row },
                {
                  label: 'Player',
                  value: (s) => s.player ?? 'Not in the database',
                  wrap: true,
                },
              ]}
            />
          </section>
        ) : null}
        {open ? (
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || shown.matched === 0}
              onClick={() => run(() => commitImport(id))}
            >
              {busy ? 'Working…' : `Write the values of ${count(shown.matched, 'player')}`}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  await undoImport(id, shown.file_name, false)
                  navigate('/')
                  return undefined
                })
              }
            >
              Drop this import
            </button>
          </div>
        ) : null}
      </div>
    </>
  )
}
