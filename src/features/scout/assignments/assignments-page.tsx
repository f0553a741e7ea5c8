import { useState } from 'react'
import { Link } from 'wouter'
import {
  type AssignmentStatus,
  assignmentStatuses,
  statusWords,
} from '../../../api/contract/terms/assignments'
import { useRecord } from '../../../api/use-read'
import { SelectField } from '../../../ui/select-field'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { loadWorkspace } from '../club/club-api'
import { AssignmentRow } from './assignment-row'
import styles from './assignments.module.css'
import { loadClubAssignments, loadMyAssignments } from './assignments-api'

// "Your assignments": what the scout is to watch, due soonest first, the overdue marked — on the device for the
// ground. A head also sees the club's, by member and status, and gives new ones from here or the calendar.

export function AssignmentsPage() {
  useDocumentTitle('Assignments')
  const workspace = useRecord(() => loadWorkspace(), [])
  const isHead = workspace.data?.role === 'head'
  return (
    <>
      <div className="page-head">
        <h1>Assignments</h1>
        {isHead ? (
          <Link href="/new" className="btn btn-primary">
            Give an assignment
          </Link>
        ) : null}
      </div>
      <div className="stack">
        {workspace.data === null ? (
          <p className="muted">
            Assignments come from your club's head of recruitment. <Link href="~/scout/club">Your club</Link>{' '}
            says how to start or join one.
          </p>
        ) : null}
        <MyAssignments />
        {isHead ? <ClubAssignments members={workspace.data?.members ?? []} /> : null}
      </div>
    </>
  )
}

function MyAssignments() {
  const read = useRecord(() => loadMyAssignments(), [])
  return (
    <section className="stack" aria-labelledby="my-assignments">
      <h2 id="my-assignments">Yours</h2>
      {read.error ? (
        <p className="form-message" data-kind="error" role="alert">
          Your assignments could not be loaded and none are saved on this device yet.
        </p>
      ) : null}
      {!read.data && !read.error ? <Spinner label="Loading your assignments" /> : null}
      {read.data?.length === 0 ? <p className="muted">Nothing to watch: no assignment is yours.</p> : null}
      {read.data?.length ? (
        <ul className={styles.rows} aria-label="Your assignments">
          {read.data.map((a) => (
            <AssignmentRow key={a.uid} assignment={a} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function ClubAssignments({ members }: { members: { uid: string; name: string }[] }) {
  const [member, setMember] = useState('')
  const [status, setStatus] = useState<AssignmentStatus | ''>('')
  const read = useRecord(
    () => loadClubAssignments(member || undefined, status || undefined),
    [member, status],
  )
  return (
    <section className="stack" aria-labelledby="club-assignments">
      <h2 id="club-assignments">The club's</h2>
      <div className={styles.filters}>
        <SelectField
          label="Member"
          required
          empty="Everyone"
          value={member}
          onChange={setMember}
          options={members.map((m) => [m.uid, m.name] as const)}
        />
        <SelectField
          label="State"
          required
          empty="Any"
          value={status}
          onChange={(v) => setStatus(v as AssignmentStatus | '')}
          options={assignmentStatuses.map((s) => [s, statusWords[s]] as const)}
        />
      </div>
      {read.error ? (
        <p className="form-message" data-kind="error" role="alert">
          The club's assignments are read online: check the connection.
        </p>
      ) : null}
      {read.data?.length === 0 ? <p className="muted">No assignment matches.</p> : null}
      {read.data?.length ? (
        <ul className={styles.rows} aria-label="The club's assignments">
          {read.data.map((a) => (
            <AssignmentRow key={a.uid} assignment={a} showScout />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
