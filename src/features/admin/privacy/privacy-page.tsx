import { type FormEvent, useState } from 'react'
import { uid as uidSchema } from '../../../api/contract/schemas/common'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { Field, FormMessage } from '../../../ui/field'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { PersonDataActions } from './person-data-actions'
import { loadPrivacySettings, type PersonKind, savePrivacySettings } from './privacy-api'

// /admin/privacy: answering a person's request about their data (docs/privacy.md) — find the player or the
// account by its id, export or erase it — and how long a deleted account's audit lines are kept.

export default function PrivacyPage() {
  useDocumentTitle('Personal data')
  const [kind, setKind] = useState<PersonKind>('player')
  const [typed, setTyped] = useState('')
  const id = typed.trim().split('/').pop() ?? ''
  const valid = uidSchema.safeParse(id).success
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Personal data</h1>
          <p>Answer a person’s request to see or erase what Scoutline holds about them.</p>
        </div>
      </div>
      <div className="grid">
        <section className="card stack" aria-labelledby="person-title">
          <h2 id="person-title">A person’s data</h2>
          <fieldset className="choices">
            <legend>Who asks</legend>
            {(['player', 'account'] as const).map((k) => (
              <label key={k} className="choice">
                <input type="radio" name="kind" checked={kind === k} onChange={() => setKind(k)} />
                {k === 'player' ? 'A player (or his guardian)' : 'A scout or a community member'}
              </label>
            ))}
          </fieldset>
          <Field
            label={kind === 'player' ? 'The player’s page address or id' : 'The account’s page address or id'}
            name="person"
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            hint={
              kind === 'player'
                ? 'Open his page in the community area and paste its address.'
                : 'Open the scout’s page under Scouts, or copy a member’s id, and paste it.'
            }
            error={typed && !valid ? 'That is not a page address or id we know the shape of' : undefined}
          />
          {valid ? <PersonDataActions key={`${kind}-${id}`} kind={kind} uid={id} /> : null}
        </section>
        <RetentionSettings />
      </div>
    </>
  )
}

function RetentionSettings() {
  const read = useRecord(() => loadPrivacySettings(), [])
  const [error, setError] = useState<string>()
  const [saved, setSaved] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaved(false)
    const days = Number(new FormData(event.currentTarget).get('days'))
    try {
      await savePrivacySettings({ deleted_account_audit_days: days })
      setError(undefined)
      setSaved(true)
    } catch (e) {
      const failure = describeFailure(e, ['deleted_account_audit_days'])
      setError(failure.fieldErrors.deleted_account_audit_days ?? failure.message)
    }
  }
  return (
    <section className="card" aria-labelledby="retention-title">
      <form className="form" onSubmit={submit} noValidate>
        <h2 id="retention-title">Privacy settings</h2>
        {saved ? <FormMessage kind="success">Saved.</FormMessage> : null}
        {read.data ? (
          <Field
            label="Keep the audit lines of deleted accounts for (days)"
            name="days"
            required
            type="number"
            min={30}
            max={3650}
            defaultValue={String(read.data.deleted_account_audit_days)}
            hint="Between 30 and 3,650 days. A daily job removes older lines written by or about a deleted account."
            error={error}
          />
        ) : (
          <p className="muted">Loading…</p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!read.data}>
          Save
        </button>
      </form>
    </section>
  )
}
