import fc from 'fast-check'
import type { FuzzRequest, Operation } from './openapi-requests'
import { type JsonSchema, objectOf } from './schema-values'

// Every text field of every body, sent once with each value an outsider got a 500 (or a corrupt page) from,
// the rest of the body valid: a random draw reaches a given field with a given value too rarely to find, at a
// fixed seed, a fault that lives in one route's one field (docs/security.md: a NUL, a lone surrogate or `{}` in the
// admin content routes' fields; `$&` in a news title corrupting its served page).

/**
 * The values, named for the report; an object stands where text is expected. `form`: sent as a form field too
 * (a form carries text only, and a browser's FormData turns a lone surrogate into U+FFFD; very long text is
 * among the random draws).
 */
export const edgeValues: { label: string; value: unknown; form: boolean }[] = [
  { label: 'NUL', value: 'Scout\u0000ing', form: true },
  { label: 'lone surrogate', value: 'Goal \ud83d', form: false },
  { label: 'object for text', value: {}, form: false },
  // String.replace reads these in a replacement string: the matched text, and the text before and after it.
  { label: 'replacement patterns', value: "Cup $& $` $' final", form: true },
  { label: '70,000 characters', value: 'x'.repeat(70_000), form: false },
]

type Path = (string | 0)[]

/** Free text: a string schema without a format, pattern or list of values (those refuse anything odd). */
const isFreeText = (s: JsonSchema): boolean =>
  s.anyOf
    ? s.anyOf.some(isFreeText)
    : s.type === 'string' && !s.format && !s.pattern && !s.enum && !('const' in s)

/** Where a body's free-text fields are: object properties, and the first item of a list, a few levels deep. */
export function textFields(schema: JsonSchema, path: Path = [], out: Path[] = []): Path[] {
  if (path.length > 3) return out
  if (isFreeText(schema)) {
    out.push(path)
    return out
  }
  for (const branch of schema.anyOf ?? []) textFields(branch, path, out)
  for (const [key, child] of Object.entries(schema.properties ?? {})) textFields(child, [...path, key], out)
  if (schema.type === 'array' && schema.items) textFields(schema.items, [...path, 0], out)
  return out
}

/** A copy of `value` with `edge` at `path`, making the objects and lists on the way when they are missing. */
function setAt(value: unknown, path: Path, edge: unknown): unknown {
  if (path.length === 0) return edge
  const [key, ...rest] = path
  if (key === 0) {
    const list = Array.isArray(value) ? [...value] : []
    list[0] = setAt(list[0], rest, edge)
    return list
  }
  const record = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {}
  return { ...record, [key!]: setAt((record as Record<string, unknown>)[key!], rest, edge) }
}

const hash = (text: string, seed: number) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, seed)

/**
 * For each text field × each edge value, a request with an otherwise valid body (each drawn with its own seed,
 * so the optional fields and choices around it vary): as JSON, and for a form route also as its form.
 */
export function fieldEdgeRequests(op: Operation, seed: number, url: () => string): FuzzRequest[] {
  if (!op.body) return []
  const schema = op.body.schema
  const requests: FuzzRequest[] = []
  for (const path of textFields(schema)) {
    const name = path.join('.')
    for (const { label, value: edge, form } of edgeValues) {
      const [base] = fc.sample(objectOf(schema), { numRuns: 1, seed: hash(`${name} ${label}`, seed) })
      const value = setAt(base, path, edge)
      const step = `${name} ← ${label}`
      requests.push({ method: op.method, url: url(), step, body: { kind: 'json', value } })
      if (op.body.type === 'multipart' && form && path.length === 1)
        requests.push({ method: op.method, url: url(), step: `${step} (form)`, body: formOf(value) })
    }
  }
  return requests
}

/** A flat body as the form a browser would send (text fields; null left out). */
const formOf = (value: unknown): FuzzRequest['body'] => ({
  kind: 'form',
  fields: Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ),
})
