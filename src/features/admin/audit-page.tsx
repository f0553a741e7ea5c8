import { Fragment } from 'react'
import { useRecord } from '../../api/use-read'
import { dateTime } from '../../ui/dates'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadAudit } from './accounts/accounts-api'
import styles from './admin.module.css'
import { auditAbout, auditAction, auditChanges } from './audit-entry'

// Every admin change, newest first: who, what, about which record, when, and what changed (audit-entry.ts).

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
        <dl className={styles.auditLog}>
          {read.data?.map((row) => (
            <Fragment key={row.uid}>
              <dt>
                {dateTime(row.at)} · {row.admin}
              </dt>
              <dd>
                <strong>{auditAction(row)}</strong>
                {auditAbout(row) ? ` ${auditAbout(row)}` : null}
                {auditChanges(row) ? <span className="muted"> — {auditChanges(row)}</span> : null}
              </dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </>
  )
}
