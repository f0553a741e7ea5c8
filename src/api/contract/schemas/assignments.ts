import { z } from 'zod'
import {
  ASSIGNMENT_NOTE_MAX,
  type AssignmentPriority,
  type AssignmentStatus,
  assignmentPriorities,
  assignmentStatuses,
  CALENDAR_MAX_DAYS,
  type CalendarReason,
  DECLINE_REASON_MAX,
} from '../terms/assignments'
import { uid } from './common'
import { isoDate } from './football-common'
import type { Person } from './workspaces'

// Assignments ("watch Nico Williams at Spain – Croatia") and the calendar of the games that matter to a scout, as
// the API writes them. Who may do what: docs/decisions/0053-assignments-and-calendar.md.

const priority = z.enum(assignmentPriorities, { message: 'A priority is high, normal or low' })
const note = z
  .string()
  .trim()
  .max(ASSIGNMENT_NOTE_MAX, { message: `At most ${ASSIGNMENT_NOTE_MAX} characters` })

export const assignmentBody = z
  .object({
    scout_uid: uid,
    player_uid: uid.nullish(),
    game_id: uid.nullish(),
    due_on: isoDate,
    priority: priority.default('normal'),
    note: note.default(''),
  })
  .refine((b) => b.player_uid || b.game_id, {
    message: 'Choose a player, a game or both',
    path: ['player_uid'],
  })

export const assignmentChangeBody = z.object({
  status: z
    .enum(assignmentStatuses.filter((s) => s !== 'done') as ['open', 'accepted', 'declined'], {
      message: 'An assignment is accepted, declined or open again (a report closes it)',
    })
    .optional(),
  reason: z
    .string()
    .trim()
    .max(DECLINE_REASON_MAX, { message: `At most ${DECLINE_REASON_MAX} characters` })
    .optional(),
  scout_uid: uid.optional(),
  due_on: isoDate.optional(),
  priority: priority.optional(),
  note: note.optional(),
})

export const assignmentsQuery = z.object({
  all: z.coerce.number().int().min(0).max(1).optional(),
  member: uid.optional(),
  status: z.enum(assignmentStatuses, { message: 'A status is open, accepted, declined or done' }).optional(),
})

export const calendarQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'The first day comes before the last', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= CALENDAR_MAX_DAYS * 86_400_000, {
    message: `At most ${CALENDAR_MAX_DAYS} days at once`,
    path: ['to'],
  })

/** Renewing the feed's address takes nothing. */
export const renewFeedBody = z.object({})

export const feedTokenParams = z.object({ token: z.string().min(20).max(100) })

/** A game as an assignment and the calendar name it. */
export interface GameSummary {
  id: string
  /** ISO timestamp; `time` says whether its hour is known. */
  date: string | null
  time: string | null
  home: string | null
  away: string | null
  home_uid: string | null
  away_uid: string | null
  competition: string | null
  venue: string | null
}

export interface Assignment {
  uid: string
  scout: Person
  assigned_by: Person | null
  player: { uid: string; name: string } | null
  game: GameSummary | null
  due_on: string
  priority: AssignmentPriority
  note: string
  status: AssignmentStatus
  reason: string | null
  report_uid: string | null
  /** Due before today and still to be watched. */
  overdue: boolean
  version: number
  updated_at: string
}

/** One assignment opened at the ground: its game's two squads, so a player is picked with no signal. */
export interface AssignmentDetail extends Assignment {
  squads: {
    team: { uid: string; name: string }
    players: { uid: string; name: string; position: string | null }[]
  }[]
}

export interface CalendarGame extends GameSummary {
  reasons: CalendarReason[]
  assignments: Pick<Assignment, 'uid' | 'scout' | 'player' | 'status' | 'priority' | 'due_on'>[]
  /** The players of the scout's lists and the shadow team who play for one of its teams. */
  players: { uid: string; name: string; team: string | null; reasons: CalendarReason[] }[]
}

export interface CalendarFeed {
  url: string
  created_at: string
}
