import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { ScoutList, ScoutListSummary } from '../../../api/contract/schemas/scouting-lists'
import type {
  ActivityItem,
  Consensus,
  ShadowTeam,
  ShadowTeamBody,
  Workspace,
  WorkspaceComment,
} from '../../../api/contract/schemas/workspaces'
import { scoutListPaths, workspacePaths } from '../../../api/contract/terms/paths'
import type { WorkspaceRole } from '../../../api/contract/terms/workspaces'
import { durableWrite } from '../../../api/durable-write'
import { noticeDone, noticeSaved } from '../../../api/notices'
import { forgetInvitation, pendingInvitation } from '../../../api/pending-invitation'
import { readThrough } from '../../../api/read-cache/cached-read'
import { toApiError } from '../../../api/request-rules'
import type { Target } from './shadow-team-model'

// The scout's club — a workspace in the API (decision 0052). What is read at the ground (the shadow team, the
// consensus, the threads) goes through the offline copies; comments and the shadow team are written through the
// scout's outbox; joining and managing members happen online.

const data = async <T>(url: string, options: Parameters<typeof api>[1] = {}) =>
  (await api<DataBody<T>>(url, options)).data

/** The caller's workspace, or null when he is in none. */
export async function loadWorkspace(): Promise<Workspace | null> {
  try {
    return (
      await readThrough(workspacePaths.mine, () =>
        api<DataBody<Workspace>>(workspacePaths.mine, { quiet: true }),
      )
    ).data
  } catch (error) {
    if (toApiError(error).status === 404) return null
    throw error
  }
}

export const createWorkspace = (name: string) =>
  data<Workspace>(workspacePaths.create, { method: 'POST', body: { name }, quiet: true })

export async function invite(email: string, role: WorkspaceRole) {
  const workspace = await data<Workspace>(workspacePaths.invitations, {
    method: 'POST',
    body: { email, role },
    quiet: true,
  })
  noticeDone(`Invitation mailed to ${email}`)
  return workspace
}

export const withdrawInvitation = (uid: string) =>
  data<Workspace>(workspacePaths.invitation(uid), { method: 'DELETE' })

/**
 * Accepts the invitation this device keeps (opened from its mail before signing in), if any: the workspace
 * joined, or the refusal in words; the token is forgotten either way but for a lost connection.
 */
export async function acceptPendingInvitation(): Promise<{ joined?: Workspace; refused?: string } | null> {
  const token = pendingInvitation()
  if (!token) return null
  try {
    const joined = await data<Workspace>(workspacePaths.accept, {
      method: 'POST',
      body: { token },
      quiet: true,
    })
    forgetInvitation()
    noticeDone(`You joined ${joined.name}`)
    return { joined }
  } catch (error) {
    const failure = toApiError(error)
    if (failure.status !== undefined) forgetInvitation()
    return { refused: failure.message }
  }
}

export const changeRole = (uid: string, role: WorkspaceRole) =>
  data<Workspace>(workspacePaths.member(uid), { method: 'PUT', body: { role } })

export const removeMember = (uid: string) =>
  data<{ removed: boolean }>(workspacePaths.member(uid), { method: 'DELETE' })

export const loadShadowTeam = async (keepIn?: string) =>
  (
    await readThrough(
      workspacePaths.shadowTeam,
      () => api<DataBody<ShadowTeam>>(workspacePaths.shadowTeam, { quiet: true }),
      keepIn,
    )
  ).data

export async function saveShadowTeam(body: ShadowTeamBody) {
  const result = await durableWrite<ShadowTeam>({
    method: 'PUT',
    url: workspacePaths.shadowTeam,
    body: body as unknown as Record<string, unknown>,
    label: 'Shadow team',
  })
  noticeSaved('shadow team', result.pending)
  return result
}

export const loadActivity = (member?: string, page = 1) =>
  data<ActivityItem[]>(workspacePaths.activity, { query: { member, page }, quiet: true })

/** The club's consensus on a player; null when the scout is in no club. */
export async function loadConsensus(playerUid: string, keepIn?: string): Promise<Consensus | null> {
  const url = workspacePaths.consensus(playerUid)
  return (await readThrough(url, () => api<DataBody<Consensus | null>>(url, { quiet: true }), keepIn)).data
}

export const loadComments = async (playerUid: string, keepIn?: string) => {
  const url = workspacePaths.comments(playerUid)
  return (await readThrough(url, () => api<DataBody<WorkspaceComment[]>>(url, { quiet: true }), keepIn)).data
}

/** `listUid`: a comment on the player's entry of that club list. */
export async function addComment(playerUid: string, body: string, listUid?: string) {
  const uid = uuidv7()
  const result = await durableWrite<WorkspaceComment>({
    method: 'POST',
    url: workspacePaths.comments(playerUid),
    body: listUid ? { uid, body, list_uid: listUid } : { uid, body },
    recordUid: uid,
    label: 'Comment',
  })
  if (result.pending) noticeDone('Comment kept on this device: it is sent when the signal returns')
  return result
}

export const deleteComment = (uid: string) =>
  data<{ deleted: boolean }>(workspacePaths.comment(uid), { method: 'DELETE' })

/**
 * The club's view of a player kept on the device with the scout's copy (decision 0052): the consensus as the
 * server gives it to him — nothing of a colleague's report while he is blind — and the club's thread.
 */
export async function keepClubPlayerOffline(playerUid: string, set: string) {
  if ((await loadConsensus(playerUid, set)) !== null) await loadComments(playerUid, set)
}

/** The club itself and its shadow team, kept on the device; nothing for a scout in no club. */
export async function keepClubOffline(set: string) {
  const url = workspacePaths.mine
  try {
    await readThrough(url, () => api<DataBody<Workspace>>(url, { quiet: true }), set)
  } catch (error) {
    if (toApiError(error).status === 404) return
    throw error
  }
  await loadShadowTeam(set)
}

/** The players on the club's shared lists, by name: where the shadow team's targets are picked from. */
export async function clubListPlayers(): Promise<Target[]> {
  const read = <T>(url: string) =>
    readThrough(url, () => api<DataBody<T>>(url, { quiet: true })).then((r) => r.data)
  const lists = (await read<ScoutListSummary[]>(scoutListPaths.lists)).filter((l) => l.shared)
  const found = new Map<string, Target>()
  for (const summary of lists) {
    const list = await read<ScoutList>(scoutListPaths.list(summary.uid)).catch(() => undefined)
    for (const { player } of list?.entries ?? [])
      found.set(player.uid, {
        uid: player.uid,
        name: player.name ?? 'A player',
        main_position: player.main_position ?? null,
        current_club: player.current_club ?? null,
        note: '',
      })
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name))
}
