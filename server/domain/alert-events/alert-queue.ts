import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Executor, Tx } from '../../db/client'
import { alertEvents } from '../../db/schema/index'

// The evaluation queue (decision 0058): a write that can raise an alert queues what happened in ITS OWN
// transaction (one line where it writes), so an event exists exactly when the write does; the worker
// (server/domain/alerts/alert-worker.ts) claims each with FOR UPDATE SKIP LOCKED and marks it done in the
// transaction that raised its items, so a crash evaluates it again and a second server never evaluates it too.
// A folder of its own: the writers (players, games, reports, assignments, comments) import it, and the alerts import them.

const MAX_ATTEMPTS = 5

export type AlertEventKind =
  | 'player_saved'
  | 'game_sheet'
  | 'report_filed'
  | 'assignment_given'
  | 'assignment_changed'
  | 'comment_posted'
  | 'club_values_saved'

export async function enqueueAlert(tx: Executor, kind: AlertEventKind, subject: string) {
  await tx.insert(alertEvents).values({ id: uuidv7(), kind, subject })
}

/** One event per subject (a club's import of 50,000 players), a few statements whatever their number. */
export async function enqueueAlerts(tx: Executor, kind: AlertEventKind, subjects: string[]) {
  for (let i = 0; i < subjects.length; i += 5000)
    await tx
      .insert(alertEvents)
      .values(subjects.slice(i, i + 5000).map((subject) => ({ id: uuidv7(), kind, subject })))
}

export type AlertEvent = {
  id: string
  kind: AlertEventKind
  subject: string
}

/** The oldest event not done that no other transaction holds, locked until `tx` ends. */
export async function claimAlertEvent(tx: Tx): Promise<AlertEvent | undefined> {
  const { rows } = await tx.execute<AlertEvent>(sql`select id, kind, subject from ${alertEvents}
    where done_at is null and attempts < ${MAX_ATTEMPTS} order by id limit 1 for update skip locked`)
  return rows[0]
}

/** An evaluation failed: counted, its error kept; past MAX_ATTEMPTS the event is left aside, not retried. */
export async function markAlertEventFailed(tx: Tx, id: string, error: string) {
  await tx.execute(sql`update ${alertEvents} set attempts = attempts + 1, last_error = ${error.slice(0, 500)}
    where id = ${id}`)
}

export async function markAlertEventDone(tx: Tx, id: string) {
  await tx.execute(sql`update ${alertEvents} set done_at = now() where id = ${id}`)
}

/**
 * Events about one player are evaluated one after another, whichever server claimed them: his "matches now"
 * states are read and written under this lock, so two saves evaluated at once cannot both see him come to match.
 */
export async function lockSubject(tx: Tx, subject: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`alerts:${subject}`}, 0))`)
}
