import type { Db, Tx } from '../../db/client'
import {
  type AlertEvent,
  claimAlertEvent,
  lockSubject,
  markAlertEventDone,
  markAlertEventFailed,
} from '../alert-events/alert-queue'
import { assignmentAlerts } from './assignment-alerts'
import { mentionAlerts } from './comment-mentions'
import { clubChangeAlerts, colleagueReportAlerts, gameSheetAlerts } from './followed-player'
import { searchMatchAlerts } from './search-match'

// One turn of the evaluation queue (decision 0058): claim the oldest event no one holds, raise its items and mark
// it done, all in one transaction. Answers whether there was one (the worker loops until none is left).

export async function evaluateNextEvent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const event = await claimAlertEvent(tx)
    if (!event) return false
    try {
      // A savepoint: an evaluation that fails undoes its own writes and leaves the event's tries counted.
      await tx.transaction((inner) => evaluate(inner, event))
      await markAlertEventDone(tx, event.id)
    } catch (error) {
      await markAlertEventFailed(tx, event.id, (error as Error).message)
    }
    return true
  })
}

async function evaluate(tx: Tx, event: AlertEvent) {
  switch (event.kind) {
    case 'player_saved':
      await lockSubject(tx, event.subject)
      await searchMatchAlerts(tx, event.id, event.subject)
      await clubChangeAlerts(tx, event.id, event.subject)
      break
    case 'club_values_saved':
      // A club's import changed what its own members' searches read of him; nobody else's.
      await lockSubject(tx, event.subject)
      await searchMatchAlerts(tx, event.id, event.subject, 'club values')
      break
    case 'game_sheet':
      await gameSheetAlerts(tx, event.subject)
      break
    case 'report_filed':
      await colleagueReportAlerts(tx, event.subject)
      break
    case 'assignment_given':
    case 'assignment_changed':
      await assignmentAlerts(tx, event.id, event.kind, event.subject)
      break
    case 'comment_posted':
      await mentionAlerts(tx, event.id, event.subject)
      break
  }
}

/** Evaluates every waiting event; answers how many. */
export async function evaluateWaitingEvents(db: Db, stopped: () => boolean = () => false) {
  let done = 0
  while (!stopped() && (await evaluateNextEvent(db))) done++
  return done
}
