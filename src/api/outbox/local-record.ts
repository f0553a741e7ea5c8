import { jsonOf, versionIn } from './body'
import { currentOutbox } from './runtime'
import type { OutboxWrite } from './types'

// A record as this device knows it: what the server (or the device's copy of it) said, with the user's writes
// that have not reached the server applied on top — a create that waits is the record, and each waiting edit
// changes it. So a game sheet created offline reopens, an edit made offline shows on the next visit, and the
// next edit carries the version those queued edits will lead to (each applied edit moves it by one).

type Row = Record<string, unknown>

export function applyWaitingWrites<T extends Row>(
  known: T | undefined,
  uid: string,
  writes: readonly OutboxWrite[],
): (T & { waitingToSync?: true }) | undefined {
  let record: Row | undefined = known
  let waiting = false
  for (const write of writes) {
    if (write.recordUid !== uid.toLowerCase()) continue
    const body = jsonOf(write.body)
    if (!body || typeof body !== 'object' || Array.isArray(body)) continue
    const { version: _sent, ...fields } = body as Row
    // A waiting create is version 1 once delivered; each waiting edit moves it by one.
    if (write.method === 'POST' && !record) record = { ...fields, version: 1 }
    else if ((write.method === 'PUT' || write.method === 'PATCH') && record)
      record = { ...record, ...fields, version: versionAfter(Number(record.version) || 0, write) }
    else continue
    waiting = true
  }
  if (!record) return undefined
  return (waiting ? { ...record, waitingToSync: true } : record) as T & { waitingToSync?: true }
}

/**
 * The version a waiting edit leads to: one past the version it was based on, never below what is known. A copy
 * read after the server applied the edit but before its answer came back already holds it (counting it again
 * would base the next edit on a version that never exists, a conflict with nobody); a copy with someone else's
 * change newer than the edit's base makes it a conflict, which "keep mine" moves along from the copy's version.
 */
function versionAfter(known: number, write: OutboxWrite): number {
  const base = write.baseVersion ?? versionIn(write.body)
  return base === undefined ? known + 1 : Math.max(known, base + 1)
}

/** The signed-in user's waiting writes, oldest first (none without an outbox). */
export const waitingWrites = async (): Promise<OutboxWrite[]> => (await currentOutbox()?.outbox.list()) ?? []

/** `applyWaitingWrites` with the signed-in user's outbox (nothing changes without one). */
export async function withWaitingWrites<T extends Row>(known: T | undefined, uid: string) {
  const runtime = currentOutbox()
  if (!runtime) return known
  return applyWaitingWrites(known, uid, await runtime.outbox.list())
}
