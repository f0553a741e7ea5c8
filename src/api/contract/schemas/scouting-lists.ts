import { z } from 'zod'
import type { KeyNumbers } from '../terms/player-stats'
import { type ListStatus, listStatusCodes, type Recommendation } from '../terms/scouting'
import { LIST_NAME_MAX } from '../terms/writing-limits'
import { uid } from './common'
import type { ScoutPlayer } from './scout-players'

// A scout's named lists ("Left backs U21", "January window") beside the spec's one shortlist, each entry a
// player with a status in the scout's process. A list is the scout's own (another scout's does not exist) or, in a
// club's workspace, shared: read by every member, changed by all but viewers (decision 0052).

export const listBody = z.object({
  /** A list made offline arrives with the uid the device gave it. */
  uid: uid.optional(),
  name: z
    .string({ error: (i) => (i.input == null ? 'Name the list' : 'A name is text') })
    .trim()
    .min(1, { message: 'Name the list' })
    .max(LIST_NAME_MAX, { message: `At most ${LIST_NAME_MAX} characters` }),
  /** POST: the club's list rather than the scout's own (a workspace member only). */
  shared: z.boolean({ message: 'shared is true or false' }).optional(),
  version: z.number().int().min(1).optional(),
})
const status = z.enum(listStatusCodes, { message: 'Choose a status from the list' })
export const listEntryBody = z.object({ uid, status: status.optional() })
export const listEntryChange = z.object({ status })
export const listEntryParams = z.object({ id: uid, uid })

/** Someone named beside what he did on a shared list. */
export interface ListPerson {
  uid: string | null
  name: string
}

export interface ScoutListSummary {
  uid: string
  name: string
  /** The club's list, read by its whole workspace. */
  shared?: boolean
  count: number
  /** How many entries are at each status. */
  statuses: Partial<Record<ListStatus, number>>
  version: number
  created_at: string
  updated_at: string
  /** Client side only: made on this device, not yet sent. */
  waitingToSync?: boolean
}

export interface ScoutListEntry {
  player: ScoutPlayer & { stats: KeyNumbers }
  status: ListStatus
  /** Who added him and who last moved his status (null: not known, or not moved since). */
  added_by?: ListPerson | null
  status_by?: ListPerson | null
  added_at: string
  updated_at: string
  /** The scout's latest report on the player, if any. */
  latest_report: { uid: string; recommendation: Recommendation; seen_on: string; stale: boolean } | null
  /** Client side only: changed on this device, not yet sent. */
  waitingToSync?: boolean
  /** Client side only: added on this device; his numbers are not known here until it is sent. */
  addedHere?: boolean
}

export interface ScoutList extends Omit<ScoutListSummary, 'count' | 'statuses'> {
  entries: ScoutListEntry[]
}
