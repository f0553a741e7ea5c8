import fc from 'fast-check'

// Values for a JSON Schema as the served OpenAPI document gives it (zod's own JSON Schema of each contract):
// mostly values the contract accepts, so a request reaches past validation into the handler and the database,
// where an outsider's 500s were. The odd values an outsider sends are in odd-values.ts.

export interface JsonSchema {
  type?: string | string[]
  anyOf?: JsonSchema[]
  const?: unknown
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
}

/**
 * Uids, reused on purpose: a few fixed ones (a second write with a uid already taken is a case worth sending),
 * then the uids of records the run has created (learnUids), so later requests name records that exist — a scout's
 * note about a player the community added — and reach past "there is no such record" into the handler.
 */
export const uidPool = [
  '01900000-0000-7000-8000-000000000001',
  '01900000-0000-7000-8000-000000000002',
  '01900000-0000-7000-8000-000000000003',
]
const FIXED = uidPool.length
const POOL_MAX = 60
/** Read from the pool when a value is generated (not when the arbitrary is built): it grows during the run. */
const uid = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((i) => uidPool[i % uidPool.length]!) },
  fc.uuid({ version: 7 }),
)

/** Adds the uids an answer names (`data.uid`, or the first items' of a list) to the pool. */
export function learnUids(body: string) {
  let data: unknown
  try {
    data = (JSON.parse(body) as { data?: unknown }).data
  } catch {
    return
  }
  const items = (Array.isArray(data) ? data.slice(0, 3) : [data]) as { uid?: unknown }[]
  for (const item of items) {
    const found = item && typeof item === 'object' ? item.uid : undefined
    if (typeof found !== 'string' || uidPool.includes(found)) continue
    uidPool.push(found)
    if (uidPool.length > POOL_MAX) uidPool.splice(FIXED, 1)
  }
}

const stringOf = (s: JsonSchema): fc.Arbitrary<string> => {
  switch (s.format) {
    case 'uuid':
      return uid
    case 'email':
      return fc.constantFrom('scout@test.example', 'a@b.co', 'nobody@example.com')
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString())
    case 'date':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10))
    case 'uri':
      return fc.constantFrom('https://example.com/a', '/api/files/x.png')
  }
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200))
    } catch {
      // a pattern fast-check cannot read: plain text below
    }
  }
  const minLength = s.minLength ?? 0
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 30, 30)) })
}

const numberOf = (s: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = s.minimum ?? -1000
  const max = s.maximum ?? 1000
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/** A value the schema describes (depth-bounded: the contracts are shallow). */
export function schemaValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = schema ?? {}
  if (depth > 6) return fc.constant(null)
  if (s.anyOf?.length) return fc.oneof(...s.anyOf.map((branch) => schemaValue(branch, depth + 1)))
  if ('const' in s) return fc.constant(s.const)
  if (s.enum?.length) return fc.constantFrom(...s.enum)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'string':
      return stringOf(s)
    case 'integer':
      return numberOf(s, true)
    case 'number':
      return numberOf(s, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schemaValue(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      })
    case 'object':
      return objectOf(s, depth)
  }
  return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null))
}

export function objectOf(s: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {}
  const record = Object.fromEntries(
    Object.entries(properties).map(([k, v]) => [k, schemaValue(v, depth + 1)]),
  )
  return fc.record(record, {
    requiredKeys: (s.required ?? []).filter((k) => k in properties),
  }) as fc.Arbitrary<Record<string, unknown>>
}
