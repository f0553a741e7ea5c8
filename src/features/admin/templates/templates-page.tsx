import { useState } from 'react'
import type { ReportTemplate } from '../../../api/contract/schemas/scouting-reports'
import { positions } from '../../../api/contract/terms/players'
import { useRecord } from '../../../api/use-read'
import { askToConfirm } from '../../../ui/confirm'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { TemplateForm } from './template-form'
import { archiveTemplate, loadTemplates } from './templates-api'

// Report templates: what scouts rate players on. A template in use keeps the criteria its reports rated: the admin
// rewords it, or makes a new version (the old one is archived and keeps its reports).

type Editing = { template?: ReportTemplate; newVersion?: boolean } | null

const positionNames = (codes: string[]) =>
  codes.length ? codes.map((c) => positions.find((p) => p.code === c)?.label ?? c).join(', ') : 'Any player'

export default function TemplatesPage() {
  useDocumentTitle('Report templates')
  const read = useRecord(() => loadTemplates(), [])
  const [editing, setEditing] = useState<Editing>(null)
  const done = () => {
    setEditing(null)
    read.reload()
  }
  return (
    <>
      <div className="page-head">
        <h1>Report templates</h1>
        {editing ? null : (
          <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
            New template
          </button>
        )}
      </div>
      <div className="stack">
        {editing ? <TemplateForm {...editing} onDone={done} /> : null}
        {read.data === undefined && !read.error ? <Spinner label="Loading the templates" /> : null}
        {read.error ? (
          <p className="form-message" data-kind="error" role="alert">
            The templates could not be loaded. Check the connection and try again.
          </p>
        ) : null}
        {read.data?.map((t) => (
          <article key={t.uid} className="card stack" aria-labelledby={`template-${t.uid}`}>
            <h2 id={`template-${t.uid}`}>
              {t.name} {t.archived ? <span className="badge">Archived</span> : null}
            </h2>
            <p className="muted">
              {positionNames(t.positions)} · rated 1 to {t.scale} ·{' '}
              {t.reports === 1 ? '1 report' : `${t.reports ?? 0} reports`}
            </p>
            <ol>
              {t.criteria.map((c) => (
                <li key={c.id}>
                  <strong>{c.label}</strong>
                  {c.description ? ` — ${c.description}` : ''}
                  {c.optional ? ' (may be left unrated)' : ''}
                </li>
              ))}
            </ol>
            {t.archived ? null : (
              <div className="actions">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setEditing({ template: t })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setEditing({ template: t, newVersion: true })}
                >
                  New version
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={async () => {
                    const used = (t.reports ?? 0) > 0
                    const yes = await askToConfirm({
                      title: used ? `Archive “${t.name}”?` : `Delete “${t.name}”?`,
                      message: used
                        ? 'Its reports keep it; scouts can no longer choose it for a new report.'
                        : 'No report uses it. It cannot be brought back.',
                      confirmLabel: used ? 'Archive' : 'Delete',
                      danger: true,
                    })
                    if (!yes) return
                    await archiveTemplate(t)
                    read.reload()
                  }}
                >
                  {(t.reports ?? 0) > 0 ? 'Archive' : 'Delete'}
                </button>
              </div>
            )}
          </article>
        ))}
      </div>
    </>
  )
}
