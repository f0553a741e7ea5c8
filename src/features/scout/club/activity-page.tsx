import { useState } from 'react'
import { Link } from 'wouter'
import type { ActivityItem } from '../../../api/contract/schemas/workspaces'
import { type ListStatus, listStatusLabel } from '../../../api/contract/terms/scouting'
import { useRecord } from '../../../api/use-read'
import { Crumbs } from '../../../ui/crumbs'
import { dateTime } from '../../../ui/dates'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import styles from './club.module.css'
import { loadActivity, loadWorkspace } from './club-api'

// What happened in the club, newest first: who reported on whom, added and moved players on the club's lists,
// commented, changed the shadow team, joined or left — filterable by member. Never what a report says.

function what(item: ActivityItem) {
  switch (item.kind) {
    case 'reported':
      return 'reported on'
    case 'listed':
      return `added to ${item.detail ?? 'a club list'}`
    case 'status':
      return `moved to “${listStatusLabel(item.detail as ListStatus)}”`
    case 'commented':
      return 'commented on'
    case 'shadow_team':
      return `changed the shadow team (${item.detail ?? ''})`
    case 'joined':
      return 'joined the club'
    case 'left':
      return 'left the club'
  }
}

export function ActivityPage() {
  useDocumentTitle('Club activity')
  const [member, setMember] = useState('')
  const [page, setPage] = useState(1)
  const workspace = useRecord(() => loadWorkspace(), [])
  const read = useRecord(() => loadActivity(member || undefined, page), [member, page])
  return (
    <>
      <Crumbs trail={[{ label: 'Your club', href: '/' }]} />
      <div className="page-head">
        <h1>Club activity</h1>
      </div>
      <div className="stack">
        <label className="field">
          <span>Member</span>
          <select
            className="input"
            value={member}
            onChange={(e) => {
              setMember(e.target.value)
              setPage(1)
            }}
          >
            <option value="">Everyone</option>
            {workspace.data?.members.map((m) => (
              <option key={m.uid} value={m.uid}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        {read.error ? (
          <p className="form-message" data-kind="error" role="alert">
            The activity could not be loaded: it is read online.
          </p>
        ) : null}
        {!read.data && !read.error ? <Spinner label="Loading the activity" /> : null}
        {read.data?.length === 0 ? <p className="muted">Nothing yet.</p> : null}
        {read.data?.length ? (
          <ul className={styles.members} aria-label="What happened">
            {read.data.map((item) => (
              <li key={item.id} className={styles.member}>
                <span className={styles.memberName}>
                  {item.actor.name} {what(item)}{' '}
                  {item.player ? (
                    <Link href={`~/scout/players/${item.player.uid}`}>{item.player.name}</Link>
                  ) : null}
                </span>
                <span className="muted">{dateTime(item.at)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={(read.data?.length ?? 0) < 50}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </div>
      </div>
    </>
  )
}
