import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { loginRoute, type Role, roles } from '../../api/contract/terms/roles'
import { useFormAction } from '../../connected/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { useDocumentTitle } from '../../ui/use-document-title'
import { requestPasswordReset } from './auth-api'
import { ResetPasswordForm } from './reset-password-form'

// /forget-password asks for a reset link; the link in the mail comes back here with ?token=…&role=… and
// shows the set-new-password form instead.

const asRole = (value: string | null): Role | undefined => roles.find((role) => role === value)

export function ForgetPasswordPage() {
  useDocumentTitle('Reset your password')
  const [params] = useSearchParams()
  const token = params.get('token')
  const linkRole = asRole(params.get('role'))
  return (
    <div className="auth-page">
      <section className="card auth-card stack" aria-labelledby="forget-title">
        {token && linkRole ? (
          <ResetPasswordForm token={token} area={linkRole} />
        ) : (
          <RequestForm initialRole={linkRole} />
        )}
      </section>
    </div>
  )
}

/**
 * The address only: the server sends the link for whichever account holds it, so nobody has to know which kind
 * of account they have. A role in the address (from a sign-in page's link) only says where "Back" goes.
 */
function RequestForm({ initialRole }: { initialRole?: Role }) {
  const role = initialRole ?? 'scout'
  const [answer, setAnswer] = useState<string>()
  const form = useFormAction(['email'], async (values) => {
    setAnswer(await requestPasswordReset({ email: values.email ?? '' }))
  })

  return (
    <>
      <div>
        <h1 id="forget-title">Reset your password</h1>
        <p className="muted">
          We will email you a link to choose a new password. The link works once, for 15 minutes.
        </p>
      </div>
      {answer ? (
        <>
          <FormMessage kind="success">{answer}</FormMessage>
          <p>
            <Link href={`~${loginRoute[role]}`}>Back to sign in</Link>
          </p>
        </>
      ) : (
        <form className="form" onSubmit={form.onSubmit}>
          {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={form.fieldErrors.email}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
            {form.busy ? 'Sending…' : 'Send the reset link'}
          </button>
        </form>
      )}
    </>
  )
}
