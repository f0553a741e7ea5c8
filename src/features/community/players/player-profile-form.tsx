import { useRef, useState } from 'react'
import { type Player, playerContract } from '../../../api/contract/schemas/players'
import { textLimits } from '../../../api/contract/schemas/schema-reading'
import { feet, positions } from '../../../api/contract/terms/players'
import { toApiError } from '../../../api/request-rules'
import { useFormDraft } from '../../../connected/form-draft'
import { RecordPicker } from '../../../connected/record-picker'
import { FormMessage, LabelledControl, lengthHint } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import panels from '../record-panels.module.css'
import styles from './players.module.css'
import { createPlayer, updatePlayer } from './players-api'
import { bodyOf, checkProfile, errorsOf, type ProfileValues, valuesOf } from './profile-values'
import { RecruitmentFieldset } from './recruitment-fieldset'

/** Each text field's limit, from the contract: inputs carry it as `maxlength` and say it near the limit. */
const limits = textLimits(playerContract.fields.shape)

// The profile form, for a new player and for an edit. Fields are laid out as a data-entry person reads a
// player card; every message comes from the shared contract (checked on blur and on save) or the server's 400.

interface Props {
  player?: Player
  /** Called with the saved player (undefined while the write waits in the outbox) and its uid. */
  onSaved: (uid: string, saved: Player | undefined) => void
  /** Leaves the form without saving (an edit goes back to the profile as it reads). */
  onCancel?: () => void
}

export function PlayerProfileForm({ player, onSaved, onCancel }: Props) {
  const mode = player ? 'update' : 'create'
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(player))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const draft = useFormDraft(`player-profile:${player?.uid ?? 'new'}`, values, setValues)
  const set = (key: string, value: ProfileValues[string]) => {
    setValues((v) => ({ ...v, [key]: value }))
    draft.edited()
  }
  const recheck = (key: string) => {
    const all = checkProfile(values, mode)
    setErrors((e) => ({ ...e, [key]: all[key] ?? '' }))
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = checkProfile(values, mode)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setMessage('Check the fields marked in red.')
      // The first field to fix gets the focus (after React has marked it), so a keyboard user lands on it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      const body = bodyOf(values, mode)
      // Saved before the page moves on, so leaving then does not ask; a refusal makes it a draft again.
      draft.saved()
      const result = player ? await updatePlayer(player.uid, player.version, body) : await createPlayer(body)
      const uid = player?.uid ?? String((result.data as Player | undefined)?.uid ?? body.uid ?? '')
      onSaved(uid || (result.data as Player).uid, result.pending ? undefined : result.data)
    } catch (error) {
      draft.edited()
      const failure = toApiError(error)
      setErrors(errorsOf(failure.issues))
      setMessage(failure.message || 'The player could not be saved.')
    } finally {
      setBusy(false)
    }
  }

  const text = (key: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <LabelledControl
      key={key}
      label={label}
      error={errors[key]}
      hint={lengthHint(values[key], limits[key])}
      required={key === 'name'}
    >
      {(id, described) => (
        <input
          id={id}
          className="input"
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={described}
          value={String(values[key] ?? '')}
          onChange={(e) => set(key, e.target.value)}
          onBlur={() => recheck(key)}
          maxLength={limits[key]}
          {...props}
        />
      )}
    </LabelledControl>
  )
  const select = (key: string, label: string, options: [string, string][]) => (
    <SelectField
      key={key}
      label={label}
      error={errors[key]}
      value={String(values[key] ?? '')}
      onChange={(v) => set(key, v)}
      empty="Not set"
      options={options}
    />
  )
  const others = (values.positions as string[]) ?? []
  return (
    <form ref={form} className="stack" onSubmit={submit} noValidate aria-label="Player profile">
      {draft.notice}
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <fieldset className={panels.fieldset}>
        <legend>Identity</legend>
        <div className={panels.formGrid}>
          {text('name', 'Name', { autoComplete: 'off' })}
          {text('first_name', 'First name')}
          {text('last_name', 'Last name')}
          {text('date_of_birth', 'Date of birth', { type: 'date' })}
          {select('gender', 'Gender', [
            ['male', 'Male'],
            ['female', 'Female'],
          ])}
          <RecordPicker
            family="country"
            label="Nationality"
            value={values.nationality_id as string | null}
            error={errors.nationality_id}
            onChange={(uid) => set('nationality_id', uid)}
          />
        </div>
      </fieldset>
      <fieldset className={panels.fieldset}>
        <legend>Football</legend>
        <div className={panels.formGrid}>
          <RecordPicker
            family="club"
            label="Current club"
            value={values.current_club_id as string | null}
            error={errors.current_club_id}
            onChange={(uid) => set('current_club_id', uid)}
          />
          {select(
            'main_position',
            'Main position',
            positions.map((p) => [p.code, `${p.label} (${p.code})`]),
          )}
          {select(
            'preferred_foot',
            'Preferred foot',
            feet.map((f) => [f, f === 'both' ? 'Both' : f.charAt(0).toUpperCase() + f.slice(1)]),
          )}
          {text('shirt_number', 'Shirt number', { type: 'number', min: 0, max: 99, inputMode: 'numeric' })}
          {text('height_cm', 'Height (cm)', { type: 'number', min: 50, max: 250, inputMode: 'numeric' })}
          {text('weight_kg', 'Weight (kg)', { type: 'number', min: 20, max: 200, inputMode: 'numeric' })}
        </div>
        <fieldset className={styles.playerPositions}>
          <legend>Other positions</legend>
          {positions
            .filter((p) => p.code !== values.main_position)
            .map((p) => (
              <label key={p.code} className={styles.playerCheck}>
                <input
                  type="checkbox"
                  checked={others.includes(p.code)}
                  onChange={(e) =>
                    set(
                      'positions',
                      e.target.checked ? [...others, p.code] : others.filter((c) => c !== p.code),
                    )
                  }
                />
                <span title={p.label}>{p.code}</span>
              </label>
            ))}
          {errors.positions ? <p className="field-error">{errors.positions}</p> : null}
        </fieldset>
      </fieldset>
      <RecruitmentFieldset text={text} select={select} />
      <fieldset className={panels.fieldset}>
        <legend>Contact (minors: the guardian)</legend>
        <div className={panels.formGrid}>
          {text('email', 'Email', { type: 'email' })}
          {text('phone', 'Phone', { type: 'tel' })}
          {text('guardian_name', 'Guardian name')}
          {text('guardian_email', 'Guardian email', { type: 'email' })}
          {text('guardian_phone', 'Guardian phone', { type: 'tel' })}
        </div>
      </fieldset>
      <div className={panels.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : player ? 'Save profile' : 'Create player'}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  )
}
