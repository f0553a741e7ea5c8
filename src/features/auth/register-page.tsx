import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { formPages } from '../../api/contract/terms/form-pages'
import { PASSWORD_MAX } from '../../api/contract/terms/writing-limits'
import { FormPageToken, useFormPage } from '../../connected/form-page'
import { useFormAction } from '../../connected/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { useDocumentTitle } from '../../ui/use-document-title'
import { registerScout } from './auth-api'
import { type UsernameCheck, useUsernameCheck } from './use-username-check'

// Scout registration (docs/api/scout.md#account): username checked as it is typed; the account is finished by the link
// mailed to the address (confirm-email-page.tsx), so the page never tells whether an address already has an account.
// Without JavaScript the form posts to /register and the server answers with this page (decision 0066).

export function RegisterPage() {
  useDocumentTitle('Create a scout account')
  const answered = useFormPage(formPages.register)
  const [username, setUsername] = useState(answered.values?.username ?? '')
  const [sentTo, setSentTo] = useState(answered.done?.sentTo)
  const check = useUsernameCheck(username)
  const form = useFormAction(
    ['username', 'email', 'password'],
    async (values) => {
      await registerScout({
        username: values.username ?? '',
        email: values.email ?? '',
        password: values.password ?? '',
      })
      setSentTo(values.email ?? '')
    },
    answered,
  )
  // A name typed before the app arrived (the page is the server's until the first use, decision 0066) is the
  // field's own: the controlled field starts from it, not from blank.
  const formElement = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const field = formElement.current?.elements.namedItem('username')
    if (field instanceof HTMLInputElement && field.value) setUsername(field.value)
  }, [])

  if (sentTo !== undefined)
    return (
      <div className="auth-page">
        <section className="card auth-card stack" aria-labelledby="register-title">
          <h1 id="register-title">Check your mail</h1>
          <p role="status">
            We sent a link to <strong>{sentTo}</strong> to finish creating your account.
          </p>
          <p className="muted">
            The link works for 24 hours. Nothing there? Look in the spam folder, or register again to get a
            new link.
          </p>
          <p>
            <Link href="~/login">Go to sign in</Link>
          </p>
        </section>
      </div>
    )

  return (
    <div className="auth-page">
      <section className="card auth-card stack" aria-labelledby="register-title">
        <div>
          <h1 id="register-title">Create a scout account</h1>
          <p className="muted">Search players, build shortlists and contact the people behind the data.</p>
        </div>
        <form
          ref={formElement}
          className="form"
          method="post"
          action={formPages.register}
          onSubmit={form.onSubmit}
        >
          <FormPageToken state={answered} />
          {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            hint="3–30 letters, digits, dots, dashes or underscores."
            status={<UsernameStatus check={check} said={form.fieldErrors.username} />}
            error={form.fieldErrors.username}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={answered.values?.email}
            error={form.fieldErrors.email}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={10}
            maxLength={PASSWORD_MAX}
            required
            hint="At least 10 characters. A passphrase of a few words works well."
            error={form.fieldErrors.password}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
            {form.busy ? 'Creating your account…' : 'Create account'}
          </button>
          <p className="centered">
            Already registered? <Link href="~/login">Sign in</Link>
          </p>
        </form>
      </section>
    </div>
  )
}

/** `said`: the field's error, when the form was answered with one: the same words are not said twice. */
function UsernameStatus({ check, said }: { check: UsernameCheck; said?: string }) {
  const live =
    check.state === 'checking'
      ? 'Checking availability…'
      : check.state === 'available' || check.state === 'unavailable'
        ? check.message
        : check.state === 'unknown'
          ? 'Availability could not be checked right now.'
          : ''
  const text = live === said ? '' : live
  const tone = check.state === 'available' ? 'good' : check.state === 'unavailable' ? 'bad' : undefined
  return (
    <p className="field-status" data-tone={tone} aria-live="polite" data-testid="username-status">
      {text}
    </p>
  )
}
