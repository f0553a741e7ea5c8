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
export const calendarDay = (day: string) =>
  new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
