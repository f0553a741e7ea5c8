// A file's lists are counted before any of it is validated: validating builds a reason for every entry that is
// wrong, so a 3 MB file of a million `{}` kept the server busy for 15 s and took a gigabyte before it was refused
// (bench/heavy-user.ts). Counting is one visit per value, with no reasons built. The largest real list is a
// match's StatsBomb events (about 4,000); a squad, a season's matches or a line-up are far smaller.

/** The most entries one list in an import file may hold. */
export const MAX_IMPORT_LIST = 20_000

export interface LongList {
  /** Dotted path of the list in the file ('' for the file itself). */
  path: string
  length: number
}

interface Frame {
  value: unknown
  key: string | number | undefined
  parent: Frame | undefined
}

/** The dotted path of a frame, built only for the list reported. */
function pathOf(frame: Frame): string {
  const keys: (string | number)[] = []
  for (let at: Frame | undefined = frame; at?.parent; at = at.parent) keys.push(at.key!)
  return keys.reverse().join('.')
}

/** The first list in `json` longer than `max` entries, or undefined. An explicit stack: no recursion to overflow. */
export function listLongerThan(json: unknown, max = MAX_IMPORT_LIST): LongList | undefined {
  const stack: Frame[] = [{ value: json, key: undefined, parent: undefined }]
  while (stack.length > 0) {
    const frame = stack.pop()!
    const { value } = frame
    if (!value || typeof value !== 'object') continue
    if (Array.isArray(value)) {
      if (value.length > max) return { path: pathOf(frame), length: value.length }
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: frame })
    } else
      for (const key in value)
        stack.push({ value: (value as Record<string, unknown>)[key], key, parent: frame })
  }
  return undefined
}

/** The refusal in words: which list, how long it is, and the limit. */
export function longListMessage(fileName: string, list: LongList, max = MAX_IMPORT_LIST): string {
  const where = list.path ? `the list at ${list.path}` : 'the file'
  return `${fileName}: ${where} holds ${list.length.toLocaleString('en')} entries; an import file may hold at most ${max.toLocaleString('en')} in one list. Split it into smaller files.`
}
