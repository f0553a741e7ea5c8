// The shapes of the offline outbox (docs/architecture.md#6-offline-design). Isomorphic and DOM-free apart from Blob,
// which both browsers and Node have: the sync machine and the tests share these types.

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** A FormData field as IndexedDB can store it: files stay Blobs (FormData itself is not cloneable). */
export interface StoredFormField {
  name: string
  value: string | Blob
  /** The file name of a File part; absent for text fields. */
  filename?: string
}

export type OutboxBody = { kind: 'json'; value: JsonValue } | { kind: 'form'; fields: StoredFormField[] }

export type WriteStatus = 'waiting' | 'failed' | 'conflict'

/** What the server said the last time this write was refused (or why it could not be delivered). */
export interface WriteProblem {
  status?: number
  message: string
  code?: string
  issues?: { path: string; message: string }[]
}

export interface OutboxWrite {
  /** UUIDv7: unique and time-ordered, so sorting by id replays writes in the order the user made them. */
  id: string
  /** Sent as `Idempotency-Key`; unchanged across re-deliveries, renewed only when the body is changed. */
  idempotencyKey: string
  /** The signed-in user the write belongs to; nobody else ever lists or replays it. */
  userUid: string
  createdAt: string
  method: WriteMethod
  url: string
  body?: OutboxBody
  /** The record version the edit was based on (optimistic concurrency; a stale one answers 409). */
  baseVersion?: number
  /** The record the write creates or changes; later writes of the same record wait behind a problem with it. */
  recordUid?: string
  /** What the member calls it, when the body does not say ("Game sheet Riverside U19 – Harbour City U19"). */
  label?: string
  status: WriteStatus
  lastError?: WriteProblem
  /** On a conflict: the server's current record, for "take theirs" / "keep mine". */
  current?: unknown
  /** Deliveries tried so far (shown to the user; does not change the replay order). */
  attempts: number
}

/** A write as a screen asks for it; the outbox fills in id, key, user, time and status. */
export interface WriteRequest {
  method: WriteMethod
  url: string
  body?: JsonValue | FormData | OutboxBody
  baseVersion?: number
  recordUid?: string
  label?: string
  /** The screen watching an upload it started (never stored: a replay from the outbox has no screen). */
  upload?: UploadWatch
}

/** Bytes sent so far of an upload, and the way to stop it before it has all been sent. */
export interface UploadWatch {
  onProgress?: (sent: number, total: number) => void
  signal?: AbortSignal
}

export interface TransportRequest {
  method: WriteMethod
  url: string
  headers: Record<string, string>
  body?: OutboxBody
  upload?: UploadWatch
}

export interface TransportResponse {
  status: number
  body: unknown
}

/** Sends one HTTP request. Resolves with ANY status; rejects with NetworkError when no answer arrived. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>

/** No HTTP answer: offline, connection refused or reset, or the request timed out. */
export class NetworkError extends Error {
  constructor(
    readonly reason: 'offline' | 'network' | 'timeout',
    message = reason === 'timeout' ? 'The server did not answer in time' : 'The network is unreachable',
  ) {
    super(message)
    this.name = 'NetworkError'
  }
}

/** The member stopped an upload before all of it was sent: nothing is queued, nothing was applied. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled')
    this.name = 'UploadCancelled'
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
