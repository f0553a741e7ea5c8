import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

// What makes two deliveries "the same request" for the Idempotency-Key check.

/** Keys are opaque to the server: 1–255 visible ASCII characters (the outbox sends UUIDs). */
export const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/

/** sha256 over method, URL and the validated body (key order and upload boundaries do not matter); for an
 * upload, also its validated text fields and the file's own sha256 (received before the key is claimed). */
export function hashRequest(request: FastifyRequest) {
  const body = JSON.stringify(canonical(request.body, new WeakSet()))
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n${body ?? ''}`)
  const upload = request.received
  if (upload)
    hash.update(
      `\n${JSON.stringify(canonical({ fields: upload.fields, file: upload.sha256 }, new WeakSet()))}`,
    )
  return hash.digest('hex')
}

function canonical(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Uint8Array) return { sha256: createHash('sha256').update(value).digest('hex') }
  if (value instanceof Date) return value.toISOString()
  if (seen.has(value)) return '[cycle]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((v) => canonical(v, seen))
  const part = value as {
    fieldname?: string
    value?: unknown
    filename?: string
    mimetype?: string
    _buf?: Buffer
  }
  // @fastify/multipart parts (attachFieldsToBody): a file by name, type and bytes; a text field by value.
  if (typeof part.fieldname === 'string') {
    if (part._buf) return { file: part.filename, type: part.mimetype, bytes: canonical(part._buf, seen) }
    return canonical(part.value, seen)
  }
  const obj = value as Record<string, unknown>
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .map((k) => [k, canonical(obj[k], seen)]),
  )
}
