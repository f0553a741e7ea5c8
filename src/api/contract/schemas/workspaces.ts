import { z } from 'zod'
import type { Recommendation, SeenHow } from '../terms/scouting'
import {
  COMMENT_MAX,
  type Formation,
  formationNames,
  SHADOW_SLOT_MAX,
  type WorkspaceRole,
  workspaceRoles,
} from '../terms/workspaces'
import { uid } from './common'
import type { ScoutReport } from './scouting-reports'

// A club's recruitment department as the API calls it — a workspace (`/api/scout/club` is the football clubs a
// scout browses): its members and roles, invitations, the blind-first consensus on a player, the shadow team,
// comment threads and activity. Who may read and do what: docs/decisions/0052-club-workspace-sharing.md.

const role = z.enum(workspaceRoles, { message: 'A role is head, scout, analyst or viewer' })

export const createWorkspaceBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Give your club a name' })
    .max(80, { message: 'At most 80 characters' }),
})
export const invitationBody = z.object({
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  role,
})
export const acceptInvitationBody = z.object({
  token: z.string().min(10, { message: 'This invitation link is incomplete' }).max(200),
})
export const memberRoleBody = z.object({ role })
export const memberParams = z.object({ uid })

export interface WorkspaceMember {
  uid: string
  name: string
  role: WorkspaceRole
  joined_at: string
}
export interface WorkspaceInvitation {
  uid: string
  email: string
  role: WorkspaceRole
  expires_at: string
}
export interface Workspace {
  uid: string
  name: string
  /** The caller's role. */
  role: WorkspaceRole
  members: WorkspaceMember[]
  /** Open invitations: heads only (empty for the others). */
  invitations: WorkspaceInvitation[]
}

/** Someone named beside what he did: an author, who added or moved a list entry. */
export interface Person {
  uid: string | null
  name: string
}

export interface ConsensusCriterion {
  id: string
  label: string
  scale: 5 | 10
  count: number
  median: number
  min: number
  max: number
  /** Scouts disagree: 2+ points apart on a 5 scale, 4+ on 10. */
  disagree: boolean
}
export interface Consensus {
  /** The caller's role in the club (a head is offered "Assign a scout"). */
  role: WorkspaceRole
  /** The caller is a scout who has not filed his own report on the player: nothing of the others' is shown. */
  blind: boolean
  /** Colleagues (not the caller) whose reports the workspace holds on the player. */
  colleagues: number
  recommendations: Record<Recommendation, number>
  criteria: ConsensusCriterion[]
  reports: (ScoutReport & { author: Person })[]
}
export type { SeenHow }

export const shadowTeamBody = z.object({
  formation: z.enum(formationNames as [Formation, ...Formation[]], {
    message: `A formation is one of ${formationNames.join(', ')}`,
  }),
  slots: z
    .array(
      z.object({
        position: z.string().trim().min(1).max(8),
        players: z
          .array(
            z.object({
              uid,
              note: z.string().trim().max(300, { message: 'At most 300 characters' }).optional(),
            }),
          )
          .max(SHADOW_SLOT_MAX, { message: `At most ${SHADOW_SLOT_MAX} targets for one position` }),
      }),
    )
    .max(11),
  /** The version the edit was based on (0 for a workspace's first). */
  version: z.number().int().min(0),
})
export type ShadowTeamBody = z.infer<typeof shadowTeamBody>
export const shadowTeamExportQuery = z.object({
  format: z.enum(['pdf', 'csv'], { message: 'The format is pdf or csv' }).default('csv'),
})

export interface ShadowTeam {
  formation: Formation
  slots: {
    position: string
    players: {
      uid: string
      name: string
      main_position: string | null
      current_club: string | null
      note: string
    }[]
  }[]
  version: number
  updated_at: string | null
  updated_by: Person | null
}

export const commentBody = z.object({
  /** A comment written offline arrives with the uid the device gave it. */
  uid: uid.optional(),
  body: z
    .string()
    .trim()
    .min(1, { message: 'Write a comment' })
    .max(COMMENT_MAX, { message: `At most ${COMMENT_MAX} characters` }),
  /** A comment on this player's entry of a shared list. */
  list_uid: uid.optional(),
})
export interface WorkspaceComment {
  uid: string
  player_uid: string
  list_uid: string | null
  author: Person
  body: string
  created_at: string
}

export const activityQuery = z.object({
  member: uid.optional(),
  page: z.coerce.number().int().min(1).default(1),
})
export interface ActivityItem {
  id: number
  kind: 'reported' | 'listed' | 'status' | 'commented' | 'shadow_team' | 'joined' | 'left'
  actor: Person
  player: { uid: string; name: string } | null
  list_uid: string | null
  detail: string | null
  at: string
}
