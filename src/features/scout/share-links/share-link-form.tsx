import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX, type ShareKind } from '../../../api/contract/terms/share-links'
import { describeFailure } from '../../../api/request-rules'
import { dateTime } from '../../../ui/dates'
import { LabelledControl } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import styles from './share-links.module.css'
import { createShare } from './share-links-api'

// "Share": a read-only link to a list or a player's card for 1–30 days, optionally mailed to one person. The link
// is shown once, with a button to copy it; the scout's links are all on Lists → Shared links.

const dayChoices = [1, 3, 7, 14, SHARE_DAYS_MAX]

export default function ShareForm({ kind, id, what }: { kind: ShareKind; id: string; what: string }) {
  const [days, setDays] = useState(SHARE_DAYS_DEFAULT)
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Partial<Record<'days' | 'email' | 'form', string>>>({})
  const [made, setMade] = useState<{ url: string; expires_at: string; mailed: boolean }>()
  const [copied, setCopied] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    try {
      const link = await createShare({ kind, id, days, ...(email.trim() ? { email: email.trim() } : {}) })
      setMade({ ...link, mailed: Boolean(email.trim()) })
    } catch (e) {
      const failure = describeFailure(e, ['days', 'email'])
      setErrors({
        ...failure.fieldErrors,
        form: failure.fieldErrors.days || failure.fieldErrors.email ? undefined : failure.message,
      })
    }
  }

  if (made)
    return (
      <div className="stack" role="status">
        <p>
          Anyone with this link can read {what} until {dateTime(made.expires_at)}
          {made.mailed ? ', and it was mailed to the address you gave' : ''}. It is shown only now: copy it.
        </p>
        <input
          className={`input ${styles.link}`}
          readOnly
          value={made.url}
          aria-label="The link"
          onFocus={(e) => e.target.select()}
        />
        <div className="actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={async () => {
              await navigator.clipboard?.writeText(made.url).catch(() => undefined)
              setCopied(true)
            }}
          >
            {copied ? 'Copied' : 'Copy the link'}
          </button>
          <Link href="~/scout/lists/shared" className="btn btn-link">
            All your shared links
          </Link>
        </div>
      </div>
    )
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={`Share ${what}`}>
      <SelectField
        label="The link works for"
        error={errors.days}
        required
        value={days}
        onChange={(v) => setDays(Number(v))}
        options={dayChoices.map((d) => [d, d === 1 ? '1 day' : `${d} days`] as const)}
      />
      <LabelledControl
        label="Mail it to"
        error={errors.email}
        hint="One person's address: we mail them the link. Leave empty to copy the link yourself."
      >
        {(fid, describedBy) => (
          <input
            id={fid}
            type="email"
            className="input"
            value={email}
            autoComplete="email"
            aria-describedby={describedBy}
            aria-invalid={errors.email ? true : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </LabelledControl>
      <p className="muted">
        The page shows {what} only — never your notes, your other lists or your enquiries.
      </p>
      {errors.form ? (
        <p className="form-message" data-kind="error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          Make the link
        </button>
      </div>
    </form>
  )
}
