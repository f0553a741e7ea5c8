import { useState } from 'react'
import { Link } from 'wouter'
import type { InboxItem } from '../../../api/contract/schemas/alerts'
import type { AlertKind } from '../../../api/contract/terms/alerts'
import { alertKindWords } from '../../../api/contract/terms/alerts'
import { useRecord } from '../../../api/use-read'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { setShortlisted } from '../players/scout-players-api'
import styles from './inbox.module.css'
import { changeAlertSetting, loadAlertSettings, loadInbox, markRead } from './inbox-api'

// "Inbox": what the alerts raised (decision 0058), newest first, each with why it is here and one-tap actions —
// open, shortlist, write a report, mark read, mute its kind — and which kinds the scout hears of.

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })

export function InboxPage() {
  useDocumentTitle('Inbox')
  const [round, setRound] = useState(0)
  const read = useRecord(() => loadInbox(), [round])
  const again = () => setRound((n) => n + 1)
  const unreadIds = read.data?.items.filter((i) => !i.read_at).map((i) => i.id) ?? []
  return (
    <>
      <div className="page-head">
        <h1>Inbox</h1>
        {unreadIds.length ? (
          <button type="button" className="btn" onClick={() => void markRead(unreadIds).then(again)}>
            Mark all read
          </button>
        ) : null}
      </div>
      <div className="stack">
        {read.error ? (
          <p className="form-message" data-kind="error" role="alert">
            Your inbox could not be loaded and none is saved on this device yet.
          </p>
        ) : null}
        {!read.data && !read.error ? <Spinner label="Loading your inbox" /> : null}
        {read.data?.items.length === 0 ? (
          <p className="muted">
            Nothing yet. Save a search with alerts on the <Link href="~/scout/players">Players</Link> screen,
            or follow players on your shortlist and lists: what happens to them comes here.
          </p>
        ) : null}
        {read.data?.items.length ? (
          <ul className={styles.rows} aria-label="Your alerts">
            {read.data.items.map((item) => (
              <InboxRow key={item.id} item={item} changed={again} />
            ))}
          </ul>
        ) : null}
        <AlertSettings />
      </div>
    </>
  )
}

function InboxRow({ item, changed }: { item: InboxItem; changed: () => void }) {
  const player = item.player
  return (
    <li className={styles.row} data-unread={!item.read_at}>
      <span className={styles.reason}>{item.reason}</span>
      <span className="muted">{when(item.created_at)}</span>
      <div className={styles.actions}>
        {player ? (
          <>
            <Link href={`~/scout/players/${player.uid}`} className="btn btn-primary">
              Open
            </Link>
            <button type="button" className="btn" onClick={() => void setShortlisted(player, true)}>
              Shortlist
            </button>
            <Link href={`~/scout/players/${player.uid}#reports`} className="btn">
              Write a report
            </Link>
          </>
        ) : item.kind.startsWith('assignment_') ? (
          <Link href="~/scout/assignments" className="btn btn-primary">
            Open
          </Link>
        ) : null}
        {!item.read_at ? (
          <button type="button" className="btn" onClick={() => void markRead([item.id]).then(changed)}>
            Mark read
          </button>
        ) : null}
        <button
          type="button"
          className="btn"
          onClick={() => void changeAlertSetting(item.kind, { inbox: false })}
          aria-label={`Mute: ${alertKindWords[item.kind]}`}
        >
          Mute
        </button>
      </div>
    </li>
  )
}

function AlertSettings() {
  const [round, setRound] = useState(0)
  const read = useRecord(() => loadAlertSettings(), [round])
  const change = (kind: AlertKind, value: { inbox?: boolean; mail?: boolean }) =>
    void changeAlertSetting(kind, value).then(() => setRound((n) => n + 1))
  if (!read.data) return null
  return (
    <section className="stack" aria-labelledby="alert-settings">
      <h2 id="alert-settings">What you hear of</h2>
      <div className={styles.settings}>
        {read.data.map((s) => (
          <fieldset key={s.kind} className="field">
            <legend>{alertKindWords[s.kind]}</legend>
            <label>
              <input
                type="checkbox"
                checked={s.inbox}
                onChange={(e) => change(s.kind, { inbox: e.target.checked })}
              />{' '}
              In my inbox
            </label>
            <label>
              <input
                type="checkbox"
                checked={s.mail}
                onChange={(e) => change(s.kind, { mail: e.target.checked })}
              />{' '}
              By mail
            </label>
          </fieldset>
        ))}
      </div>
    </section>
  )
}
