import { useState } from 'react'
import { consentBody } from '../../../api/contract/schemas/player-consent'
import type { Player } from '../../../api/contract/schemas/players'
import { consentMethods } from '../../../api/contract/terms/consent'
import { toApiError } from '../../../api/request-rules'
import { askToConfirm } from '../../../ui/confirm'
import { todayDay } from '../../../ui/dates'
import { Field, FormMessage } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import panels from '../record-panels.module.css'
import { consentSentence, isMinor } from './consent-words'
import styles from './players.module.css'
import { recordConsent, withdrawConsent } from './players-api'
import { errorsOf } from './profile-values'

// A guardian's consent on the player's page: what is recorded, in words, and a small form to record it or a
// button to withdraw it. Consent is written by its own call, never by the profile's form, so the server keeps
// which member recorded it and when (docs/privacy.md).

interface Values {
  guardian_name: string
  relationship: string
  given_on: string
  method: string
  photos: boolean
}

const methodOptions = consentMethods.map((m) => [m.code, m.label] as const)

export function PlayerConsentPanel({
  player,
  onChange,
}: {
  player: Player
  onChange: (next: Player) => void
}) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [values, setValues] = useState<Values>({
    guardian_name: player.guardian_name ?? '',
    relationship: player.consent_relationship ?? '',
    given_on: player.consent_given_on ?? todayDay(),
    method: player.consent_method ?? '',
    photos: player.consent_photos ?? false,
  })
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }))

  const done = (next: Player | undefined) => {
    if (next) onChange(next)
    setOpen(false)
    setMessage(null)
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = consentBody.safeParse(values)
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues))
      setMessage('Check the fields marked in red.')
      return
    }
    setErrors({})
    setBusy(true)
    try {
      done((await recordConsent(player.uid, parsed.data)).data)
    } catch (error) {
      const failure = toApiError(error)
      setErrors(errorsOf(failure.issues))
      setMessage(failure.message || 'The consent could not be recorded.')
    } finally {
      setBusy(false)
    }
  }

  const withdraw = async () => {
    const yes = await askToConfirm({
      title: 'Withdraw consent',
      message: isMinor(player)
        ? 'Scouts will no longer see this player, from their next search or page on.'
        : 'The recorded consent is cleared.',
      confirmLabel: 'Withdraw consent',
      danger: true,
    })
    if (!yes) return
    setBusy(true)
    try {
      done((await withdrawConsent(player.uid)).data)
    } catch (error) {
      setMessage(toApiError(error).message || 'The consent could not be withdrawn.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.consentPanel} aria-labelledby="consent-heading">
      <div className={styles.panelHead}>
        <h2 id="consent-heading">Guardian consent</h2>
        <div className={panels.actions}>
          {open ? null : (
            <button type="button" className="btn" onClick={() => setOpen(true)} disabled={busy}>
              {player.consent_given ? 'Record a new consent' : 'Record consent'}
            </button>
          )}
          {player.consent_given ? (
            <button type="button" className="btn btn-danger" onClick={withdraw} disabled={busy}>
              Withdraw consent
            </button>
          ) : null}
        </div>
      </div>
      <p className={player.consent_given || !isMinor(player) ? 'muted' : styles.consentMissing}>
        {consentSentence(player)}
      </p>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {open ? (
        <form className="stack" onSubmit={submit} noValidate aria-label="Guardian consent">
          <div className={panels.formGrid}>
            <Field
              label="Guardian’s name"
              required
              value={values.guardian_name}
              name="guardian_name"
              onChange={(e) => set('guardian_name', e.target.value)}
              error={errors.guardian_name}
              maxLength={120}
            />
            <Field
              label="Relationship to the player"
              required
              hint="Mother, father, carer …"
              value={values.relationship}
              name="relationship"
              onChange={(e) => set('relationship', e.target.value)}
              error={errors.relationship}
              maxLength={60}
            />
            <Field
              label="Day consent was given"
              required
              type="date"
              max={todayDay()}
              value={values.given_on}
              name="given_on"
              onChange={(e) => set('given_on', e.target.value)}
              error={errors.given_on}
            />
            <SelectField
              label="How it was given"
              required
              empty="Choose…"
              value={values.method}
              onChange={(v) => set('method', v)}
              options={methodOptions}
              error={errors.method}
            />
            <label className={`${styles.playerCheck} ${styles.playerConsent}`}>
              <input
                type="checkbox"
                checked={values.photos}
                onChange={(e) => set('photos', e.target.checked)}
              />
              The guardian agrees to photos being shown to scouts
            </label>
          </div>
          <div className={panels.actions}>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Saving…' : 'Record consent'}
            </button>
            <button type="button" className="btn" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
