// How screens write a moment: one wording, in the reader's locale.

/** "23 Nov 2026, 14:05" */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** "23 Nov 2026" */
export const dateOnly = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/**
 * The day a public page was published, "25 Nov 2026": one wording in every locale and zone, because the server
 * writes it into the page's HTML and the browser must render the same text when it hydrates (decision 0044).
 */
export const siteDay = (iso: string, dateStyle: 'medium' | 'long' = 'medium') =>
  new Date(iso).toLocaleDateString('en-GB', { dateStyle, timeZone: 'UTC' })

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

/** How long ago a calendar day was, in words a scout says: "today", "3 days ago", "8 months ago", "2 years ago". */
export function dayAge(day: string, today: Date = new Date()): string {
  const then = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const days = Math.round((now - then.getTime()) / 86_400_000)
  if (days <= 0) return 'today'
  if (days === 1) return 'yesterday'
  if (days < 31) return `${days} days ago`
  const months =
    (today.getUTCFullYear() - then.getUTCFullYear()) * 12 +
    today.getUTCMonth() -
    then.getUTCMonth() -
    (today.getUTCDate() < then.getUTCDate() ? 1 : 0)
  if (months < 12) return months <= 1 ? 'a month ago' : `${months} months ago`
  const years = Math.floor(months / 12)
  return years === 1 ? 'a year ago' : `${years} years ago`
}

/** Today as a calendar day in the reader's zone ("2026-11-25"): a date field's default and its latest day. */
export function todayDay(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}
