import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../../api/client'
import type { DataBody } from '../../api/contract/schemas/common'
import { publicPaths } from '../../api/contract/schemas/public-site'
import { formPages } from '../../api/contract/terms/form-pages'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '../../api/contract/terms/writing-limits'
import { FormPageToken, useFormPage } from '../../connected/form-page'
import { useFormAction } from '../../connected/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { useDocumentTitle } from '../../ui/use-document-title'

// /contact: a visitor writes to the people behind Scoutline — the scout's contact form (same limits, same budget
// of five an hour) with a name and an address to answer, since a visitor has no account. The server checks
// the contract (public-contact.ts) and names each field's problem beside it. Without JavaScript the form posts to
// /contact itself and the server answers with this page (decision 0066).

const fields = ['name', 'email', 'subject', 'message'] as const

export function ContactPage() {
  useDocumentTitle('Contact us')
  const answered = useFormPage(formPages.contact)
  const typed = answered.values ?? {}
  const [sent, setSent] = useState(answered.done !== undefined)
  const form = useFormAction(
    fields,
    async (values) => {
      await api<DataBody<{ uid: string }>>(publicPaths.contact, { method: 'POST', body: values, quiet: true })
      setSent(true)
    },
    answered,
  )
  return (
    <div className="auth-page">
      <section className="card auth-card stack" aria-labelledby="contact-title">
        <div>
          <h1 id="contact-title">Contact us</h1>
          <p className="muted">
            A question about Scoutline, a club plan or a player? We answer within a working day.
          </p>
        </div>
        {sent ? (
          <>
            <FormMessage kind="success">
              Thank you: your message is on its way. We will answer by email.
            </FormMessage>
            <p>
              <Link href="~/home">Back to the home page</Link>
            </p>
          </>
        ) : (
          <form className="form" method="post" action={formPages.contact} onSubmit={form.onSubmit} noValidate>
            <FormPageToken state={answered} />
            {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
            <Field
              label="Your name"
              name="name"
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX}
              required
              defaultValue={typed.name}
              error={form.fieldErrors.name}
            />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={typed.email}
              error={form.fieldErrors.email}
            />
            <Field
              label="Subject"
              name="subject"
              maxLength={CONTACT_SUBJECT_MAX}
              required
              defaultValue={typed.subject}
              error={form.fieldErrors.subject}
            />
            <Field
              label="Message"
              name="message"
              multiline
              maxLength={CONTACT_MESSAGE_MAX}
              required
              defaultValue={typed.message}
              error={form.fieldErrors.message}
            />
            <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
              {form.busy ? 'Sending…' : 'Send the message'}
            </button>
          </form>
        )}
      </section>
    </div>
  )
}
