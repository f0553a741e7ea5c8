import type { JsonValue, OutboxBody, OutboxWrite, StoredFormField, WriteRequest } from './types'

// Bodies as the outbox stores them, and what a queued write says about the records it touches.

/** FormData cannot go into IndexedDB; its fields can, with files kept as Blobs (never read into strings). */
export function toOutboxBody(body: WriteRequest['body']): OutboxBody | undefined {
  if (body === undefined) return undefined
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const fields: StoredFormField[] = []
    body.forEach((value, name) => {
      if (typeof value === 'string') fields.push({ name, value })
      else fields.push({ name, value, filename: (value as File).name || undefined })
    })
    return { kind: 'form', fields }
  }
  return { kind: 'json', value: body as JsonValue }
}

/** Rebuilds a real FormData for fetch; the Blob parts are the very Blobs the user picked. */
export function toFormData(fields: StoredFormField[]): FormData {
  const form = new FormData()
  for (const f of fields) {
    if (typeof f.value === 'string') form.append(f.name, f.value)
    else form.append(f.name, f.value, f.filename ?? 'blob')
  }
  return form
}

/** The body a screen can show while the write waits (JSON only; forms have no useful optimistic shape). */
export function jsonOf(body: OutboxBody | undefined): JsonValue | undefined {
  return body?.kind === 'json' ? body.value : undefined
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/**
 * The record a write is about: given explicitly, else the `uid` of a create body, else the last id in the
 * path (`PUT /api/community/country/{id}`). Writes with no record are still replayed in order; they simply
 * cannot be held back behind a problem with "their" record.
 */
export function recordUidOf(request: Pick<WriteRequest, 'url' | 'recordUid'>, body?: OutboxBody) {
  if (request.recordUid) return request.recordUid.toLowerCase()
  const json = jsonOf(body)
  if (json && typeof json === 'object' && !Array.isArray(json) && typeof json.uid === 'string') {
    return json.uid.toLowerCase()
  }
  const path = request.url.split('?')[0] ?? ''
  return path.match(UUID)?.pop()?.toLowerCase()
}

/** Every record id a write mentions: its own record, ids in its path and query, ids anywhere in its body. */
export function uidsMentioned(write: Pick<OutboxWrite, 'url' | 'body' | 'recordUid'>): Set<string> {
  const found = new Set<string>()
  if (write.recordUid) found.add(write.recordUid.toLowerCase())
  const texts = [write.url]
  if (write.body?.kind === 'json') texts.push(JSON.stringify(write.body.value))
  if (write.body?.kind === 'form') {
    for (const f of write.body.fields) if (typeof f.value === 'string') texts.push(f.value)
  }
  for (const text of texts) for (const m of text.matchAll(UUID)) found.add(m[0].toLowerCase())
  return found
}

/** A body with its `version` field moved to the server's current version ("keep mine" after a 409). */
export function withVersion(body: OutboxBody | undefined, version: number): OutboxBody | undefined {
  if (body?.kind === 'json' && body.value && typeof body.value === 'object' && !Array.isArray(body.value)) {
    if ('version' in body.value) return { kind: 'json', value: { ...body.value, version } }
  }
  if (body?.kind === 'form' && body.fields.some((f) => f.name === 'version')) {
    return {
      kind: 'form',
      fields: body.fields.map((f) => (f.name === 'version' ? { ...f, value: String(version) } : f)),
    }
  }
  return body
}

/** The record version a body says it was based on (`version` field), if any. */
export function versionIn(body: OutboxBody | undefined): number | undefined {
  if (body?.kind === 'json' && body.value && typeof body.value === 'object' && !Array.isArray(body.value)) {
    const v = body.value.version
    return typeof v === 'number' ? v : undefined
  }
  const field = body?.kind === 'form' ? body.fields.find((f) => f.name === 'version') : undefined
  return typeof field?.value === 'string' && /^\d+$/.test(field.value) ? Number(field.value) : undefined
}
