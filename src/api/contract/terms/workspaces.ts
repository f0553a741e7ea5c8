// A workspace's words, with no validation library (screens read them): roles, what each may do, formations.

export const workspaceRoles = ['head', 'scout', 'analyst', 'viewer'] as const
export type WorkspaceRole = (typeof workspaceRoles)[number]

export const workspaceRoleWords: Record<WorkspaceRole, string> = {
  head: 'Head of recruitment',
  scout: 'Scout',
  analyst: 'Analyst',
  viewer: 'Viewer',
}

/** Who writes reports (blind-first applies to scouts), who edits shared lists and the shadow team. */
export const canWriteReports = (role: WorkspaceRole) => role === 'head' || role === 'scout'
export const canEditLists = (role: WorkspaceRole) => role !== 'viewer'
/** Heads and analysts read every report of the workspace; a scout only after filing his own on the player. */
export const readsEveryReport = (role: WorkspaceRole) => role === 'head' || role === 'analyst'

/** An invitation is valid this long. */
export const INVITATION_DAYS = 7

/** Positions of each formation, goalkeeper first, back to front, right to left as a pitch is drawn. */
export const formations = {
  '4-3-3': ['GK', 'RB', 'RCB', 'LCB', 'LB', 'RCM', 'CM', 'LCM', 'RW', 'ST', 'LW'],
  '4-2-3-1': ['GK', 'RB', 'RCB', 'LCB', 'LB', 'RDM', 'LDM', 'RAM', 'CAM', 'LAM', 'ST'],
  '3-5-2': ['GK', 'RCB', 'CB', 'LCB', 'RWB', 'RCM', 'CM', 'LCM', 'LWB', 'RS', 'LS'],
  '4-4-2': ['GK', 'RB', 'RCB', 'LCB', 'LB', 'RM', 'RCM', 'LCM', 'LM', 'RS', 'LS'],
  '3-4-3': ['GK', 'RCB', 'CB', 'LCB', 'RWB', 'RCM', 'LCM', 'LWB', 'RW', 'ST', 'LW'],
  '5-3-2': ['GK', 'RWB', 'RCB', 'CB', 'LCB', 'LWB', 'RCM', 'CM', 'LCM', 'RS', 'LS'],
} as const satisfies Record<string, readonly string[]>
export type Formation = keyof typeof formations
export const formationNames = Object.keys(formations) as Formation[]

/** Targets ranked under one position of the shadow team. */
export const SHADOW_SLOT_MAX = 10
export const COMMENT_MAX = 2000
