// An assignment's words, with no validation library (screens read them): priorities, statuses, the calendar's
// reasons and the days an assignment is kept on the device for the ground.

export const assignmentPriorities = ['high', 'normal', 'low'] as const
export type AssignmentPriority = (typeof assignmentPriorities)[number]
export const priorityWords: Record<AssignmentPriority, string> = {
  high: 'High',
  normal: 'Normal',
  low: 'Low',
}

/** `done`: closed by the report filed on it; only a report closes one. */
export const assignmentStatuses = ['open', 'accepted', 'declined', 'done'] as const
export type AssignmentStatus = (typeof assignmentStatuses)[number]
export const statusWords: Record<AssignmentStatus, string> = {
  open: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  done: 'Done',
}
/** Still to be watched: what the scout's list, the report form and the ground copy offer. */
export const isOpenAssignment = (status: AssignmentStatus) => status === 'open' || status === 'accepted'

/** Why a game is on a scout's calendar. */
export const calendarReasons = ['assignment', 'list', 'shadow_team'] as const
export type CalendarReason = (typeof calendarReasons)[number]
export const calendarReasonWords: Record<CalendarReason, string> = {
  assignment: 'Your assignment',
  list: 'A listed player',
  shadow_team: 'Shadow team',
}

/** The games of assignments due within this many days are kept on the device without asking. */
export const GROUND_DAYS = 14
/** The calendar answers at most this many days at once (a month view with its edges). */
export const CALENDAR_MAX_DAYS = 62
export const ASSIGNMENT_NOTE_MAX = 1000
export const DECLINE_REASON_MAX = 300

interface Titled {
  player: { name: string } | null
  game: { home: string | null; away: string | null } | null
}
/** "Spain – Croatia", or the side that is known. */
export const gameTitle = (game: NonNullable<Titled['game']>) =>
  `${game.home ?? 'To be decided'} – ${game.away ?? 'To be decided'}`
/** What an assignment asks to watch: "Nico Williams at Spain – Croatia", the mail's and the screens' words. */
export const assignmentTarget = (a: Titled) =>
  [a.player?.name, a.game ? `${a.player ? 'at ' : ''}${gameTitle(a.game)}` : null].filter(Boolean).join(' ')
