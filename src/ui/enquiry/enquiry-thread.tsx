import { type FormEvent, useRef, useState } from 'react'
import type { Enquiry } from '../../api/contract/schemas/enquiries'
import { enquiryStatusWords } from '../../api/contract/terms/enquiries'
import type { EnquiryEventType, EnquiryStatus } from '../../machines/enquiry-status.machine'
import { FormMessage, LabelledControl } from '../field'
import styles from './enquiry.module.css'
import { actionLabel, messageHint, messageMissing } from './enquiry-action-words'

// One enquiry as a conversation — the scout's question, every change with its message — and below it exactly the
// actions the enquiry chart allows the side looking at it (decision 0018). Shared by the scout and admin areas.

/** How each status reads (the contract's words: CSV exports write the same). */
export const statusLabel = enquiryStatusWords

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className={`${styles.enquiryStatus} badge`} data-status={status}>
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
  // A move sent without the message it needs is named at the field; a refused change above the form.
  const [missing, setMissing] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)
  const needsMessage = enquiry.actions.some((a) => a.needs_message)
  const act = async (event: EnquiryEventType, to: EnquiryStatus, needs: boolean) => {
    if (needs && !message.trim()) {
      setMissing(messageMissing[event])
      field.current?.focus()
      return
    }
    setBusy(true)
    setMissing(undefined)
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
      <ol className={styles.enquiryThread} aria-label="History">
        {enquiry.history.map((h) => (
          <li key={`${h.at}-${h.to}`} data-by={h.by}>
            <p className="muted">
              {when(h.at)} · {h.by === 'scout' ? 'Scout' : 'Provider'} ·{' '}
              {h.from ? `${statusLabel[h.from]} → ${statusLabel[h.to]}` : 'Sent'}
            </p>
            {h.message ? <p className={styles.enquiryMessage}>{h.message}</p> : null}
          </li>
        ))}
      </ol>
      {enquiry.actions.length ? (
        <form className="card stack" onSubmit={(e: FormEvent) => e.preventDefault()}>
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          {needsMessage ? (
            // Required, not "(optional)": answering, declining and writing back each need one (the chart's rule).
            <LabelledControl label="Message" hint={messageHint(enquiry.actions)} error={missing} required>
              {(id, describedBy) => (
                <textarea
                  ref={field}
                  id={id}
                  className="input"
                  rows={4}
                  maxLength={4000}
                  value={message}
                  aria-describedby={describedBy}
                  aria-invalid={missing ? true : undefined}
                  onChange={(e) => {
                    setMessage(e.target.value)
                    if (e.target.value.trim()) setMissing(undefined)
                  }}
                />
              )}
            </LabelledControl>
          ) : null}
          <div className={styles.enquiryActions}>
            {enquiry.actions.map((a) => (
              <button
                key={a.event}
                type="button"
                className={a.needs_message ? 'btn btn-primary' : 'btn btn-secondary'}
                disabled={busy}
                onClick={() => act(a.event, a.to, a.needs_message)}
              >
                {actionLabel[a.event]}
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
