import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/schemas/common'
import type { ConsentBody } from '../../../api/contract/schemas/player-consent'
import type { Player } from '../../../api/contract/schemas/players'
import { attributePaths, type PlayerAttributes } from '../../../api/contract/schemas/players-attributes'
import type { MinorRead } from '../../../api/contract/schemas/privacy'
import { playerPaths } from '../../../api/contract/terms/paths'
import { type PlayerStats, statsPaths } from '../../../api/contract/terms/player-stats'
import { privacyPaths } from '../../../api/contract/terms/privacy-paths'
import { durableWrite } from '../../../api/durable-write'
import { noticeDone, noticeSaved } from '../../../api/notices'
import { listFromCopies } from '../../../api/read-cache/offline-list'
import { getRecord } from '../../../api/records'
import { toApiError } from '../../../api/request-rules'

// What the players section reads and writes (a record's media: media/media-api.ts). Writes go through
// durableWrite (the offline outbox).

export type PlayerQuery = Record<string, string | number | undefined>

/** A page of players: from the server, else the players saved on this tablet (a competition taken offline). */
export async function listPlayers(query: PlayerQuery, signal?: AbortSignal): Promise<ListBody<Player>> {
  try {
    return await api<ListBody<Player>>(playerPaths.player, { query, signal, quiet: true })
  } catch (error) {
    if (toApiError(error).status !== undefined || signal?.aborted) throw error
    const { page, limit, filter } = query
    const saved = await listFromCopies(playerPaths.profile(''), { page, limit, q: filter })
    if (!saved) throw error
    return saved as unknown as ListBody<Player>
  }
}

/** A player as this device knows it (the server's, its saved copy, and waiting edits on top). */
export const getPlayer = async (uid: string) => (await getRecord('player', uid)) as unknown as Player

/** A new player; `fields.uid` may be chosen by the caller (who needs it while the write waits offline). */
export function createPlayer(fields: Record<string, unknown>) {
  const uid = typeof fields.uid === 'string' ? fields.uid : uuidv7()
  return durableWrite<Player>({
    method: 'POST',
    url: playerPaths.player,
    body: { ...fields, uid },
    recordUid: uid,
  })
}

export const updatePlayer = (uid: string, version: number, changes: Record<string, unknown>) =>
  durableWrite<Player>({
    method: 'PUT',
    url: playerPaths.profile(uid),
    body: { ...changes, version },
    recordUid: uid,
    baseVersion: version,
  })

export const getAttributes = async (uid: string) =>
  (await api<DataBody<PlayerAttributes>>(attributePaths.attributes(uid), { quiet: true })).data

export const putAttributes = (uid: string, body: Record<string, unknown>) =>
  durableWrite<PlayerAttributes>({
    method: 'PUT',
    url: attributePaths.attributes(uid),
    body,
    recordUid: uid,
  })

export const putCustomAttribute = (uid: string, attribute_name: string, value: string | null) =>
  durableWrite<PlayerAttributes>({
    method: 'PUT',
    url: attributePaths.customAttributes(uid),
    body: { attribute_name, value },
    recordUid: uid,
  })

export const deleteCustomAttribute = (uid: string, name: string) =>
  durableWrite<PlayerAttributes>({
    method: 'DELETE',
    url: `${attributePaths.customAttributes(uid)}?attribute_name=${encodeURIComponent(name)}`,
    recordUid: uid,
  })

export const getStats = async (uid: string) =>
  (await api<DataBody<PlayerStats>>(statsPaths.playerStats(uid), { quiet: true })).data

/**
 * A guardian's consent recorded (PUT) or withdrawn (DELETE), through the outbox like every member's write; the
 * toast says which, or that it waits on this device.
 */
export async function recordConsent(uid: string, consent: ConsentBody) {
  const result = await durableWrite<Player>({
    method: 'PUT',
    url: playerPaths.consent(uid),
    body: consent,
    recordUid: uid,
  })
  if (result.pending) noticeSaved('consent', true)
  else noticeDone('Consent recorded.')
  return result
}

export async function withdrawConsent(uid: string) {
  const result = await durableWrite<Player>({
    method: 'DELETE',
    url: playerPaths.consent(uid),
    recordUid: uid,
  })
  if (result.pending) noticeSaved('withdrawal of consent', true)
  else noticeDone('Consent withdrawn.')
  return result
}

/** The scouts' reads of a minor's record, newest first (docs/privacy.md). */
export const listMinorReads = (uid: string, page: number, signal?: AbortSignal) =>
  api<ListBody<MinorRead>>(privacyPaths.communityAccessLog(uid), { query: { page, limit: 20 }, signal })

/** Keeps his guardian's contacts past his 18th birthday (the daily retention job otherwise clears them). */
export async function keepGuardianContacts(uid: string) {
  const result = await durableWrite<{ uid: string; renewed_on: string }>({
    method: 'PUT',
    url: privacyPaths.guardianRenewal(uid),
    body: {},
    recordUid: uid,
  })
  if (result.pending) noticeSaved('guardian contacts', true)
  else noticeDone('The guardian’s contacts are kept after his 18th birthday.')
  return result
}
