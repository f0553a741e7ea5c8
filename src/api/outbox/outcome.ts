import {
  IDEMPOTENCY_HEADER,
  NetworkError,
  type OutboxWrite,
  type Transport,
  type TransportResponse,
  UploadCancelled,
  type UploadWatch,
  type WriteProblem,
} from './types'

// What one delivery attempt means for a queued write. Pure classification plus the one place that puts the
// Idempotency-Key on the wire, so a re-delivery is always recognisable by the server.

export type Outcome =
  /** Applied — or applied earlier and the server answered with its stored first response. */
  | { kind: 'done'; status: number; body: unknown }
  /** No answer, or a gateway/overload answer: the write stays waiting and is retried with backoff. */
  | { kind: 'retry'; status?: number; message: string }
  /** The session is gone: replay pauses until the same user signs in again. */
  | { kind: 'unauthorized'; message: string }
  /** The record changed on the server since the write's base version; the user decides. */
  | { kind: 'conflict'; problem: WriteProblem; current: unknown }
  /** The server refused the write itself (400, 404, 422 …); the user edits or discards it. */
  | { kind: 'failed'; problem: WriteProblem }

/** 408 and 429 say "not now", 502–504 say "the server is not there": none of them applied the write. */
const RETRYABLE = new Set([408, 425, 429, 502, 503, 504])

/**
 * A 500 is a server fault that often passes (a restart, a deploy, a database failover): it is retried with the
 * same backoff as an outage, this many tries in all, and only then shown to the member as a failed write.
 */
export const SERVER_ERROR_TRIES = 5

/** What an answer means, for a write that has been tried `triedBefore` times already. */
export function classify(response: TransportResponse, triedBefore = 0): Outcome {
  const { status } = response
  if (status >= 200 && status < 300) return { kind: 'done', status, body: response.body }
  const problem = problemOf(response)
  if (RETRYABLE.has(status)) return { kind: 'retry', status, message: problem.message }
  if (status === 500 && triedBefore + 1 < SERVER_ERROR_TRIES)
    return { kind: 'retry', status, message: problem.message }
  if (status === 401) return { kind: 'unauthorized', message: problem.message }
  if (status === 409) {
    const body = (response.body ?? {}) as { current?: unknown; data?: unknown }
    return { kind: 'conflict', problem, current: body.current ?? body.data }
  }
  // Any other answer (4xx, and a 500 that kept coming back) is shown to the user, never retried in a loop and
  // never dropped.
  return { kind: 'failed', problem }
}

function problemOf(response: TransportResponse): WriteProblem {
  const body = response.body as Partial<WriteProblem> | string | undefined
  const fallback = `The server answered ${response.status}`
  if (body && typeof body === 'object') {
    return {
      status: response.status,
      message: typeof body.message === 'string' && body.message ? body.message : fallback,
      code: typeof body.code === 'string' ? body.code : undefined,
      issues: Array.isArray(body.issues) ? body.issues : undefined,
    }
  }
  return { status: response.status, message: typeof body === 'string' && body ? body : fallback }
}

/**
 * Sends one queued write with its idempotency key and says what happened. Never throws, except
 * UploadCancelled when the screen watching the upload stopped it (then nothing is kept to retry).
 */
export async function deliver(
  transport: Transport,
  write: OutboxWrite,
  upload?: UploadWatch,
): Promise<Outcome> {
  try {
    const response = await transport({
      method: write.method,
      url: write.url,
      headers: { [IDEMPOTENCY_HEADER]: write.idempotencyKey },
      body: write.body,
      ...(upload ? { upload } : {}),
    })
    return classify(response, write.attempts)
  } catch (error) {
    if (error instanceof UploadCancelled) throw error
    // Anything thrown means "no answer": the write may or may not have been applied, and only a
    // re-delivery with the same key can find out. So it stays waiting.
    const message =
      error instanceof NetworkError ? error.message : `Could not reach the server (${String(error)})`
    return { kind: 'retry', message }
  }
}

/** How the outbox must change after an attempt (the machine decides, the `persist` actor does it). */
export type PersistChange = { type: 'remove' } | { type: 'update'; patch: Partial<OutboxWrite> }

export function changeFor(write: OutboxWrite, outcome: Outcome): PersistChange {
  const attempts = write.attempts + 1
  switch (outcome.kind) {
    case 'done':
      return { type: 'remove' }
    case 'conflict':
      return {
        type: 'update',
        patch: { status: 'conflict', attempts, lastError: outcome.problem, current: outcome.current },
      }
    case 'failed':
      return { type: 'update', patch: { status: 'failed', attempts, lastError: outcome.problem } }
    case 'unauthorized':
      return { type: 'update', patch: { attempts, lastError: { status: 401, message: outcome.message } } }
    case 'retry':
      return {
        type: 'update',
        patch: { attempts, lastError: { status: outcome.status, message: outcome.message } },
      }
  }
}

export const backoffDelay = (attempt: number, base: number, max: number, random: number) =>
  Math.round(Math.min(max, base * 2 ** Math.max(0, attempt - 1)) * (0.5 + random / 2))
