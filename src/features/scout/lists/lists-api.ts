import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { ScoutList, ScoutListSummary } from '../../../api/contract/schemas/scouting-lists'
import { scoutListPaths } from '../../../api/contract/terms/paths'
import type { ListStatus } from '../../../api/contract/terms/scouting'
import { durableWrite } from '../../../api/durable-write'
import { noticeDeleted, noticeDone, noticeInfo, noticeSaved } from '../../../api/notices'
import { waitingWritesUnder } from '../../../api/outbox/pending-records'
import { readThrough } from '../../../api/read-cache/cached-read'
import { summariesWithWaitingWrites, withWaitingWrites } from './waiting-list-writes'

// A scout's named lists: read through the offline copies with the outbox's waiting writes laid over them, and
// written through the scout's outbox, so a list kept at the ground without a signal is sent once, later.

const base = scoutListPaths.lists

export async function loadLists(keepIn?: string): Promise<ScoutListSummary[]> {
  const [read, waiting] = await Promise.all([
    readThrough(base, () => api<DataBody<ScoutListSummary[]>>(base, { quiet: true }), keepIn),
    waitingWritesUnder(base),
  ])
  return summariesWithWaitingWrites(read.data, waiting, base)
}

/** One list as it will be once the waiting writes are sent; undefined when it was deleted on this device. */
export async function loadList(id: string, keepIn?: string): Promise<ScoutList | undefined> {
  const url = scoutListPaths.list(id)
  const waiting = await waitingWritesUnder(base)
  const made = waiting.find((w) => w.method === 'POST' && w.url === base && w.data.uid === id)
  const read = made
    ? { uid: id, name: String(made.data.name), version: 1, created_at: '', updated_at: '', entries: [] }
    : (await readThrough(url, () => api<DataBody<ScoutList>>(url, { quiet: true }), keepIn)).data
  return withWaitingWrites(read, waiting, base)
}

/** `shared`: the club's list, read by its whole department. */
export async function createList(name: string, shared = false) {
  const uid = uuidv7()
  const result = await durableWrite<ScoutList>({
    method: 'POST',
    url: base,
    body: shared ? { uid, name, shared } : { uid, name },
    recordUid: uid,
    label: `List ${name}`,
  })
  noticeSaved('list', result.pending)
  return uid
}

export async function renameList(id: string, name: string, version: number) {
  const result = await durableWrite({
    method: 'PUT',
    url: scoutListPaths.list(id),
    body: { name, version },
    recordUid: id,
    baseVersion: version,
    label: `List ${name}`,
  })
  noticeSaved('list', result.pending)
}

export async function deleteList(id: string) {
  const result = await durableWrite({ method: 'DELETE', url: scoutListPaths.list(id), recordUid: id })
  noticeDeleted('list', result.pending)
}

/** `name`: the player's, kept with the waiting write so the list can show him before it is sent. */
export async function addToList(
  id: string,
  listName: string,
  player: { uid: string; name: string },
  status?: ListStatus,
) {
  const result = await durableWrite({
    method: 'POST',
    url: scoutListPaths.entries(id),
    body: { uid: player.uid, status, name: player.name },
    recordUid: id,
    label: `${player.name} to ${listName}`,
  })
  if (result.pending)
    noticeInfo(`${player.name} is on “${listName}” on this device; it syncs when the connection is back.`)
  else noticeDone(`${player.name} is on “${listName}”.`)
}

export async function setStatus(id: string, player: { uid: string; name: string }, status: ListStatus) {
  const result = await durableWrite({
    method: 'PUT',
    url: scoutListPaths.entry(id, player.uid),
    body: { status },
    recordUid: id,
    label: `${player.name}'s status`,
  })
  noticeSaved('status', result.pending)
}

export async function removeFromList(id: string, listName: string, player: { uid: string; name: string }) {
  const result = await durableWrite({
    method: 'DELETE',
    url: scoutListPaths.entry(id, player.uid),
    recordUid: id,
  })
  if (result.pending)
    noticeInfo(`${player.name} is off “${listName}” on this device; it syncs when the connection is back.`)
  else noticeDone(`${player.name} is off “${listName}”.`)
}
