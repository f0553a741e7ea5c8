import { type FormEvent, useState } from 'react'
import { COMMENT_MAX } from '../../../api/contract/terms/workspaces'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { dateTime } from '../../../ui/dates'
import { LabelledControl } from '../../../ui/field'
import styles from './club.module.css'
import { addComment, loadComments } from './club-api'

// The club's thread on a player — or, with `listUid`, on his entry of that club list: oldest first, written
// through the outbox (a comment made at the ground without a signal is sent once, later, and shows as waiting until
// then).

export function CommentsThread({
  playerId,
  listUid,
  playerName,
}: {
  playerId: string
  listUid?: string
  /** On a list's page, where every entry has a thread: names the field after its player. */
  playerName?: string
}) {
  const read = useRecord(
    () => loadComments(playerId).then((all) => (listUid ? all.filter((c) => c.list_uid === listUid) : all)),
    [playerId, listUid],
  )
  const [body, setBody] = useState('')
  const [waiting, setWaiting] = useState<{ key: number; text: string }[]>([])
  const [error, setError] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return setError('Write a comment')
    try {
      const result = await addComment(playerId, body.trim(), listUid)
      if (result.pending) setWaiting((w) => [...w, { key: Date.now(), text: body.trim() }])
      else read.reload()
      setBody('')
      setError(undefined)
    } catch (e) {
      const failure = describeFailure(e, ['body'])
      setError(failure.fieldErrors.body ?? failure.message)
    }
  }
  return (
    <div className="stack">
      {listUid ? null : <h3>Comments</h3>}
      {read.data?.length || waiting.length ? (
        <ul className={styles.members} aria-label="Comments">
          {read.data?.map((c) => (
            <li key={c.uid} className={styles.member}>
              <span className={styles.memberName}>{c.body}</span>
              <span className="muted">
                {c.author.name} · {dateTime(c.created_at)}
              </span>
            </li>
          ))}
          {waiting.map((w) => (
            <li key={w.key} className={styles.member}>
              <span className={styles.memberName}>{w.text}</span>
              <span className="muted">Saved on this device · waiting to sync</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No comments yet.</p>
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <LabelledControl
          label={listUid ? `Comment on ${playerName ?? 'this player'}’s entry` : 'Comment for your club'}
          hint="To tell a colleague, write @ and their name or username: they hear of it in their Inbox."
          required
          error={error}
        >
          {(id, describedBy) => (
            <textarea
              id={id}
              className="input"
              rows={2}
              value={body}
              maxLength={COMMENT_MAX}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setBody(e.target.value)}
            />
          )}
        </LabelledControl>
        <div className="actions">
          <button type="submit" className="btn btn-secondary">
            Post the comment
          </button>
        </div>
      </form>
    </div>
  )
}
