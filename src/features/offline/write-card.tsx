import { useState } from 'react'
import { jsonOf } from '../../api/outbox/body'
import type { Outbox } from '../../api/outbox/outbox'
import type { JsonValue, OutboxWrite } from '../../api/outbox/types'
import { fieldWords } from '../../ui/field-words'
import { ConflictView } from './conflict-view'
import styles from './offline.module.css'
import { writeDecisions } from './write-decisions'
import { WriteEditForm } from './write-edit-form'
import { describeWrite, formatTime } from './write-labels'

// One queued write with what the member can do about it: retry, edit or discard a failed one; keep mine or
// take theirs on a conflict; discard a waiting one (after confirming — it is the only way work is lost).

const statusText = {
  waiting: 'Waiting',
  held: 'Waiting behind a problem',
  failed: 'Refused',
  conflict: 'Conflict',
}

export function WriteCard({ write, outbox, held }: { write: OutboxWrite; outbox: Outbox; held: boolean }) {
  const [editing, setEditing] = useState(false)
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const status = held && write.status === 'waiting' ? 'held' : write.status
  const json = jsonOf(write.body)
  const editable =
    write.body?.kind === 'json' && json !== null && typeof json === 'object' && !Array.isArray(json)

  return (
    <article className={`${styles.writeCard} card`} data-status={status} data-testid="outbox-item">
      <header className={styles.writeHead}>
        <h3>{describeWrite(write, json)}</h3>
        <span className={`${styles.writeStatus} badge`} data-status={status}>
          {statusText[status]}
        </span>
      </header>
      <p className={`${styles.writeMeta} muted`}>
        Saved {formatTime(write.createdAt)}
        {write.attempts > 0 ? ` · ${write.attempts} ${write.attempts === 1 ? 'attempt' : 'attempts'}` : ''}
      </p>
      {write.lastError ? (
        <div className="form-message" data-kind={write.status === 'waiting' ? 'info' : 'error'}>
          <p>{write.lastError.message}</p>
          {write.lastError.issues?.length ? (
            <ul>
              {write.lastError.issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  <strong>{fieldWords(issue.path)}</strong>: {issue.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {write.body?.kind === 'form' ? (
        <p className="muted">Upload: {write.body.fields.map((f) => f.filename ?? f.name).join(', ')}</p>
      ) : null}
      {write.status === 'conflict' ? <ConflictView mine={json} theirs={write.current} /> : null}
      {editing && editable ? (
        <WriteEditForm
          body={json as Record<string, unknown>}
          issues={write.lastError?.issues}
          onCancel={() => setEditing(false)}
          onSave={async (body) => {
            await writeDecisions.edit(outbox, write.id, body as JsonValue)
            setEditing(false)
          }}
        />
      ) : (
        <div className={styles.writeActions}>
          {write.status === 'conflict' ? (
            <>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => writeDecisions.keepMine(outbox, write.id)}
              >
                Keep mine
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => writeDecisions.takeTheirs(outbox, write.id)}
              >
                Take theirs
              </button>
            </>
          ) : null}
          {write.status === 'failed' ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => writeDecisions.retry(outbox, write.id)}
            >
              Retry
            </button>
          ) : null}
          {write.status !== 'conflict' && editable ? (
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
              Edit
            </button>
          ) : null}
          {confirmDiscard ? (
            <fieldset className={styles.writeConfirm} aria-label="Confirm discard">
              <span>This change will never reach the server.</span>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => writeDecisions.discard(outbox, write.id)}
              >
                Discard for good
              </button>
              <button type="button" className="btn btn-link" onClick={() => setConfirmDiscard(false)}>
                Keep it
              </button>
            </fieldset>
          ) : (
            <button type="button" className="btn btn-link" onClick={() => setConfirmDiscard(true)}>
              Discard
            </button>
          )}
        </div>
      )}
    </article>
  )
}
