import { z } from 'zod'

// Text from outside may not carry control characters (NUL and the other C0 codes but tab, line feed and carriage
// return, and DEL): PostgreSQL refuses NUL in text (a 500), and the rest only hide text from a reader. Every
// request's input is checked before its contract (server/plugins/zod.ts, uploads-receive.ts): 400 naming the field.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export interface ControlCharacterIssue {
  path: (string | number)[]
  message: string
}

const issue = (path: (string | number)[], text: string): ControlCharacterIssue => {
  const code = text.match(CONTROL)![0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
  return { path, message: `Remove the invisible control character (U+${code}) from this text` }
}

/** The first string (or key) in the input that holds a control character, with its path; undefined if none. */
export function controlCharacterIssue(
  data: unknown,
  path: (string | number)[] = [],
): ControlCharacterIssue | undefined {
  if (typeof data === 'string') return CONTROL.test(data) ? issue(path, data) : undefined
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = controlCharacterIssue(data[i], [...path, i])
      if (found) return found
    }
    return undefined
  }
  if (data && typeof data === 'object' && !(data instanceof Uint8Array)) {
    for (const [key, value] of Object.entries(data)) {
      if (CONTROL.test(key)) return issue([...path, key], key)
      const found = controlCharacterIssue(value, [...path, key])
      if (found) return found
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
