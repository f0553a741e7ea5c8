import { uuidv7 } from 'uuidv7'
import { api } from './client'
import { currentOutbox } from './outbox/runtime'
import { WriteRefused, type WriteResult } from './outbox/send'
import type { UploadWatch, WriteMethod, WriteRequest } from './outbox/types'
import { ApiError } from './request-rules'

// The one way a screen writes what must never be lost — a member's football data, a scout's shortlist, notes,
// reports and lists. With the user's outbox running, a write that cannot reach the server is kept on the device
// (with its idempotency key) and the screen carries on as if it had succeeded; the result says `pending: true`
// so the screen can mark the record "waiting to sync". Refusals (400, 409 …) throw.

export interface DurableWrite {
  method: WriteMethod
  url: string
  /** JSON, or FormData for uploads (the outbox keeps the files as Blobs until they are delivered). */
  body?: Record<string, unknown> | FormData
  /** The record this write is about, so later writes of the same record queue behind it. */
  recordUid?: string
  /** The version the change was based on (optimistic concurrency). */
  baseVersion?: number
  /** How the Sync screen names the write while it waits, when its body has no name ("Game sheet A – B"). */
  label?: string
  /** An upload the screen shows the progress of and can cancel (src/connected/upload-progress.tsx). */
  upload?: UploadWatch
}

export async function durableWrite<T>(write: DurableWrite): Promise<WriteResult<T>> {
  const runtime = currentOutbox()
  if (runtime) {
    try {
      return await runtime.write<T>(write as WriteRequest)
    } catch (error) {
      // The same ApiError as the HTTP client's failures, so forms show the server's message and issues alike.
      if (error instanceof WriteRefused) {
        const { problem } = error
        throw new ApiError(
          problem.message,
          error.status,
          problem.issues ?? [],
          problem.code,
          false,
          error.current,
        )
      }
      throw error
    }
  }
  const data = await api<{ data: T }>(write.url, {
    method: write.method === 'PATCH' ? 'PUT' : write.method,
    body: write.body,
    headers: { 'Idempotency-Key': uuidv7() },
  })
  return { pending: false, status: 200, data: data?.data }
}
