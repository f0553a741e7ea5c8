import { uidsMentioned } from './body'
import type { OutboxWrite } from './types'

// Which queued write goes next (docs/decisions/0002-offline-outbox.md, "Order"). Pure: the sync machine and
// sendOrQueue both ask this one function, so the screen, the replay and a direct send never disagree.
//
// Writes replay oldest first. A failed or conflicting write holds back every LATER write that touches the
// same record — its own record, or a record it mentions in its path or body (a team listing a player created
// by a failed write). Held writes hold back their own dependants in turn. Writes of unrelated records go on:
// one bad player form must not stop a whole game sheet from syncing.

export interface ReplayPlan {
  /** The first write that may be sent now, if any. */
  next?: OutboxWrite
  /** Waiting writes held back behind a problem (shown as "waiting behind a problem"). */
  held: Set<string>
  waiting: number
  problems: number
}

export const isProblem = (w: OutboxWrite) => w.status === 'failed' || w.status === 'conflict'

export function replayPlan(writes: readonly OutboxWrite[]): ReplayPlan {
  const blocked = new Set<string>()
  const held = new Set<string>()
  let next: OutboxWrite | undefined
  let waiting = 0
  let problems = 0
  for (const w of writes) {
    if (isProblem(w)) {
      problems++
      if (w.recordUid) blocked.add(w.recordUid.toLowerCase())
      continue
    }
    waiting++
    if (blocked.size > 0 && touchesAny(w, blocked)) {
      held.add(w.id)
      if (w.recordUid) blocked.add(w.recordUid.toLowerCase())
      continue
    }
    next ??= w
  }
  return { next, held, waiting, problems }
}

/** Would this new write have to wait behind something already queued? (sendOrQueue asks before sending.) */
export function mustQueueBehind(queued: readonly OutboxWrite[], write: OutboxWrite): boolean {
  const plan = replayPlan(queued)
  // Anything still waiting goes first: a direct send could overtake a queued create it depends on.
  if (plan.waiting > 0) return true
  if (plan.problems === 0) return false
  return replayPlan([...queued, write]).held.has(write.id)
}

function touchesAny(write: OutboxWrite, uids: Set<string>): boolean {
  if (write.recordUid && uids.has(write.recordUid.toLowerCase())) return true
  for (const uid of uidsMentioned(write)) if (uids.has(uid)) return true
  return false
}
