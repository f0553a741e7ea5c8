import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import { communityWrite } from '../../../api/community-write'
import type { DataBody, ListBody } from '../../../api/contract/common'
import type { RecordMeta } from '../../../api/contract/football-common'
import { footballPaths } from '../../../api/contract/football-paths'
import { playerPaths } from '../../../api/contract/players'

// Reads and writes of the generic football screens. Writes go through communityWrite, so a tablet that loses
// the network keeps them in its outbox; records made here get their uid on the device (UUIDv7).

export type FamilyRecord = RecordMeta & Record<string, unknown>

const pathsFor = (path: string) =>
  path === 'player'
    ? { list: playerPaths.player, search: playerPaths.search, one: playerPaths.profile }
    : footballPaths(path)

export function listRecords(
  path: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<ListBody<FamilyRecord>> {
  return api(pathsFor(path).list, { query, signal, quiet: true })
}

export async function searchRecords(path: string, q: string, signal?: AbortSignal): Promise<FamilyRecord[]> {
  const body = await api<ListBody<FamilyRecord>>(pathsFor(path).search, {
    query: { q, limit: 8 },
    signal,
    quiet: true,
  })
  return body.data
}

export async function getRecord(path: string, uid: string): Promise<FamilyRecord> {
  return (await api<DataBody<FamilyRecord>>(pathsFor(path).one(uid), { quiet: true })).data
}

/** How a record is named on screen, whatever its family (games are named by their teams). */
export function titleOf(r: Record<string, unknown>): string {
  const teams = Array.isArray(r.team_names) ? r.team_names.filter(Boolean).join(' – ') : ''
  return String(r.name ?? r.player_name ?? r.team_name ?? (teams || String(r.uid).slice(0, 8)))
}

const names = new Map<string, Promise<string>>()
/** A record's display name, fetched once per page view (lists show names of referenced records). */
export function recordName(path: string, uid: string): Promise<string> {
  const key = `${path}:${uid}`
  let found = names.get(key)
  if (!found) {
    found = getRecord(path, uid)
      .then(titleOf)
      .catch(() => uid.slice(0, 8))
    names.set(key, found)
  }
  return found
}

export function createRecord(path: string, body: Record<string, unknown>) {
  const uid = (body.uid as string | undefined) ?? uuidv7()
  return communityWrite<FamilyRecord>({
    method: 'POST',
    url: pathsFor(path).list,
    body: { ...body, uid },
    recordUid: uid,
  })
}

export function updateRecord(path: string, uid: string, version: number, changes: Record<string, unknown>) {
  return communityWrite<FamilyRecord>({
    method: 'PUT',
    url: pathsFor(path).one(uid),
    body: { ...changes, version },
    recordUid: uid,
    baseVersion: version,
  })
}

export function deleteRecord(path: string, uid: string, version: number) {
  return communityWrite<FamilyRecord>({
    method: 'DELETE',
    url: pathsFor(path).one(uid),
    body: { version },
    recordUid: uid,
    baseVersion: version,
  })
}
