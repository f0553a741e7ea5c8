import { api } from '../../../api/client'
import type {
  Assignment,
  AssignmentDetail,
  CalendarFeed,
  CalendarGame,
} from '../../../api/contract/schemas/assignments'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { AssignmentPriority, AssignmentStatus } from '../../../api/contract/terms/assignments'
import { assignmentPaths } from '../../../api/contract/terms/paths'
import { noticeDeleted, noticeDone } from '../../../api/notices'
import { readThrough } from '../../../api/read-cache/cached-read'

// Assignments and the calendar (decision 0053). The scout's own assignments and each one's page are read through
// the offline copies (kept for the ground by ground-copies.ts); giving, answering and changing them is done online
// (each mails the scout); the report that closes one is written offline too (reports-api.ts).

const read = async <T>(url: string, keepIn?: string) =>
  (await readThrough(url, () => api<DataBody<T>>(url, { quiet: true }), keepIn)).data
const send = async <T>(
  url: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  body?: Record<string, unknown>,
) => (await api<DataBody<T>>(url, { method, ...(body ? { body } : {}), quiet: true })).data

/** The scout's own, as the server orders them (to watch first, due soonest first). */
export const loadMyAssignments = (keepIn?: string) => read<Assignment[]>(assignmentPaths.list, keepIn)

/** A head's view of the club's, by member and status (read online). */
export const loadClubAssignments = (member?: string, status?: AssignmentStatus) =>
  api<DataBody<Assignment[]>>(assignmentPaths.list, {
    query: { all: 1, member, status },
    quiet: true,
  }).then((r) => r.data)

export const loadAssignment = (uid: string, keepIn?: string) =>
  read<AssignmentDetail>(assignmentPaths.one(uid), keepIn)

export type NewAssignment = {
  scout_uid: string
  player_uid?: string
  game_id?: string
  due_on: string
  priority: AssignmentPriority
  note: string
}

export async function giveAssignment(body: NewAssignment) {
  const made = await send<Assignment>(assignmentPaths.list, 'POST', body)
  noticeDone(`Assignment given to ${made.scout.name}: mailed to them`)
  return made
}

export async function answerAssignment(
  uid: string,
  status: 'accepted' | 'declined' | 'open',
  reason?: string,
) {
  const changed = await send<Assignment>(assignmentPaths.one(uid), 'PUT', { status, reason })
  noticeDone(
    status === 'accepted'
      ? 'Assignment accepted'
      : status === 'declined'
        ? 'Assignment declined'
        : 'Assignment open again',
  )
  return changed
}

export async function changeAssignment(
  uid: string,
  change: { scout_uid?: string; due_on?: string; priority?: AssignmentPriority; note?: string },
) {
  const changed = await send<Assignment>(assignmentPaths.one(uid), 'PUT', change)
  noticeDone(`Assignment changed: mailed to ${changed.scout.name}`)
  return changed
}

export async function removeAssignment(uid: string) {
  await send(assignmentPaths.one(uid), 'DELETE')
  noticeDeleted('assignment')
}

export const loadCalendar = (from: string, to: string) =>
  read<CalendarGame[]>(`${assignmentPaths.calendar}?from=${from}&to=${to}`)

export const loadFeed = () => send<CalendarFeed>(assignmentPaths.feed, 'GET')

export async function renewFeed() {
  const feed = await send<CalendarFeed>(assignmentPaths.feed, 'POST', {})
  noticeDone('A new calendar address: the old one no longer works')
  return feed
}
