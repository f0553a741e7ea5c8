import { jsonOf } from './body'
import { replayPlan } from './order'
import type { JsonValue, OutboxWrite, WriteProblem } from './types'

// What screens show of writes that have not reached the server: a list merges in the records created
// offline ("waiting to sync"), a detail page knows its record has unsynced changes or a problem.

export type PendingState = 'waiting' | 'held' | 'failed' | 'conflict'

export interface PendingRecord {
  writeId: string
  state: PendingState
  /** The body the user saved (with its client-made `uid`). */
  data: { [key: string]: JsonValue }
  problem?: WriteProblem
}

function stateOf(write: OutboxWrite, held: Set<string>): PendingState {
  if (write.status !== 'waiting') return write.status
  return held.has(write.id) ? 'held' : 'waiting'
}

/** Records created offline under a collection (`/api/community/player`), oldest first. */
export function pendingCreates(writes: readonly OutboxWrite[], collectionUrl: string): PendingRecord[] {
  const { held } = replayPlan(writes)
  const path = collectionUrl.replace(/\/$/, '')
  const found: PendingRecord[] = []
  for (const w of writes) {
    const data = jsonOf(w.body)
    if (w.method !== 'POST' || w.url.split('?')[0] !== path) continue
    if (!data || typeof data !== 'object' || Array.isArray(data)) continue
    found.push({ writeId: w.id, state: stateOf(w, held), data, problem: w.lastError })
  }
  return found
}

/** Every unsynced write about one record (its create, edits, delete), oldest first. */
export function pendingFor(writes: readonly OutboxWrite[], recordUid: string) {
  const { held } = replayPlan(writes)
  const uid = recordUid.toLowerCase()
  return writes
    .filter((w) => w.recordUid === uid)
    .map((w) => ({ writeId: w.id, method: w.method, state: stateOf(w, held), problem: w.lastError }))
}
