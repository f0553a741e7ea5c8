import { Link, useSearchParams } from 'wouter'
import type { Profile } from '../../api/contract/schemas/auth'
import { formPages } from '../../api/contract/terms/form-pages'
import type { Role } from '../../api/contract/terms/roles'
import { FormPageToken, useFormPage } from '../../connected/form-page'
import { useFormAction } from '../../connected/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { signIn } from './auth-api'

// The sign-in form of every role; the page around it says which area it opens. Opened from a mailed "unlock and
// sign in" link (`?unlock=…`, after failed sign-ins made the account wait), it sends the link's token with the
// password, so the owner is not made to wait (server/domain/accounts/sign-in-gate.ts). The scout's works without
// JavaScript too: it posts to /login, which signs in and redirects, or answers with the page (decision 0066).

export function LoginForm({
  area: role,
  onSignedIn,
}: {
  area: Role
  onSignedIn: (profile: Profile) => void
}) {
  const [params] = useSearchParams()
  const page = role === 'scout' ? formPages.login : undefined
  const answered = useFormPage(formPages.login)
  // Answered without JavaScript, the page's address has lost the link's query: the form kept the token.
  const unlock = params.get('unlock') || (page && answered.values?.unlock) || undefined
  const form = useFormAction(
    ['email', 'password'],
    async (values) => {
      onSignedIn(await signIn(role, { email: values.email ?? '', password: values.password ?? '', unlock }))
    },
    page ? answered : undefined,
  )
  return (
    <form className="form" method="post" action={page} onSubmit={form.onSubmit}>
      {page ? <FormPageToken state={answered} /> : null}
      {page && unlock ? <input type="hidden" name="unlock" value={unlock} /> : null}
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      {unlock && !form.message ? (
        <FormMessage kind="success">Sign in with your password: you will not have to wait.</FormMessage>
      ) : null}
      <Field
        label={role === 'scout' ? 'Email or username' : 'Email'}
        name="email"
        type={role === 'scout' ? 'text' : 'email'}
        autoComplete="username"
        required
        defaultValue={page ? answered.values?.email : undefined}
        error={form.fieldErrors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={form.fieldErrors.password}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
        {form.busy ? 'Signing in…' : 'Sign in'}
      </button>
      <div className="links">
        <Link href={`~/forget-password?role=${role}`}>Forgot your password?</Link>
        {role === 'scout' ? <Link href="~/register">Create a scout account</Link> : null}
      </div>
    </form>
  )
}
