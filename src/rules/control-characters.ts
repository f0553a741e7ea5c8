import { z } from 'zod'

// Text from outside may not carry control characters (NUL and the other C0 codes but tab, line feed and carriage
// return, and DEL) nor a lone half of a surrogate pair: PostgreSQL refuses NUL in text (a 500), a lone surrogate
// cannot be written as UTF-8, and the rest only hide text from a reader. Every request's input is checked before
// its contract (server/plugins/zod.ts, uploads-receive.ts, uploads.ts): 400 naming the field. An imported file's
// texts are held to the same rule (server/domain/import/import-files.ts, and each cell of a sheet:
// server/domain/recruitment/cell-values.ts), since a file's JSON escapes (\u0000) pass the request's check.
//
// The walk is linear in the size of the input: one visit per value, an explicit stack (no recursion to overflow),
// and the path to a value is built only for the one value it reports (a copy of the path at every level made a
// 2,500-level body cost ~0.3 s). Bodies nested deeper than MAX_NESTING never get here (json-depth.ts).

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const LONE_SURROGATE = /\p{Surrogate}/u

export interface ControlCharacterIssue {
  path: (string | number)[]
  message: string
}

/** Counts the walk's work, for the test that holds it linear. */
export interface WalkSteps {
  steps: number
}

/** What is wrong with one text, in words ("Remove the invisible control character (U+0000) …"), or undefined. */
export const controlCharacterProblem = (text: string): string | undefined => {
  const control = text.match(CONTROL)
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
    return `Remove the invisible control character (U+${code}) from this text`
  }
  if (LONE_SURROGATE.test(text))
    return 'Remove the broken character (half of an emoji or symbol) from this text'
  return undefined
}

interface Frame {
  value: unknown
  key: string | number | undefined
  parent: Frame | undefined
}

/** The path from the input's root to a frame, built once, for the value reported. */
function pathOf(frame: Frame, counter?: WalkSteps): (string | number)[] {
  const path: (string | number)[] = []
  for (let at: Frame | undefined = frame; at?.parent; at = at.parent) {
    path.push(at.key!)
    if (counter) counter.steps++
  }
  return path.reverse()
}

/** The first string (or key) in the input that holds a control character, with its path; undefined if none. */
export function controlCharacterIssue(data: unknown, counter?: WalkSteps): ControlCharacterIssue | undefined {
  const stack: Frame[] = [{ value: data, key: undefined, parent: undefined }]
  while (stack.length > 0) {
    const frame = stack.pop()!
    const { value } = frame
    if (counter) counter.steps++
    const keyProblem = typeof frame.key === 'string' ? controlCharacterProblem(frame.key) : undefined
    if (keyProblem) return { path: pathOf(frame, counter), message: keyProblem }
    if (typeof value === 'string') {
      const message = controlCharacterProblem(value)
      if (message) return { path: pathOf(frame, counter), message }
      continue
    }
    if (!value || typeof value !== 'object' || value instanceof Uint8Array) continue
    // Children pushed last-first, so the first field is reported first (as the contract reads them).
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, i) => [i, item])
      : Object.entries(value)
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!
      stack.push({ value: item, key, parent: frame })
    }
  }
  return undefined
}

/** The issue as zod's own error (made by zod, so the error plugin reads it as every other contract refusal). */
export function controlCharacterError(data: unknown): z.ZodError | undefined {
  const found = controlCharacterIssue(data)
  if (!found) return undefined
  return z
    .unknown()
    .superRefine((_, ctx) => ctx.addIssue({ code: 'custom', path: found.path, message: found.message }))
    .safeParse(data).error
}
