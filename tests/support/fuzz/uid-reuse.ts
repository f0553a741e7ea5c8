import fc from 'fast-check'
import type { FuzzRequest, Operation } from './openapi-requests'
import { objectOf } from './schema-values'

// A device names what it creates (a client uid), so a uid arrives twice: the same device replaying a write
// that lost its idempotency key, or another account sending a uid that is taken
// (tests/api/scout-note-uid-taken.test.ts: a scout's note uid sent again, or another scout's, answered 500 — and 500
// against 201 told that the uid existed).

/** A create that names its own record: a POST whose body has a `uid`. */
export const takesClientUid = (op: Operation) =>
  op.method === 'POST' && op.body?.schema.properties?.uid?.format === 'uuid'

/**
 * The create, with only the body's required fields and a uid no one has used: plain enough to be taken (201),
 * so that its replays (`replaysOf`) reach the uid that is now taken.
 */
export function uidCreateRequest(op: Operation, seed: number, url: string): FuzzRequest | undefined {
  if (!takesClientUid(op)) return undefined
  const schema = op.body!.schema
  const [sample] = fc.sample(objectOf(schema), { numRuns: 1, seed })
  const [uid] = fc.sample(fc.uuid({ version: 7 }), { numRuns: 1, seed })
  const required = new Set(schema.required ?? [])
  const value = { ...Object.fromEntries(Object.entries(sample!).filter(([k]) => required.has(k))), uid }
  const body: FuzzRequest['body'] =
    op.body!.type === 'multipart'
      ? {
          kind: 'form',
          fields: Object.fromEntries(
            Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          ),
        }
      : { kind: 'json', value }
  return { method: op.method, url, step: 'create with a client uid', body }
}

/**
 * A taken write sent again without its key: as is, with its text fields changed (same uids), and — for a
 * signed-in role — as is by another account of the same role.
 */
export function replaysOf(request: FuzzRequest, signedIn: boolean): FuzzRequest[] {
  const same = { ...request, replay: true as const, step: 'replay without its key' }
  const other = signedIn ? [{ ...same, as: 'other' as const, step: 'another account reuses the uid' }] : []
  const body = request.body
  if (body?.kind !== 'json' || !body.value || typeof body.value !== 'object' || Array.isArray(body.value))
    return [same, ...other]
  const changed = Object.fromEntries(
    Object.entries(body.value).map(([k, v]) => [
      k,
      typeof v === 'string' && !/^[0-9a-f-]{36}$/.test(v) ? `${v} 2` : v,
    ]),
  )
  return [same, { ...same, step: 'replay changed', body: { ...body, value: changed } }, ...other]
}
