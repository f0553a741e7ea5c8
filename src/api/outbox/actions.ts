import { uuidv4 } from 'uuidv7'
import { toOutboxBody, versionIn, withVersion } from './body'
import type { Outbox } from './outbox'
import type { OutboxWrite, WriteRequest } from './types'

// What the user can do with a write the server refused (the outbox screen's buttons). Each changes the
// stored write and the outbox notifies the sync machine, which picks waiting writes up again.
//
// A changed body always gets a NEW idempotency key: the old key may already be remembered by the server for
// the old body (a reused key with another body is refused with 422), and the new body is a new request.

/** Try the same write again (e.g. the player it refers to exists now). Same body, same key. */
export function retryWrite(outbox: Outbox, id: string) {
  return outbox.update(id, { status: 'waiting', lastError: undefined, current: undefined })
}

/** Replace the body of a failed write with the user's corrected one and queue it again. */
export function editWrite(outbox: Outbox, id: string, body: WriteRequest['body']) {
  return outbox.update(id, {
    body: toOutboxBody(body),
    idempotencyKey: uuidv4(),
    status: 'waiting',
    lastError: undefined,
    current: undefined,
  })
}

/**
 * "Keep mine": re-send my change on top of the server's current version. My later edits of the same record,
 * still waiting behind it, were made on top of this one: they move along by the same number of versions.
 */
export async function keepMine(outbox: Outbox, id: string) {
  const write = await outbox.get(id)
  if (write?.status !== 'conflict') return undefined
  const version = versionOf(write.current)
  if (version === undefined) return retryWrite(outbox, id)
  const base = baseOf(write)
  // Dependants first, while this write still holds them back: the sync machine never sees a half-done state.
  if (base !== undefined && write.recordUid)
    for (const later of await laterOfRecord(outbox, write)) {
      const laterBase = baseOf(later)
      if (laterBase !== undefined) await outbox.update(later.id, rebased(later, laterBase + version - base))
    }
  return outbox.update(id, rebased(write, version))
}

const laterOfRecord = async (outbox: Outbox, write: OutboxWrite) =>
  (await outbox.list()).filter(
    (w) => w.id > write.id && w.recordUid === write.recordUid && w.status === 'waiting',
  )

const baseOf = (write: OutboxWrite) => write.baseVersion ?? versionIn(write.body)

const rebased = (write: OutboxWrite, version: number): Partial<OutboxWrite> => ({
  baseVersion: version,
  body: withVersion(write.body, version),
  idempotencyKey: uuidv4(),
  status: 'waiting',
  lastError: undefined,
  current: undefined,
})

/** "Take theirs": drop my change; the caller shows the server's record returned here. */
export async function takeTheirs(outbox: Outbox, id: string): Promise<unknown> {
  const write = await outbox.get(id)
  await discardWrite(outbox, id)
  return write?.current
}

/**
 * The user's explicit decision to throw a write away (the only way anything leaves unsent). Later edits of the
 * same record that were made on top of a discarded conflicting change would otherwise land on whatever the
 * server holds under the same version number — someone else's edit — so they become conflicts to review.
 */
export async function discardWrite(outbox: Outbox, id: string) {
  const write = await outbox.get(id)
  if (write?.status === 'conflict' && write.recordUid)
    for (const later of await laterOfRecord(outbox, write)) {
      if (baseOf(later) === undefined) continue
      await outbox.update(later.id, {
        status: 'conflict',
        current: write.current,
        lastError: {
          status: 409,
          code: 'BASE_DISCARDED',
          message:
            'This change was made on top of an earlier change that was not kept. Review it against the current record.',
        },
      })
    }
  await outbox.remove(id)
}

function versionOf(current: OutboxWrite['current']): number | undefined {
  const v = (current as { version?: unknown } | undefined)?.version
  return typeof v === 'number' ? v : undefined
}
