import { useState } from 'react'
import { Link } from 'wouter'
import { RESET_LINK_DEAD } from '../../api/contract/terms/accounts'
import { loginRoute, type Role } from '../../api/contract/terms/roles'
import { PASSWORD_MAX } from '../../api/contract/terms/writing-limits'
import { ApiError, toApiError } from '../../api/request-rules'
import { useFormAction } from '../../connected/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { resetPassword } from './auth-api'
import { roleLabel } from './role-choice'

/** The second half of password recovery: the token from the mailed link plus a new password, typed twice. */
export function ResetPasswordForm({ token, area: role }: { token: string; area: Role }) {
  const [done, setDone] = useState(false)
  const [deadLink, setDeadLink] = useState(false)
  const form = useFormAction(['password', 'confirm'], async (values) => {
    if (values.password !== values.confirm) {
      throw new ApiError('', undefined, [{ path: 'confirm', message: 'The two passwords differ' }])
    }
    try {
      await resetPassword(role, { token, password: values.password ?? '' })
    } catch (error) {
      // The link itself is dead (cut off, used, expired): no password will help, only a new link.
      if (isDeadLink(error)) return setDeadLink(true)
      throw error
    }
    setDone(true)
  })
  if (deadLink)
    return (
      <>
        <h1 id="forget-title">This reset link does not work</h1>
        <FormMessage kind="error">{RESET_LINK_DEAD}.</FormMessage>
        <p>
          <Link href={`/forget-password?role=${role}`}>Ask for a new link</Link>
        </p>
      </>
    )

  return (
    <>
      <div>
        <h1 id="forget-title">Choose a new password</h1>
        <p className="muted">For your {roleLabel(role).toLowerCase()} account. At least 10 characters.</p>
      </div>
      {done ? (
        <FormMessage kind="success">
          Your password is changed and every other session has ended.{' '}
          <Link href={`~${loginRoute[role]}`}>Sign in with the new password</Link>.
        </FormMessage>
      ) : (
        <form className="form" onSubmit={form.onSubmit}>
          {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={10}
            maxLength={PASSWORD_MAX}
            required
            error={form.fieldErrors.password}
          />
          <Field
            label="Repeat the new password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            error={form.fieldErrors.confirm}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Set the new password'}
          </button>
        </form>
      )}
    </>
  )
}

const isDeadLink = (error: unknown) => {
  const failure = toApiError(error)
  return failure.code === 'RESET_TOKEN' || failure.issues.some((issue) => issue.path === 'token')
}
