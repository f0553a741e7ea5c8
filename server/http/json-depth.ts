// How deep a JSON text nests, read off the raw text before it is parsed: no contract of ours nests more than a
// few levels, and a body nested thousands deep made every later walk over it costly (a stack overflow past
// ~5,000 levels). One pass over the characters, stopping as soon as the limit is passed.

/** The deepest nesting any body may have (the deepest contract, a game sheet, nests 4). */
export const MAX_NESTING = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN = new Set([0x5b, 0x7b]) // [ {
const CLOSE = new Set([0x5d, 0x7d]) // ] }

/** True when the JSON text opens more than `limit` arrays or objects inside each other. */
export function nestsDeeperThan(text: string, limit = MAX_NESTING): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (OPEN.has(c)) {
      if (++depth > limit) return true
    } else if (CLOSE.has(c)) depth--
  }
  return false
}
