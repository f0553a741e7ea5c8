import type { z } from 'zod'

// Validating a long list of a file entry by entry, stopping at the tenth issue: a file is refused with its first
// few reasons, so the rest are never built (zod reports every wrong entry of a list validated whole, which for a
// long list of wrong entries costs seconds and gigabytes for reasons nobody reads). Lists are counted before
// they get here (list-sizes.ts), and each entry's own lists are capped in its schema.

/** The reasons a refused file reports, at most. */
export const MAX_FORMAT_ISSUES = 10

export interface ListIssue {
  path: string
  message: string
}

export type ListParse<T> = { success: true; data: T[] } | { success: false; issues: ListIssue[] }

/** Each entry of `items` through `entry`; `at` is the list's path in the file ('' for the file itself). */
export function parseEntries<T>(entry: z.ZodType<T>, items: readonly unknown[], at = ''): ListParse<T> {
  const data: T[] = []
  const issues: ListIssue[] = []
  for (let i = 0; i < items.length && issues.length < MAX_FORMAT_ISSUES; i++) {
    const parsed = entry.safeParse(items[i])
    if (parsed.success) {
      data.push(parsed.data)
      continue
    }
    for (const issue of parsed.error.issues.slice(0, MAX_FORMAT_ISSUES - issues.length))
      issues.push({
        path: [...(at ? [at] : []), i, ...issue.path.map(String)].join('.'),
        message: issue.message,
      })
  }
  return issues.length ? { success: false, issues } : { success: true, data }
}
