import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/schemas/common'
import type { Player } from '../../../api/contract/schemas/players'
import {
  type GalleryImage,
  mediaPaths,
  type PlayerDocument,
  type StoredFile,
  type VideoEvent,
  type VimeoStatus,
} from '../../../api/contract/schemas/players-media'
import { PICTURE_NAME_MAX } from '../../../api/contract/terms/writing-limits'
import { durableWrite } from '../../../api/durable-write'
import type { UploadWatch } from '../../../api/outbox/types'

// What the media panels read and write about a record (a player or a game): its profile picture, gallery, PDF
// documents, videos and their tagged moments. Writes go through durableWrite (the offline outbox), uploads
// included: a FormData body is kept with its files until it is delivered. Multipart text fields go first, as the
// server reads them before the file.

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
