import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/common'
import { playerPaths } from '../../../api/contract/paths'
import type { ConsentBody } from '../../../api/contract/player-consent'
import type { Player } from '../../../api/contract/players'
import { attributePaths, type PlayerAttributes } from '../../../api/contract/players-attributes'
import {
  type GalleryImage,
  mediaPaths,
  type PlayerDocument,
  type StoredFile,
  type VideoEvent,
  type VimeoStatus,
} from '../../../api/contract/players-media'
import { type PlayerStats, statsPaths } from '../../../api/contract/players-stats'
import type { MinorRead } from '../../../api/contract/privacy'
import { privacyPaths } from '../../../api/contract/privacy-paths'
import { PICTURE_NAME_MAX } from '../../../api/contract/writing-limits'
import { durableWrite } from '../../../api/durable-write'
import { noticeDone, noticeSaved } from '../../../api/notices'
import type { UploadWatch } from '../../../api/outbox/types'
import { listFromCopies } from '../../../api/read-cache/offline-list'
import { getRecord } from '../../../api/records'
import { toApiError } from '../../../api/request-rules'

// Everything the players section reads and writes. Writes go through durableWrite (the offline outbox), uploads
// included: a FormData body is kept with its files until it is delivered. Multipart text fields go first, as the
// server reads them before the file.

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

function form(fields: Record<string, string | undefined>, fileField: string, file: File) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') body.append(k, v)
  body.append(fileField, file, file.name)
  return body
}

export const uploadPicture = (uid: string, file: File) =>
  durableWrite<Player>({
    method: 'POST',
    url: mediaPaths.profilePic(uid),
    body: form({}, 'pic', file),
    recordUid: uid,
  })

export const removePicture = (uid: string) =>
  durableWrite<Player>({ method: 'DELETE', url: mediaPaths.profilePic(uid), recordUid: uid })

export const listGallery = async (uid: string) =>
  (await api<ListBody<GalleryImage>>(mediaPaths.galleryOf(uid), { quiet: true })).data

export const addGalleryImage = (owner: string, file: File, upload?: UploadWatch) =>
  durableWrite<GalleryImage>({
    method: 'POST',
    url: mediaPaths.galleryImage,
    body: form({ owner_id: owner, name: file.name.slice(0, PICTURE_NAME_MAX), uid: uuidv7() }, 'pic', file),
    upload,
  })

export const deleteGalleryImage = (imageUid: string) =>
  durableWrite({ method: 'DELETE', url: mediaPaths.galleryOf(imageUid), recordUid: imageUid })

export const listPlayerDocuments = async (uid: string) =>
  (await api<ListBody<PlayerDocument>>(mediaPaths.playerDocument(uid), { quiet: true })).data

export const addPlayerDocument = (uid: string, name: string, file: File, upload?: UploadWatch) =>
  durableWrite<PlayerDocument>({
    method: 'POST',
    url: mediaPaths.playerDocument(uid),
    body: form({ name, uid: uuidv7() }, 'report', file),
    upload,
  })

export const deletePlayerDocument = (reportUid: string) =>
  durableWrite({ method: 'DELETE', url: mediaPaths.playerDocument(reportUid), recordUid: reportUid })

/** A local video file, stored once; its uid becomes the `video_id` of the moments tagged in it. */
export const uploadVideo = (file: File, upload?: UploadWatch) =>
  durableWrite<StoredFile>({ method: 'POST', url: mediaPaths.video, body: form({}, 'video', file), upload })

/** Whether Vimeo is configured (the token endpoint without a size says so); unreachable reads as not. */
export async function vimeoConfigured(): Promise<boolean> {
  try {
    return (await api<DataBody<VimeoStatus>>(mediaPaths.vimeoToken, { quiet: true })).data.configured
  } catch {
    return false
  }
}

export const listVideoEvents = async (uid: string) =>
  (await api<ListBody<VideoEvent>>(mediaPaths.videoEvent(uid), { quiet: true })).data

/** Tags a moment; the uid is made here so the players can be attached even while the event waits offline. */
export async function addVideoEvent(owner: string, body: Record<string, unknown>) {
  const uid = uuidv7()
  const result = await durableWrite<VideoEvent>({
    method: 'POST',
    url: mediaPaths.videoEvent(owner),
    body: { ...body, uid },
    recordUid: uid,
  })
  return { ...result, uid }
}

export const setEventPlayers = (eventUid: string, players: string[]) =>
  durableWrite({
    method: 'POST',
    url: mediaPaths.eventPlayer,
    body: { video_event_id: eventUid, players },
    recordUid: eventUid,
  })

export const deleteVideoEvent = (eventUid: string) =>
  durableWrite({ method: 'DELETE', url: mediaPaths.videoEvent(eventUid), recordUid: eventUid })

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
