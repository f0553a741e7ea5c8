import fc from 'fast-check'
import {
  malformedForm,
  oddContentType,
  oddJsonText,
  oddKey,
  oddQueryValue,
  oddSegment,
  oddText,
  oddValue,
} from './odd-values'
import { type JsonSchema, objectOf, schemaValue } from './schema-values'

// Requests generated from the served OpenAPI document (GET /api/docs): for each operation, its path parameters,
// query and body as the document describes them — then bent the ways an outsider bends them (odd-values.ts).
// The document is the contract the server enforces, so every route and every field is reached, none listed by hand.

export interface Operation {
  method: string
  /** OpenAPI path with {name} parameters. */
  path: string
  auth: string
  flags: string[]
  pathParams: string[]
  query: JsonSchema
  body?: { type: 'json' | 'multipart'; schema: JsonSchema }
}

interface OpenApiOperation {
  'x-auth': string
  'x-flags'?: string[]
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}

export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? []
      const queryParams = params.filter((p) => p.in === 'query')
      const content = op.requestBody?.content ?? {}
      const type = 'multipart/form-data' in content ? 'multipart' : 'json'
      const schema = content['multipart/form-data']?.schema ?? content['application/json']?.schema
      return {
        method: method.toUpperCase(),
        path,
        auth: op['x-auth'],
        flags: op['x-flags'] ?? [],
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: {
          type: 'object',
          properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
          required: queryParams.filter((p) => p.required).map((p) => p.name),
        },
        body: schema ? { type, schema } : undefined,
      } satisfies Operation
    }),
  )
}

/** What one generated request carries; `toInject` turns it into app.inject options. */
export interface FuzzRequest {
  method: string
  url: string
  /** Sent again after it was taken (not replayed a second time). */
  replay?: true
  /** Sent by a second account of the caller's role (another scout reusing a scout's uid). */
  as?: 'other'
  /** Which kind of case this is, for the report (a random draw has none). */
  step?: string
  body?:
    | { kind: 'json'; value: unknown; contentType?: string }
    | { kind: 'raw'; text: string; contentType: string }
    | { kind: 'form'; fields: Record<string, string>; file?: { field: string; bytes: number[] } }
}

/** Sets a value at a key of an object (a copy), or returns the value itself for a non-object. */
const withField = (body: unknown, key: string, value: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [key]: value } : value

/** A body the schema describes, then bent: a field made odd, required fields dropped, fields added. */
const jsonBody = (schema: JsonSchema) => {
  const keys = Object.keys(schema.properties ?? {})
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), oddKey) : oddKey
  const valid = objectOf(schema)
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, key, oddValue)
        .map(([value, k, odd]) => ({ kind: 'json' as const, value: withField(value, k, odd) })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.subarray(schema.required ?? [])).map(([value, drop]) => ({
        kind: 'json' as const,
        value: Object.fromEntries(Object.entries(value).filter(([k]) => !drop.includes(k))),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.dictionary(oddKey, oddValue, { maxKeys: 4 }))
        .map(([value, extra]) => ({ kind: 'json' as const, value: { ...extra, ...value } })),
    },
    { weight: 1, arbitrary: oddValue.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: oddJsonText.map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, oddContentType)
        .map(([value, contentType]) => ({ kind: 'json' as const, value, contentType })),
    },
  )
}

const FILE_FIELDS = ['pic', 'report', 'video', 'file']
/** Random bytes, or the first bytes of a PNG, a PDF and a JPEG with nothing after them. */
const fileBytes: fc.Arbitrary<number[]> = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
  fc.constantFrom<number[]>(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0x25, 0x50, 0x44, 0x46, 0x2d],
    [0xff, 0xd8, 0xff],
  ),
)

/** A form the schema describes (text fields, maybe a file), bent; or a body no multipart parser can read. */
const formBody = (schema: JsonSchema) => {
  const fields = objectOf(schema).map((value) =>
    Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
  )
  // One field (one of the form's own, or another) made odd: a NUL, a surrogate (FormData sends its stand-in),
  // JSON-looking text, very long text.
  const keys = Object.keys(schema.properties ?? {})
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), oddKey) : oddKey
  const odd = fc
    .option(fc.tuple(key, oddText), { nil: undefined })
    .map((pair) => (pair ? { [pair[0]]: pair[1] } : {}))
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fields,
          odd,
          fc.option(fc.record({ field: fc.constantFrom(...FILE_FIELDS), bytes: fileBytes })),
        )
        .map(([f, extra, file]) => ({
          kind: 'form' as const,
          fields: { ...f, ...extra },
          file: file ?? undefined,
        })),
    },
    {
      weight: 2,
      arbitrary: malformedForm.map((text) => ({
        kind: 'raw' as const,
        text,
        contentType: 'multipart/form-data; boundary=xyz',
      })),
    },
    { weight: 1, arbitrary: jsonBody(schema) },
  )
}

/** The query: values from the schema as text, some made odd, unknown and repeated keys added. */
const queryOf = (schema: JsonSchema) => {
  const keys = Object.keys(schema.properties ?? {})
  const asText = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))
  const valid = objectOf(schema).map((q) => Object.entries(q).map(([k, v]) => `${k}=${asText(v)}`))
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.constantFrom('page', 'limit', 'q', 'x'))
    : oddKey
  return fc
    .tuple(valid, fc.array(fc.tuple(key, oddQueryValue), { maxLength: 2 }))
    .map(([pairs, odd]) => [...pairs, ...odd.map(([k, v]) => `${encodeURIComponent(k)}=${v}`)].join('&'))
}

const segment = fc.oneof(
  { weight: 3, arbitrary: schemaValue({ type: 'string', format: 'uuid' }) as fc.Arbitrary<string> },
  { weight: 1, arbitrary: oddSegment },
)

export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.array(segment, { minLength: op.pathParams.length, maxLength: op.pathParams.length })
  const body =
    op.body?.type === 'multipart'
      ? formBody(op.body.schema)
      : op.body
        ? jsonBody(op.body.schema)
        : fc.constant(undefined)
  return fc.tuple(params, queryOf(op.query), body).map(([values, query, b]) => {
    const path = pathOf(op, values)
    return { method: op.method, url: query ? `${path}?${query}` : path, body: b }
  })
}

/** The operation's path with its parameters filled in, in order. */
export const pathOf = (op: Operation, values: string[]) => {
  let i = 0
  return op.path.replace(/\{\w+\}/g, () => values[i++]!).replace(/\*$/, 'x')
}

/** The request as app.inject options (a form is encoded by the platform's FormData, as a browser would). */
export async function toInject(request: FuzzRequest) {
  const { method, url, body } = request
  if (!body || method === 'GET') return { method, url }
  if (body.kind === 'raw')
    return { method, url, payload: body.text, headers: { 'content-type': body.contentType } }
  if (body.kind === 'json')
    return {
      method,
      url,
      payload: JSON.stringify(body.value) ?? 'null',
      headers: { 'content-type': body.contentType ?? 'application/json' },
    }
  const form = new FormData()
  for (const [key, value] of Object.entries(body.fields)) form.append(key, value)
  if (body.file) form.append(body.file.field, new Blob([new Uint8Array(body.file.bytes)]), 'upload.bin')
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    method,
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  }
}
