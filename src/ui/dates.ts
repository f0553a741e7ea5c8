// How screens write a moment: one wording, in the reader's locale.

/** "23 Nov 2026, 14:05" */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** "23 Nov 2026" */
export const dateOnly = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** A kick-off stored without its time of day: a date alone, or midnight UTC (how the server keeps one). */
export const isDayOnly = (iso: string) => iso.length === 10 || /T00:00(:00(\.0+)?)?(Z|\+00:?00)$/.test(iso)

/**
 * A game's day, "18 Jul 2026" (or `full`: "Saturday, 18 July 2026"). A kick-off with a time falls on the
 * reader's calendar, where its time is shown; one without a time is its own day in every time zone — read in
 * the reader's zone, midnight UTC would be the day before anywhere west of Greenwich.
 */
export const gameDay = (iso: string, dateStyle: 'medium' | 'full' = 'medium') =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle, ...(isDayOnly(iso) ? { timeZone: 'UTC' } : {}) })
