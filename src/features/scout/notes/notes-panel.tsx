import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { NOTE_MAX } from '../../../api/contract/terms/writing-limits'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { askToConfirm } from '../../../ui/confirm'
import { LabelledControl, lengthHint } from '../../../ui/field'
import { addNote, loadNotes, removeNote, waitingNotes } from './notes-api'

// The scout's private notes: about one player (on the player's page) or all of them (the Notes screen). Only the
// scout who wrote a note ever sees it.

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function NotesPanel({ playerId }: { playerId?: string }) {
  // Notes waiting on this device first (newest), then the server's (or this device's copy of them, offline).
  const read = useRecord(async () => {
    const [waiting, sent] = await Promise.all([waitingNotes(playerId), loadNotes(playerId)])
    return [...waiting.reverse(), ...sent.filter((n) => !waiting.some((w) => w.uid === n.uid))]
  }, [playerId])
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The schema loads when a note is first saved (writing-limits.ts says why).
    const { noteBody } = await import('../../../api/contract/schemas/scout-notes')
    const checked = noteBody.safeParse({ text, pid: playerId })
    if (!checked.success) return setError(checked.error.issues[0]?.message)
    setError(undefined)
    try {
      await addNote(checked.data.text, playerId)
      setText('')
      read.reload()
    } catch (e) {
      const failure = describeFailure(e, ['text'])
      setError(failure.fieldErrors.text ?? failure.message)
    }
  }
  return (
    <section className="card stack" aria-labelledby="notes-title">
      <h2 id="notes-title">{playerId ? 'Your notes' : 'Notes'}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <LabelledControl
          label="New note"
          error={error}
          hint={lengthHint(text, NOTE_MAX) ?? 'Only you can read your notes'}
          required
        >
          {(id, describedBy) => (
            <textarea
              id={id}
              className="input"
              rows={3}
              maxLength={NOTE_MAX}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </LabelledControl>
        <div className="actions">
          <button type="submit" className="btn btn-secondary">
            Save the note
          </button>
        </div>
      </form>
      {read.data?.length === 0 ? <p className="muted">No notes yet.</p> : null}
      {/* Hidden while empty: its margins left a blank band under "No notes yet." */}
      <ul className="related-list" aria-label="Your notes" hidden={!read.data?.length}>
        {read.data?.map((n) => (
          <li key={n.uid}>
            <p className="muted">
              {n.waitingToSync ? 'Saved on this device · waiting to sync' : when(n.created_at)}
              {!playerId && n.player ? (
                <>
                  {' · '}
                  <Link href={`~/scout/players/${n.player.uid}`}>{n.player.name}</Link>
                </>
              ) : null}
            </p>
            <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.text}</p>
            <button
              type="button"
              className="btn btn-link"
              onClick={async () => {
                const yes = await askToConfirm({
                  title: 'Delete this note?',
                  message: 'It cannot be brought back.',
                  confirmLabel: 'Delete the note',
                  danger: true,
                })
                if (!yes) return
                await removeNote(n.uid)
                read.reload()
              }}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
