import { jsonOf } from './body'
import { mustQueueBehind } from './order'
import { createWrite, type Outbox } from './outbox'
import { deliver } from './outcome'
import type { OutboxWrite, Transport, WriteProblem, WriteRequest } from './types'

// The one entry point for community writes from screens (called by src/api/client.ts): send now if we can,
// otherwise keep the write in the outbox and let the screen carry on as if it had succeeded.

export interface SendOrQueueDeps {
  outbox: Outbox
  transport: Transport
  /** navigator.onLine in the browser: when it says offline there is no point trying. */
  isOnline?: () => boolean
  /** Told of a write the server took at once, with its answer (the device's copy of the record follows it). */
  delivered?: (write: OutboxWrite, body: unknown) => Promise<void> | void
}

/** Why a write was queued instead of answered. */
export type PendingReason = 'offline' | 'unreachable' | 'queued-behind' | 'unauthorized'

export type WriteResult<T = unknown> =
  | { pending: false; status: number; data: T }
  /** Stored for later; `data` is the request body (with the client-made `uid`) for an optimistic screen. */
  | { pending: true; reason: PendingReason; write: OutboxWrite; data: T | undefined }

/** The server refused the write (400, 404, 409, 422 …): the user is still on the form, so they see why. */
export class WriteRefused extends Error {
  constructor(
    readonly status: number,
    readonly problem: WriteProblem,
    readonly current?: unknown,
  ) {
    super(problem.message)
    this.name = 'WriteRefused'
  }
}

export async function sendOrQueue<T = unknown>(
  deps: SendOrQueueDeps,
  request: WriteRequest,
): Promise<WriteResult<T>> {
  const { outbox, transport } = deps
  // Built BEFORE the first attempt: if that attempt is cut off after the server committed, the queued copy
  // carries the same idempotency key and its replay gets the server's first answer instead of a second write.
  const write = createWrite(outbox.userUid, request)
  const queue = async (reason: PendingReason, patch: Partial<OutboxWrite> = {}): Promise<WriteResult<T>> => {
    const stored = { ...write, ...patch }
    await outbox.add(stored)
    return { pending: true, reason, write: stored, data: jsonOf(write.body) as T | undefined }
  }

  if (deps.isOnline && !deps.isOnline()) return queue('offline')
  if (mustQueueBehind(await outbox.list(), write)) return queue('queued-behind')

  // An upload the screen watches reports its bytes and can be cancelled (UploadCancelled reaches the screen).
  const outcome = await deliver(transport, write, request.upload)
  switch (outcome.kind) {
    case 'done': {
      await Promise.resolve(deps.delivered?.(write, outcome.body)).catch(() => undefined)
      const body = outcome.body as { data?: T } | undefined
      return { pending: false, status: outcome.status, data: (body?.data ?? body) as T }
    }
    case 'retry':
      return queue('unreachable', {
        attempts: 1,
        lastError: { status: outcome.status, message: outcome.message },
      })
    case 'unauthorized':
      // The session expired mid-edit: keep the work; replay resumes when the same user signs in again.
      return queue('unauthorized', { attempts: 1, lastError: { status: 401, message: outcome.message } })
    case 'conflict':
      throw new WriteRefused(409, outcome.problem, outcome.current)
    case 'failed':
      throw new WriteRefused(outcome.problem.status ?? 400, outcome.problem)
  }
}
