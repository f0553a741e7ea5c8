import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { ErasureNotice } from '../../../api/contract/schemas/privacy'
import type { ScoutNote } from '../../../api/contract/schemas/scout-notes'
import { scoutPaths } from '../../../api/contract/terms/paths'
import { privacyPaths } from '../../../api/contract/terms/privacy-paths'
import { durableWrite } from '../../../api/durable-write'
import { noticeDeleted, noticeDone, noticeSaved } from '../../../api/notices'
import { pendingCreated } from '../../../api/outbox/pending-records'
import { readThrough } from '../../../api/read-cache/cached-read'

// The scout's private notes and the message to the provider.

/** A player's notes read through the offline copies (kept with the shortlist's players). */
export const loadNotes = (pid?: string, keepIn?: string) =>
  readThrough(
    `${scoutPaths.notes}${pid ? `?pid=${pid}` : ''}`,
    () => api<DataBody<ScoutNote[]>>(scoutPaths.notes, { query: { pid }, quiet: true }),
    keepIn,
  ).then((r) => r.data)

/** Through the scout's outbox: written without a signal, the note waits on the device and is sent once. */
export async function addNote(text: string, pid?: string) {
  const uid = uuidv7()
  const result = await durableWrite<ScoutNote>({
    method: 'POST',
    url: scoutPaths.notes,
    body: { text, pid, uid },
    recordUid: uid,
    label: 'Note',
  })
  noticeSaved('note', result.pending)
  return result
}

/** Notes written on this device that wait to be sent (shown with the others, marked so). */
export async function waitingNotes(pid?: string): Promise<ScoutNote[]> {
  return (await pendingCreated(scoutPaths.notes))
    .filter((n) => (pid ? n.pid === pid : true))
    .map((n) => ({ uid: n.uid, text: String(n.text), player: null, created_at: '', waitingToSync: true }))
}

export async function removeNote(uid: string) {
  const result = await durableWrite({ method: 'DELETE', url: scoutPaths.note(uid), recordUid: uid })
  noticeDeleted('note', result.pending)
}

export async function contactProvider(subject: string, message: string) {
  await api(scoutPaths.contact, { method: 'POST', body: { subject, message }, quiet: true })
  noticeDone('Your message is sent. The provider answers by mail, usually within a working day.')
}

/** The scout's notes and reports that named a player since erased (decision 0057); quiet: a hint, not the page. */
export const loadErasureNotices = () =>
  api<DataBody<ErasureNotice[]>>(privacyPaths.erasureNotices, { quiet: true }).then((r) => r.data)
