import { Link } from 'wouter'
import type { Profile } from '../../api/contract/auth'
import type { Role } from '../../api/contract/roles'
import { useFormAction } from '../../screens/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { signIn } from './auth-api'

// The sign-in form of every role; the page around it says which area it opens.

export function LoginForm({
  area: role,
  onSignedIn,
}: {
  area: Role
  onSignedIn: (profile: Profile) => void
}) {
  const form = useFormAction(['email', 'password'], async (values) => {
    onSignedIn(await signIn(role, { email: values.email ?? '', password: values.password ?? '' }))
  })
  return (
    <form className="form" onSubmit={form.onSubmit}>
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      <Field
        label={role === 'scout' ? 'Email or username' : 'Email'}
        name="email"
        type={role === 'scout' ? 'text' : 'email'}
        autoComplete="username"
        required
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
