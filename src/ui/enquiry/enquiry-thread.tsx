import { type FormEvent, useState } from 'react'
import type { Enquiry } from '../../api/contract/enquiries'
import type { EnquiryStatus } from '../../machines/enquiry-status.machine'
import { FormMessage, LabelledControl } from '../field'
import './enquiry.css'

// One enquiry as a conversation — the scout's question, every change with its message — and below it exactly the
// actions the enquiry chart allows the side looking at it (decision 0018). Shared by the scout and admin areas.

export const statusLabel: Record<EnquiryStatus, string> = {
  new: 'New',
  in_review: 'In review',
  answered: 'Answered',
  closed: 'Closed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}

const actionLabel: Record<string, string> = {
  REVIEW: 'Start reviewing',
  ANSWER: 'Send the answer',
  DECLINE: 'Decline',
  CLOSE: 'Close',
  WITHDRAW: 'Withdraw the enquiry',
  FOLLOW_UP: 'Write back',
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className="badge enquiry-status" data-status={status}>
      {statusLabel[status]}
    </span>
  )
}

export function EnquiryThread({
  enquiry,
  onAct,
}: {
  enquiry: Enquiry
  onAct: (to: EnquiryStatus, message: string | undefined) => Promise<void>
}) {
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const needsMessage = enquiry.actions.some((a) => a.needs_message)
  const act = async (to: EnquiryStatus, needs: boolean) => {
    if (needs && !message.trim()) return setError('Write a message with this change')
    setBusy(true)
    setError(undefined)
    try {
      await onAct(to, message.trim() || undefined)
      setMessage('')
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="stack">
      <ol className="enquiry-thread" aria-label="History">
        {enquiry.history.map((h) => (
          <li key={`${h.at}-${h.to}`} data-by={h.by}>
            <p className="muted">
              {when(h.at)} · {h.by === 'scout' ? 'Scout' : 'Provider'} ·{' '}
              {h.from ? `${statusLabel[h.from]} → ${statusLabel[h.to]}` : 'Sent'}
            </p>
            {h.message ? <p className="enquiry-message">{h.message}</p> : null}
          </li>
        ))}
      </ol>
      {enquiry.actions.length ? (
        <form className="card stack" onSubmit={(e: FormEvent) => e.preventDefault()}>
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          {needsMessage ? (
            <LabelledControl label="Message" hint="Sent with an answer, a refusal or a reply">
              {(id, describedBy) => (
                <textarea
                  id={id}
                  className="input"
                  rows={4}
                  maxLength={4000}
                  value={message}
                  aria-describedby={describedBy}
                  onChange={(e) => setMessage(e.target.value)}
                />
              )}
            </LabelledControl>
          ) : null}
          <div className="enquiry-actions">
            {enquiry.actions.map((a) => (
              <button
                key={a.event}
                type="button"
                className={a.needs_message ? 'btn btn-primary' : 'btn btn-secondary'}
                disabled={busy}
                onClick={() => act(a.to, a.needs_message)}
              >
                {actionLabel[a.event] ?? statusLabel[a.to]}
              </button>
            ))}
          </div>
        </form>
      ) : (
        <p className="muted">
          This enquiry is {statusLabel[enquiry.status].toLowerCase()}: nothing more to do.
        </p>
      )}
    </div>
  )
}
