// How screens write a moment: one wording, in the reader's locale.

/** "23 Nov 2026, 14:05" */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** "23 Nov 2026" */
export const dateOnly = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/**
 * A calendar day with no time or zone ("1998-12-20", a date of birth): "20 Dec 1998" in every time zone. Read
 * as midnight UTC and written in UTC, so a reader west of Greenwich does not see the day before.
 */
export const calendarDay = (day: string, dateStyle: 'medium' | 'full' = 'medium') =>
  new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle, timeZone: 'UTC' })

/** A kick-off stored without its time of day: a date alone, or midnight UTC (how the server keeps one). */
export const isDayOnly = (iso: string) => iso.length === 10 || /T00:00(:00(\.0+)?)?(Z|\+00:?00)$/.test(iso)

/**
 * A game's day, "18 Jul 2026" (or `full`: "Saturday, 18 July 2026"). A kick-off with a time falls on the
 * reader's calendar, where its time is shown; one without a time is a calendar day, the same in every zone.
 */
export const gameDay = (iso: string, dateStyle: 'medium' | 'full' = 'medium') =>
  isDayOnly(iso) ? calendarDay(iso, dateStyle) : new Date(iso).toLocaleDateString(undefined, { dateStyle })
