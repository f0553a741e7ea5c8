import { uidsMentioned } from './body'
import type { OutboxWrite } from './types'

// Which queued write goes next (docs/decisions/0002-offline-outbox.md, "Order"). Pure: the sync machine and
// sendOrQueue both ask this one function, so the screen, the replay and a direct send never disagree.
//
// Writes replay oldest first. A failed or conflicting write holds back every LATER write of the same record,
// and — when it is a create — every later write that mentions that record in its path or body (a team listing
// a player created by a failed write: the player does not exist on the server). A conflicting EDIT of a player
// does not hold a game sheet that names the player: the player exists, only their fields are in question.
// Held writes hold back their own dependants in turn. Writes of unrelated records go on: one bad player form
// must not stop a whole game sheet from syncing.

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
  // Records with a write in trouble (later writes of them wait), and records that may not exist on the server
  // (their create is in trouble: writes that mention them wait too).
  const blocked = new Set<string>()
  const missing = new Set<string>()
  const held = new Set<string>()
  let next: OutboxWrite | undefined
  let waiting = 0
  let problems = 0
  for (const w of writes) {
    if (isProblem(w)) {
      problems++
      mark(w, blocked, missing)
      continue
    }
    waiting++
    if (dependsOn(w, blocked, missing)) {
      held.add(w.id)
      mark(w, blocked, missing)
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

function mark(write: OutboxWrite, blocked: Set<string>, missing: Set<string>) {
  if (!write.recordUid) return
  const uid = write.recordUid.toLowerCase()
  blocked.add(uid)
  if (write.method === 'POST') missing.add(uid)
}

function dependsOn(write: OutboxWrite, blocked: Set<string>, missing: Set<string>): boolean {
  if (write.recordUid && blocked.has(write.recordUid.toLowerCase())) return true
  if (missing.size === 0) return false
  for (const uid of uidsMentioned(write)) if (missing.has(uid)) return true
  return false
}
