import { z } from 'zod'
import { uid } from './common'
import type { KeyNumbers, ScoutPlayer } from './scout-players'
import { type ListStatus, listStatusCodes, type Recommendation } from './scouting-terms'
import { LIST_NAME_MAX } from './writing-limits'

// A scout's named lists ("Left backs U21", "January window") beside the spec's one shortlist, each entry a
// player with a status in the scout's process. Private to the scout: another scout's list does not exist.

export const listBody = z.object({
  /** A list made offline arrives with the uid the device gave it. */
  uid: uid.optional(),
  name: z
    .string({ error: (i) => (i.input == null ? 'Name the list' : 'A name is text') })
    .trim()
    .min(1, { message: 'Name the list' })
    .max(LIST_NAME_MAX, { message: `At most ${LIST_NAME_MAX} characters` }),
  version: z.number().int().min(1).optional(),
})
const status = z.enum(listStatusCodes, { message: 'Choose a status from the list' })
export const listEntryBody = z.object({ uid, status: status.optional() })
export const listEntryChange = z.object({ status })
export const listEntryParams = z.object({ id: uid, uid })

export interface ScoutListSummary {
  uid: string
  name: string
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
