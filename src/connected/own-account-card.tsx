import { type FormEvent, useState } from 'react'
import { api } from '../api/client'
import { privacyPaths } from '../api/contract/terms/privacy-paths'
import { PASSWORD_MAX } from '../api/contract/terms/writing-limits'
import { describeFailure } from '../api/request-rules'
import { askToConfirm } from '../ui/confirm'
import { Field, FormMessage } from '../ui/field'
import { DownloadButton } from './download-button'

// A scout's or member's own data on his profile (docs/privacy.md): everything held about the account as one ZIP,
// and the account's deletion, confirmed with its password and once more in words of what stays and what goes.

export function OwnAccountCard({
  area: role,
  onDeleted,
}: {
  area: 'scout' | 'community'
  onDeleted: () => void
}) {
  const [error, setError] = useState<string>()
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    if (!password) return setError('Enter your password to delete your account')
    setError(undefined)
    const yes = await askToConfirm({
      title: 'Delete your account?',
      message:
        role === 'scout'
          ? 'Your notes, shortlists, private lists and reports, saved searches, links and enquiries are deleted. Reports and lists you gave your club stay with the club under "A former member". This cannot be undone.'
          : 'You can never sign in again. The football data you entered stays, its history naming "A former member". This cannot be undone.',
      confirmLabel: 'Delete my account',
      danger: true,
    })
    if (!yes) return
    setBusy(true)
    try {
      await api(privacyPaths.ownProfile(role), { method: 'DELETE', body: { password }, quiet: true })
      onDeleted()
    } catch (e) {
      const failure = describeFailure(e, ['password'])
      setError(failure.fieldErrors.password)
      setMessage(failure.message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card stack" aria-labelledby="own-data-title">
      <h2 id="own-data-title">Your data</h2>
      <p>Everything Scoutline holds about your account, as one file you can keep.</p>
      <div className="actions">
        <DownloadButton
          href={privacyPaths.ownExport(role)}
          label="Download my data"
          fileName="my-scoutline-data.zip"
        />
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <h3>Delete my account</h3>
        {message ? <FormMessage kind="error">{message}</FormMessage> : null}
        <Field
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={error}
          required
        />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </button>
      </form>
    </section>
  )
}
