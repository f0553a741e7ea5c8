// The words of a scout's judgement, with no validation library (decision 0032): what a report recommends, how the
// player was seen, the statuses of a list's entries, and when a report goes stale. The schemas
// (scouting-reports.ts, scouting-lists.ts) check the same values; screens that only read use these.

export const recommendations = [
  { code: 'sign', label: 'Sign' },
  { code: 'monitor', label: 'Monitor' },
  { code: 'reject', label: 'Not for us' },
] as const
export type Recommendation = (typeof recommendations)[number]['code']
export const recommendationCodes = recommendations.map((r) => r.code) as [Recommendation, ...Recommendation[]]
export const recommendationLabel = (code: Recommendation) =>
  recommendations.find((r) => r.code === code)?.label ?? code

export const seenHows = [
  { code: 'live', label: 'Seen live' },
  { code: 'video', label: 'On video' },
] as const
export type SeenHow = (typeof seenHows)[number]['code']
export const seenHowCodes = seenHows.map((s) => s.code) as [SeenHow, ...SeenHow[]]

/** A list entry's place in the scout's process, in the order it moves. */
export const listStatuses = [
  { code: 'watching', label: 'Watching' },
  { code: 'report_written', label: 'Report written' },
  { code: 'recommended', label: 'Recommended' },
  { code: 'enquired', label: 'Enquired' },
  { code: 'signed', label: 'Signed' },
  { code: 'dropped', label: 'Dropped' },
] as const
export type ListStatus = (typeof listStatuses)[number]['code']
export const listStatusCodes = listStatuses.map((s) => s.code) as [ListStatus, ...ListStatus[]]
export const listStatusLabel = (code: ListStatus) => listStatuses.find((s) => s.code === code)?.label ?? code

/** The rating scales a template may use: every criterion of it is rated 1–5 or 1–10. */
export const ratingScales = [5, 10] as const
export type RatingScale = (typeof ratingScales)[number]

/** A template has this many criteria, no fewer and no more. */
export const CRITERIA_MIN = 3
export const CRITERIA_MAX = 12

/** A report older than this (by the date the player was seen) is stale: watch him again. */
export const STALE_AFTER_MONTHS = 6

/** Whether a report seen on `seenOn` (YYYY-MM-DD) is stale on `today`. */
export function isStale(seenOn: string, today: Date = new Date()): boolean {
  const limit = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - STALE_AFTER_MONTHS, today.getUTCDate()),
  )
  return new Date(`${seenOn}T00:00:00Z`) < limit
}
