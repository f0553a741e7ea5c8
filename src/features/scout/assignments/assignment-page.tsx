import { lazy, Suspense, useState } from 'react'
import { Link } from 'wouter'
import type { AssignmentDetail } from '../../../api/contract/schemas/assignments'
import {
  assignmentTarget,
  DECLINE_REASON_MAX,
  isOpenAssignment,
} from '../../../api/contract/terms/assignments'
import { positionName } from '../../../api/contract/terms/players'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { Crumbs } from '../../../ui/crumbs'
import { dateTime, gameDay } from '../../../ui/dates'
import { Field } from '../../../ui/field'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { loadWorkspace } from '../club/club-api'
import { DueFacts } from './assignment-row'
import styles from './assignments.module.css'
import { answerAssignment, loadAssignment } from './assignments-api'

/** A head's changes load when a head opens the page. */
const PlanningPanel = lazy(() => import('./planning-panel').then((m) => ({ default: m.PlanningPanel })))

// One assignment as its scout opens it — at the ground too, from the device: what to watch and why, the game and
// its two squads (each player a link to his page, where the report is written for this assignment); accept or
// decline it (online). A head changes, reassigns or removes it.

/** `me`: the signed-in scout's uid. */
export function AssignmentPage({ id, me }: { id: string; me?: string }) {
  const read = useRecord(() => loadAssignment(id), [id])
  const workspace = useRecord(() => loadWorkspace().catch(() => null), [])
  const a = read.data
  useDocumentTitle(a ? assignmentTarget(a) : 'Assignment')
  if (read.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        {read.error.status === 404
          ? 'This assignment is not yours, or was removed.'
          : 'This assignment could not be loaded and is not saved on this device.'}
      </p>
    )
  if (!a) return <Spinner label="Loading the assignment" />
  const mine = a.scout.uid === me
  return (
    <>
      <Crumbs trail={[{ label: 'Assignments', href: '/' }]} />
      <div className="page-head">
        <h1>{assignmentTarget(a)}</h1>
      </div>
      <div className="stack">
        <Facts a={a} />
        {mine && isOpenAssignment(a.status) ? <Answer a={a} onChanged={read.reload} /> : null}
        <WhereToReport a={a} mine={mine} />
        {workspace.data?.role === 'head' ? (
          <Suspense fallback={null}>
            <PlanningPanel assignment={a} members={workspace.data.members} onChanged={read.reload} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}

function Facts({ a }: { a: AssignmentDetail }) {
  const kickOff = a.game?.time ?? a.game?.date
  return (
    <section className="card stack" aria-label="What to watch">
      <p className={styles.facts}>
        <DueFacts assignment={a} dayStyle="full" />
      </p>
      {a.game ? (
        <p>
          <Link href={`~/scout/browse/games/${a.game.id}`}>
            {a.game.home ?? 'To be decided'} – {a.game.away ?? 'To be decided'}
          </Link>
          {kickOff ? ` · ${a.game.time ? dateTime(a.game.time) : gameDay(kickOff, 'full')}` : ''}
          {a.game.competition ? ` · ${a.game.competition}` : ''}
          {a.game.venue ? ` · ${a.game.venue}` : ''}
        </p>
      ) : null}
      <p className="muted">
        For {a.scout.name}
        {a.assigned_by ? `, from ${a.assigned_by.name}` : ''}
      </p>
      {a.note ? <p className={styles.note}>{a.note}</p> : null}
      {a.status === 'declined' && a.reason ? <p>Declined: {a.reason}</p> : null}
      {a.status === 'done' && a.player ? (
        <p>
          Closed by the report on <Link href={`~/scout/players/${a.player.uid}`}>{a.player.name}</Link>.
        </p>
      ) : null}
    </section>
  )
}

function Answer({ a, onChanged }: { a: AssignmentDetail; onChanged: () => void }) {
  const [declining, setDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const answer = async (status: 'accepted' | 'declined') => {
    if (status === 'declined' && !reason.trim())
      return setError('Say why you decline: your head of recruitment reads it')
    try {
      await answerAssignment(a.uid, status, status === 'declined' ? reason.trim() : undefined)
      onChanged()
    } catch (e) {
      const failure = describeFailure(e, ['reason'])
      setError(
        failure.fieldErrors.reason ??
          failure.message ??
          'Answering needs the connection: try again with a signal.',
      )
    }
  }
  return (
    <section className="card stack" aria-label="Your answer">
      {declining ? (
        <>
          <Field
            label="Why you decline"
            name="reason"
            multiline
            required
            maxLength={DECLINE_REASON_MAX}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={() => answer('declined')}>
              Decline the assignment
            </button>
            <button type="button" className="btn" onClick={() => setDeclining(false)}>
              Keep it
            </button>
          </div>
        </>
      ) : (
        <div className="actions">
          {a.status === 'open' ? (
            <button type="button" className="btn btn-primary" onClick={() => answer('accepted')}>
              Accept
            </button>
          ) : null}
          <button type="button" className="btn" onClick={() => setDeclining(true)}>
            Decline…
          </button>
        </div>
      )}
      {error && !declining ? (
        <p className="form-message" data-kind="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}

/** Where the report is written: the player's page, for this assignment; for a game alone, any player of its squads. */
function WhereToReport({ a, mine }: { a: AssignmentDetail; mine: boolean }) {
  const open = mine && isOpenAssignment(a.status)
  const href = (uid: string) => `~/scout/players/${uid}${open ? `?assignment=${a.uid}` : ''}`
  return (
    <section className="card stack" aria-labelledby="assignment-players">
      <h2 id="assignment-players">{a.player && !a.squads.length ? 'The player' : 'The players'}</h2>
      {a.player ? (
        <p>
          <Link href={href(a.player.uid)} className={open ? 'btn btn-primary' : undefined}>
            {open ? `Write the report on ${a.player.name}` : a.player.name}
          </Link>
        </p>
      ) : open ? (
        <p className="muted">Open the player you watched to write the report for this assignment.</p>
      ) : null}
      {a.squads.length ? (
        <div className={styles.squads}>
          {a.squads.map((squad) => (
            <div key={squad.team.uid} className={styles.squad}>
              <h3>
                <Link href={`~/scout/browse/team/${squad.team.uid}`}>{squad.team.name}</Link>
              </h3>
              {squad.players.length ? (
                <ul>
                  {squad.players.map((p) => (
                    <li key={p.uid}>
                      <Link href={href(p.uid)}>{p.name}</Link>
                      {p.position ? (
                        <span className="muted"> · {positionName(p.position) ?? p.position}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No squad is recorded for this team.</p>
              )}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  )
}
