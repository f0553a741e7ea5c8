import { type FormEvent, useState } from 'react'
import { describeFailure } from '../../../api/request-rules'
import { DownloadButton } from '../../../connected/download-button'
import { askToConfirm } from '../../../ui/confirm'
import { Field, FormMessage } from '../../../ui/field'
import { erasePerson, exportPath, type PersonKind } from './privacy-api'

// "Export personal data" and "Erase…" for one player or account (docs/privacy.md): the erasure asks for its
// reason, then once more in words of what it does, since it cannot be undone.

const what: Record<PersonKind, string> = {
  player:
    'His name becomes "Erased player #n"; his birth date, contacts, guardian, consent, photo and media are removed, also from the record’s history and from every note, report, enquiry and mail. His games stay, without his name.',
  account:
    'The account can never sign in again; its name, address and phone are removed everywhere and its private notes, lists and enquiries deleted. What it gave a club stays with the club under "A former member".',
}

export function PersonDataActions({
  kind,
  uid,
  onErased,
}: {
  kind: PersonKind
  uid: string
  onErased?: () => void
}) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim()
    if (reason.length < 3)
      return setError('Say why this person is erased (for example "Erasure request from his guardian")')
    setError(undefined)
    const yes = await askToConfirm({
      title: kind === 'player' ? 'Erase this player?' : 'Erase this account?',
      message: `${what[kind]} This cannot be undone.`,
      confirmLabel: 'Erase',
      danger: true,
    })
    if (!yes) return
    setBusy(true)
    try {
      const answer = await erasePerson(kind, uid, reason)
      setDone(
        'name' in answer
          ? `Erased: he is now "${answer.name}". ${answer.flagged} note${answer.flagged === 1 ? '' : 's'} or reports that named him were flagged for their owners.`
          : 'Erased: the account can no longer sign in.',
      )
      setOpen(false)
      onErased?.()
    } catch (e) {
      const failure = describeFailure(e, ['reason'])
      setError(failure.fieldErrors.reason ?? failure.message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="stack">
      {done ? <FormMessage kind="success">{done}</FormMessage> : null}
      <div className="actions">
        <DownloadButton
          href={exportPath(kind, uid)}
          label="Export personal data"
          fileName={`${kind}-${uid}.zip`}
        />
        {done ? null : (
          <button
            type="button"
            className="btn btn-danger"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            Erase…
          </button>
        )}
      </div>
      {open ? (
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label="Why is this person erased?"
            name="reason"
            multiline
            maxLength={500}
            hint="Kept in the audit log. Say who asked and when, not what is erased."
            error={error}
            required
          />
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? 'Erasing…' : 'Erase'}
          </button>
        </form>
      ) : null}
    </div>
  )
}
