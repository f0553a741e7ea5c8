import { eq } from 'drizzle-orm'
import type { Assignment } from '../../../src/api/contract/schemas/assignments'
import { assignmentTarget, priorityWords } from '../../../src/api/contract/terms/assignments'
import type { Mailer } from '../../adapters/mail'
import type { Executor } from '../../db/client'
import { accounts } from '../../db/schema/index'

// The mail a scout gets when an assignment is given to him, changed or taken from him (through the outbox, as
// every mail): what to watch, where, by when, and the link that opens it.

export type AssignmentNews = 'new' | 'changed' | 'removed'

const subjects: Record<AssignmentNews, string> = {
  new: 'New assignment',
  changed: 'Assignment changed',
  removed: 'Assignment taken off your list',
}

/** "Sat, 28 Nov 2026": a day as a reader writes it, not as the wire does (a mail has no reader's zone: UTC). */
const mailDay = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

export async function mailAssignment(
  db: Executor,
  mailer: Mailer,
  publicUrl: string,
  to: string,
  news: AssignmentNews,
  a: Assignment,
) {
  const [scout] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.uid, to))
  if (!scout) return
  const target = assignmentTarget(a)
  const lines =
    news === 'removed'
      ? [`${target} is no longer yours to watch (assignment by ${a.assigned_by?.name ?? 'your club'}).`]
      : [
          `Watch ${target} by ${mailDay(a.due_on)}. Priority: ${priorityWords[a.priority].toLowerCase()}.`,
          a.game?.time
            ? `Kick-off: ${mailDay(a.game.time)}, ${a.game.time.slice(11, 16)} UTC.`
            : a.game?.date
              ? `Played on ${mailDay(a.game.date)}.`
              : '',
          a.game?.venue ? `Venue: ${a.game.venue}.` : '',
          a.note ? `Note from ${a.assigned_by?.name ?? 'your head of recruitment'}: ${a.note}` : '',
          `Open it, accept or decline, and file your report from it:\n\n${publicUrl}/scout/assignments/${a.uid}\n`,
        ]
  await mailer.send({
    to: scout.email,
    subject: `${subjects[news]}: ${target}`,
    text: lines.filter(Boolean).join('\n\n'),
  })
}
