import { type FormEvent, lazy, Suspense, useState } from 'react'
import { Link } from 'wouter'
import type { Workspace } from '../../../api/contract/schemas/workspaces'
import {
  type WorkspaceRole,
  workspaceRoles,
  workspaceRoleWords,
} from '../../../api/contract/terms/workspaces'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { askToConfirm } from '../../../ui/confirm'
import { dateOnly } from '../../../ui/dates'
import { LabelledControl } from '../../../ui/field'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import styles from './club.module.css'

/** Heads only: loaded when a head opens the page. */
const InviteForm = lazy(() => import('./invite-form').then((m) => ({ default: m.InviteForm })))

import { acceptPendingInvitation, changeRole, createWorkspace, loadWorkspace, removeMember } from './club-api'

// "Your club": a scout with none makes one (and becomes its head of recruitment) or is told how to join one; a
// member sees who is in it and as what, and its shadow team and activity; a head invites, changes roles, removes.

export function ClubPage({ me }: { me?: string }) {
  useDocumentTitle('Your club')
  // An invitation opened before signing in is accepted first; then the club (the one joined, or none) is read.
  const accepted = useRecord(() => acceptPendingInvitation(), [])
  const read = useRecord(() => loadWorkspace(), [accepted.loading], accepted.loading)
  const refused = accepted.data?.refused
  if (read.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        Your club could not be loaded. Try again when the connection is back.
      </p>
    )
  if (read.data === undefined) return <Spinner label="Loading your club" />
  const notice = refused ? (
    <p className="form-message" data-kind="error" role="alert">
      The invitation could not be accepted: {refused}
    </p>
  ) : null
  if (read.data === null)
    return (
      <>
        {notice}
        <NoClub onMade={read.reload} />
      </>
    )
  return (
    <>
      {notice}
      <Club workspace={read.data} me={me} reload={read.reload} />
    </>
  )
}

function NoClub({ onMade }: { onMade: () => void }) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError('Give your club a name')
    try {
      await createWorkspace(name.trim())
      onMade()
    } catch (e) {
      const failure = describeFailure(e, ['name'])
      setError(failure.fieldErrors.name ?? failure.message)
    }
  }
  return (
    <>
      <div className="page-head">
        <h1>Your club</h1>
      </div>
      <div className="stack">
        <p>
          Work as one recruitment department: shared lists, a shadow team, and every scout's reports side by
          side — each scout sees his colleagues' reports on a player once he has filed his own.
        </p>
        <p className="muted">
          To join your club's department, open the invitation your head of recruitment mailed you.
        </p>
        <form className="card stack" onSubmit={submit} noValidate aria-labelledby="new-club-title">
          <h2 id="new-club-title">Start your club's department</h2>
          <LabelledControl label="Club name" error={error} hint="You become its head of recruitment" required>
            {(id, describedBy) => (
              <input
                id={id}
                className="input"
                value={name}
                maxLength={80}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </LabelledControl>
          <div className="actions">
            <button type="submit" className="btn btn-primary">
              Start the department
            </button>
          </div>
        </form>
      </div>
    </>
  )
}

function Club({ workspace, me, reload }: { workspace: Workspace; me?: string; reload: () => void }) {
  const isHead = workspace.role === 'head'
  const leave = async (uid: string, name: string, self: boolean) => {
    const yes = await askToConfirm({
      title: self ? 'Leave the club?' : `Remove ${name}?`,
      message:
        'The reports, list entries and comments already written stay with the club, under the author’s name.',
      confirmLabel: self ? 'Leave the club' : 'Remove',
      danger: true,
    })
    if (!yes) return
    await removeMember(uid).catch(() => undefined)
    reload()
  }
  const setRole = async (uid: string, role: WorkspaceRole) => {
    await changeRole(uid, role).catch(() => undefined)
    reload()
  }
  return (
    <>
      <div className="page-head">
        <h1>{workspace.name}</h1>
        <p className="muted">You are {workspaceRoleWords[workspace.role].toLowerCase()}.</p>
      </div>
      <div className="stack">
        <nav className={styles.clubLinks} aria-label="Your club">
          <Link href="/shadow-team" className="btn btn-secondary">
            Shadow team
          </Link>
          <Link href="/activity" className="btn btn-secondary">
            Activity
          </Link>
          <Link href="~/scout/lists" className="btn btn-secondary">
            Club lists
          </Link>
        </nav>
        <section className="card stack" aria-labelledby="members-title">
          <h2 id="members-title">Members</h2>
          <ul className={styles.members}>
            {workspace.members.map((m) => (
              <li key={m.uid} className={styles.member}>
                <span className={styles.memberName}>{m.name}</span>
                <span className="muted">since {dateOnly(m.joined_at)}</span>
                {isHead ? (
                  <label className={styles.roleChoice}>
                    <span className="visually-hidden">Role of {m.name}</span>
                    <select
                      className="input"
                      value={m.role}
                      onChange={(e) => setRole(m.uid, e.target.value as WorkspaceRole)}
                    >
                      {workspaceRoles.map((r) => (
                        <option key={r} value={r}>
                          {workspaceRoleWords[r]}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <span className="badge">{workspaceRoleWords[m.role]}</span>
                )}
                {isHead && m.uid !== me ? (
                  <button type="button" className="btn btn-link" onClick={() => leave(m.uid, m.name, false)}>
                    Remove
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        {isHead ? (
          <Suspense fallback={null}>
            <InviteForm workspace={workspace} onChanged={reload} />
          </Suspense>
        ) : null}
        {me ? (
          <div className="actions">
            <button type="button" className="btn btn-danger" onClick={() => leave(me, '', true)}>
              Leave the club
            </button>
          </div>
        ) : null}
      </div>
    </>
  )
}
