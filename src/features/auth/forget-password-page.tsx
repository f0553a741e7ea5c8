import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { loginRoute, type Role, roles } from '../../api/contract/roles'
import { useFormAction } from '../../screens/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { useDocumentTitle } from '../../ui/use-document-title'
import { requestPasswordReset } from './auth-api'
import { ResetPasswordForm } from './reset-password-form'
import { RoleChoice } from './role-choice'

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

function RequestForm({ initialRole }: { initialRole?: Role }) {
  const [role, setRole] = useState<Role>(initialRole ?? 'scout')
  const [answer, setAnswer] = useState<string>()
  const form = useFormAction(['email'], async (values) => {
    setAnswer(await requestPasswordReset(role, { email: values.email ?? '' }))
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
          <RoleChoice value={role} onChange={setRole} />
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
