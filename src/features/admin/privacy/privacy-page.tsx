import { type FormEvent, useState } from 'react'
import { uid as uidSchema } from '../../../api/contract/schemas/common'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { Field, FormMessage } from '../../../ui/field'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { PersonDataActions } from './person-data-actions'
import { PlayerFinder } from './player-finder'
import { loadPrivacySettings, type PersonKind, savePrivacySettings } from './privacy-api'

// /admin/privacy: answering a person's request about their data (docs/privacy.md) — find the player by name or
// the account by its page address, export or erase it — and how long a deleted account's audit lines are kept.

export default function PrivacyPage() {
  useDocumentTitle('Personal data')
  const [kind, setKind] = useState<PersonKind>('player')
  const [typed, setTyped] = useState('')
  const [chosen, setChosen] = useState<{ uid: string; name: string }>()
  // A page address ends with the id (a query or a fragment aside); a player is found by name as well.
  const id = typed.trim().split(/[?#]/)[0]!.replace(/\/+$/, '').split('/').pop() ?? ''
  const valid = uidSchema.safeParse(id).success
  const byName = kind === 'player' && !valid
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
                <input
                  type="radio"
                  name="kind"
                  checked={kind === k}
                  onChange={() => {
                    setKind(k)
                    setChosen(undefined)
                  }}
                />
                {k === 'player' ? 'A player (or his guardian)' : 'A scout or a community member'}
              </label>
            ))}
          </fieldset>
          <Field
            label={
              kind === 'player' ? 'The player’s name or page address' : 'The account’s page address or id'
            }
            name="person"
            required
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value)
              setChosen(undefined)
            }}
            hint={
              kind === 'player'
                ? 'Type his name and choose him below, or paste the address of his page.'
                : 'Open the scout’s page under Scouts, or copy a member’s id, and paste it.'
            }
            error={
              typed && !valid && kind === 'account'
                ? 'That is not a page address or id we know the shape of'
                : undefined
            }
          />
          {byName && !chosen ? (
            <PlayerFinder text={typed} onChoose={(uid, name) => setChosen({ uid, name })} />
          ) : null}
          {chosen ? (
            <p>
              Answering for <strong>{chosen.name}</strong>.
            </p>
          ) : null}
          {valid || chosen ? (
            <PersonDataActions key={`${kind}-${chosen?.uid ?? id}`} kind={kind} uid={chosen?.uid ?? id} />
          ) : null}
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
