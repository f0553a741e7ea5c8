import { useState } from 'react'
import type { MailStatus } from '../../api/contract/schemas/mail-outbox'
import { usePagedList } from '../../api/use-paged-list'
import { counted } from '../../ui/counted'
import { dateTime } from '../../ui/dates'
import { Field } from '../../ui/field'
import { Pager } from '../../ui/pager'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadMailOutbox } from './admin-api'

// /admin/mail: every mail the app sent or keeps, newest first — where an admin finds a member's reset or
// registration link, and sees a delivery that failed and why.

const LIMIT = 20
const statusWords: Record<MailStatus, string> = {
  kept: 'Kept (no mail server set)',
  queued: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Not delivered',
}

export function MailOutboxPage() {
  useDocumentTitle('Mail')
  const [q, setQ] = useState('')
  const list = usePagedList(
    (paging, signal) => loadMailOutbox({ q: q.trim() || undefined, ...paging }, signal),
    [q],
    { limit: LIMIT },
  )
  const rows = list.rows
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Mail</h1>
          <p>
            Every mail the site sent or keeps, newest first: reset and registration links, answers, receipts.
          </p>
        </div>
      </div>
      <div className="card stack">
        <Field
          label="Search"
          name="q"
          type="search"
          placeholder="Address or subject"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        {list.data && rows.length === 0 ? <p className="empty-state">No mail yet.</p> : null}
        <ul className="related-list" aria-label="Mails">
          {rows.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  <strong>{mail.subject}</strong> · to {mail.to} · {dateTime(mail.created_at)} ·{' '}
                  <span className="badge">{statusWords[mail.status]}</span>
                </summary>
                {mail.last_error ? (
                  <p className="muted">
                    {counted(mail.attempts, 'try', 'tries')}; last: {mail.last_error}
                  </p>
                ) : null}
                <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '0.5rem 0' }}>
                  {mail.text}
                </pre>
              </details>
            </li>
          ))}
        </ul>
        <Pager
          {...list.pager}
          summary={list.data ? counted(list.data.meta.total, 'mail', 'mails') : undefined}
        />
      </div>
    </>
  )
}
