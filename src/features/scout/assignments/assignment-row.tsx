import { Link } from 'wouter'
import type { Assignment } from '../../../api/contract/schemas/assignments'
import { assignmentTarget, priorityWords, statusWords } from '../../../api/contract/terms/assignments'
import { calendarDay, gameDay } from '../../../ui/dates'
import styles from './assignments.module.css'

// One assignment in a list: what to watch (the player, the game), by when — overdue marked — how urgent, its
// state, and for a head who is to watch it.

export function AssignmentRow({ assignment: a, showScout }: { assignment: Assignment; showScout?: boolean }) {
  const kickOff = a.game?.time ?? a.game?.date
  return (
    <li className={styles.row} data-overdue={a.overdue}>
      <Link href={`/${a.uid}`} className={styles.title}>
        {assignmentTarget(a)}
      </Link>
      <span className={styles.facts}>
        <DueFacts assignment={a} />
      </span>
      {kickOff || showScout ? (
        <span className={`muted ${styles.facts}`}>
          {kickOff ? (
            <span>
              Kick-off {gameDay(kickOff)}
              {a.game?.competition ? ` · ${a.game.competition}` : ''}
            </span>
          ) : null}
          {showScout ? <span>For {a.scout.name}</span> : null}
        </span>
      ) : null}
      {a.status === 'declined' && a.reason ? <span className="muted">Declined: {a.reason}</span> : null}
    </li>
  )
}

/** By when, overdue or not, how urgent and in which state: said the same in a list and on the assignment's page. */
export function DueFacts({
  assignment: a,
  dayStyle = 'medium',
}: {
  assignment: Assignment
  dayStyle?: 'medium' | 'full'
}) {
  return (
    <>
      <span>Due {calendarDay(a.due_on, dayStyle)}</span>
      {a.overdue ? (
        <span className={`badge ${styles.badge}`} data-kind="overdue">
          Overdue
        </span>
      ) : null}
      <span className={`badge ${styles.badge}`} data-priority={a.priority}>
        {priorityWords[a.priority]} priority
      </span>
      <span className="muted">{statusWords[a.status]}</span>
    </>
  )
}
