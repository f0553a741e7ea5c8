import { Fragment } from 'react'
import { contentKinds } from '../../api/contract/site-content'
import { useRecord } from '../../api/use-read'
import { dateTime } from '../../ui/dates'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadAudit } from './accounts/accounts-api'
import { fieldLabel } from './content/content-fields'

// Every admin change, newest first: who, what, when, and what changed (the fields before and after).

/** A content kind by the name the editor gives it ("public news item"), else the subject as written. */
const subjectName = (s: string) => contentKinds.find((k) => k.kind === s)?.label ?? s

function changes(before: unknown, after: unknown): string {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return ''
  const b = before as Record<string, unknown>
  const a = after as Record<string, unknown>
  return Object.keys({ ...b, ...a })
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${fieldLabel(k)}: “${String(b[k] ?? '')}” → “${String(a[k] ?? '')}”`)
    .join('; ')
}

export function AuditPage() {
  useDocumentTitle('Audit log')
  const read = useRecord(loadAudit, [])
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Audit log</h1>
          <p>Every change made in the admin area, newest first.</p>
        </div>
      </div>
      <div className="card">
        {read.data?.length === 0 ? <p className="empty-state">Nothing has been changed yet.</p> : null}
        <dl className="audit-log">
          {read.data?.map((row) => (
            <Fragment key={row.uid}>
              <dt>
                {dateTime(row.at)} · {row.admin}
              </dt>
              <dd>
                <strong>
                  {row.action} {subjectName(row.subject)}
                </strong>
                {changes(row.before, row.after) ? (
                  <span className="muted"> — {changes(row.before, row.after)}</span>
                ) : null}
              </dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </>
  )
}
