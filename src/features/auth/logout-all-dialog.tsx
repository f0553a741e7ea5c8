import { useEffect, useRef } from 'react'
import type { Role } from '../../api/contract/terms/roles'
import { useFormAction } from '../../connected/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { signOutEverywhere } from './auth-api'

// "Log out everywhere" re-asks for the credentials (docs/spec.md#log-out-everywhere), so a borrowed unlocked tablet
// cannot do it.

interface LogoutAllDialogProps {
  area: Role
  email: string
  onClose: () => void
  onDone: () => void
}

export function LogoutAllDialog({ area: role, email, onClose, onDone }: LogoutAllDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useFormAction(['email', 'password'], async (values) => {
    await signOutEverywhere(role, { email: values.email ?? '', password: values.password ?? '' })
    onDone()
  })

  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  return (
    <dialog ref={dialog} aria-labelledby="logout-all-title" onClose={onClose}>
      <form className="form" onSubmit={form.onSubmit}>
        <h2 id="logout-all-title">Log out everywhere</h2>
        <p className="muted">
          This ends your sessions on every device, including this one. Confirm who you are.
        </p>
        {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={email}
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
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? 'Logging out…' : 'Log out everywhere'}
          </button>
        </div>
      </form>
    </dialog>
  )
}
