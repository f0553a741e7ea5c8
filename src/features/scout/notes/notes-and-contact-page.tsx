import { type FormEvent, useState } from 'react'
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '../../../api/contract/terms/writing-limits'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { Field, FormMessage, LabelledControl, lengthHint } from '../../../ui/field'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { contactProvider, loadErasureNotices } from './notes-api'
import { NotesPanel } from './notes-panel'

// /scout/notes: every note the scout keeps, and a form to write to the provider.

export function NotesAndContactPage() {
  useDocumentTitle('Notes')
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Notes</h1>
          <p>Your private notes, and a line to the people behind Scoutline.</p>
        </div>
      </div>
      <div className="stack">
        <ErasedMentions />
        <NotesPanel />
        <ContactForm />
      </div>
    </>
  )
}

/** Notes and reports whose player was erased since: said once, without who he was (docs/privacy.md). */
function ErasedMentions() {
  const read = useRecord(() => loadErasureNotices(), [])
  const notices = read.data ?? []
  if (notices.length === 0) return null
  const notes = notices.filter((n) => n.kind === 'note').length
  const reports = notices.length - notes
  const what = [
    notes ? `${notes} note${notes === 1 ? '' : 's'}` : null,
    reports ? `${reports} report${reports === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' and ')
  return (
    <p className="hint">
      {`${what} named a player whose data was erased at his request. Where his name was, they now say “${notices[0]!.player}”${notices.length > 1 ? ' (or the number of another erased player)' : ''}.`}
    </p>
  )
}

function ContactForm() {
  const [values, setValues] = useState({ subject: '', message: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(undefined)
    // The schema loads when the form is first sent (writing-limits.ts says why).
    const { contactBody } = await import('../../../api/contract/schemas/scout-notes')
    const checked = contactBody.safeParse(values)
    if (!checked.success)
      return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])))
    setErrors({})
    try {
      await contactProvider(checked.data.subject, checked.data.message)
      setValues({ subject: '', message: '' })
    } catch (e) {
      const failure = describeFailure(e, ['subject', 'message'])
      setErrors(failure.fieldErrors)
      setMessage(failure.message)
    }
  }
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="contact-title">
      <h2 id="contact-title">Write to us</h2>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <Field
        label="Subject"
        name="subject"
        required
        maxLength={CONTACT_SUBJECT_MAX}
        value={values.subject}
        error={errors.subject}
        onChange={(e) => setValues((v) => ({ ...v, subject: e.target.value }))}
      />
      <LabelledControl
        label="Message"
        error={errors.message}
        hint={lengthHint(values.message, CONTACT_MESSAGE_MAX)}
        required
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            className="input"
            rows={5}
            maxLength={CONTACT_MESSAGE_MAX}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
          />
        )}
      </LabelledControl>
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          Send
        </button>
      </div>
    </form>
  )
}
