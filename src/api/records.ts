import { api } from './client'
import type { DataBody, ListBody } from './contract/schemas/common'
import type { RecordMeta } from './contract/schemas/football-common'
import { footballPaths } from './contract/terms/football-paths'
import { communityPaths, playerPaths, scoutPlayerPaths } from './contract/terms/paths'
import type { RecordHistory } from './contract/terms/record-history'
import { applyWaitingWrites, waitingWrites, withWaitingWrites } from './outbox/local-record'
import { nameMatches, pendingCreated } from './outbox/pending-records'
import { markFromDevice, readThrough, savedAtOf } from './read-cache/cached-read'
import { listFromCopies } from './read-cache/offline-list'
import { toApiError } from './request-rules'

// Reads of community records by family path ("club", "team", "player" …): lists, name search, one record,
// and the name a screen shows for a referenced uid. Shared by every community screen, the scout's browse screens
// (read-only, through /api/scout) and the record picker.

export type FamilyRecord = RecordMeta & Record<string, unknown>

/** The area a screen reads records through: community members read and write, scouts only read. */
export type RecordArea = 'community' | 'scout'

export const pathsFor = (path: string, area: RecordArea = 'community') =>
  path !== 'player'
    ? footballPaths(path, area)
    : area === 'scout'
      ? { list: scoutPlayerPaths.list, search: scoutPlayerPaths.search, one: scoutPlayerPaths.profile }
      : { list: playerPaths.player, search: playerPaths.search, one: playerPaths.profile }

/**
 * A list query in the words of the API it goes to: the scout's player list calls a player's nationality
 * `country_id` (the spec's name), where the community's — and the record pages asking "this country's players" —
 * say `nationality_id`. Sent as it was, the scout's API would ignore it and answer with every player.
 */
function listQueryFor(path: string, area: RecordArea, query: Record<string, string | number | undefined>) {
  if (path !== 'player' || area !== 'scout' || !('nationality_id' in query)) return query
  const { nationality_id, ...rest } = query
  return { ...rest, country_id: nationality_id }
}

/** Records created on this device and still in its outbox: only the community area writes. */
const waitingIn = (area: RecordArea, path: string) =>
  area === 'community' ? pendingCreated(pathsFor(path).list) : Promise.resolve([])

/** A page of a family: from the server, else put together from the records saved on this device. */
export async function listRecords(
  path: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
  area: RecordArea = 'community',
): Promise<ListBody<FamilyRecord>> {
  const paths = pathsFor(path, area)
  try {
    return await api<ListBody<FamilyRecord>>(paths.list, {
      query: listQueryFor(path, area, query),
      signal,
      quiet: true,
    })
  } catch (error) {
    if (toApiError(error).status !== undefined || signal?.aborted) throw error
    const writes = area === 'community' ? await waitingWrites() : []
    const saved = await listFromCopies<FamilyRecord>(paths.one(''), query, {
      also: await waitingIn(area, path),
      over: (record) => applyWaitingWrites(record, String(record.uid), writes) ?? record,
    })
    if (!saved) throw error
    return saved
  }
}

/**
 * Name search: the server's matches, plus the member's records of this family still waiting in the outbox
 * (marked `waitingToSync`), so a player created offline can be put in a team created offline. With the server
 * out of reach, the waiting records alone are offered.
 */
export async function searchRecords(
  path: string,
  q: string,
  signal?: AbortSignal,
  area: RecordArea = 'community',
): Promise<FamilyRecord[]> {
  const waiting = (await waitingIn(area, path)).filter((r) => nameMatches(r, q))
  const server = await api<ListBody<FamilyRecord>>(pathsFor(path, area).search, {
    query: { q, limit: 8 },
    signal,
    quiet: true,
  }).then(
    (body) => body.data,
    async (error) => {
      // Out of reach: the records saved on this device that match, beside the waiting ones.
      const saved = signal?.aborted
        ? undefined
        : await listFromCopies<FamilyRecord>(pathsFor(path, area).one(''), { q, limit: 8 })
      if ((waiting.length === 0 && !saved?.data.length) || signal?.aborted) throw error
      return saved?.data ?? []
    },
  )
  const known = new Set(server.map((r) => r.uid))
  return [...waiting.filter((r) => !known.has(r.uid)), ...server] as FamilyRecord[]
}

/**
 * One record: from the server, else from this device's copy (decision 0021); in the community area with the
 * member's writes still waiting applied on top — a record created offline is its waiting create.
 */
export async function getRecord(
  path: string,
  uid: string,
  area: RecordArea = 'community',
  /** The set a first copy of it is saved into (a game a member opens is kept for game day, decision 0045). */
  keepNewIn?: string,
): Promise<FamilyRecord> {
  const url = pathsFor(path, area).one(uid)
  let known: FamilyRecord | undefined
  let failure: unknown
  try {
    known = (
      await readThrough(url, () => api<DataBody<FamilyRecord>>(url, { quiet: true }), undefined, {
        keepNewIn,
      })
    ).data
  } catch (error) {
    failure = error
  }
  const local = area === 'community' ? await withWaitingWrites(known, uid) : known
  // The waiting writes laid over a device copy are still that copy: the screen says so, with its time.
  const savedAt = savedAtOf(known)
  if (local && savedAt !== undefined) markFromDevice(local, savedAt)
  if (local) return local as FamilyRecord
  throw failure
}

/** How a record is named on screen, whatever its family (games are named by their teams). */
export function titleOf(r: Record<string, unknown>): string {
  const teams = Array.isArray(r.team_names) ? r.team_names.filter(Boolean).join(' – ') : ''
  return String(r.name ?? r.player_name ?? r.team_name ?? (teams || String(r.uid).slice(0, 8)))
}

/**
 * What tells a record from its look-alikes in a picker (1,250 players share first names): a player's club,
 * nationality and age; a game's date and competition; a club's city; a competition's season.
 */
export function detailOf(r: Record<string, unknown>): string {
  const text = (key: string) => (typeof r[key] === 'string' && r[key] ? (r[key] as string) : undefined)
  const parts = [
    text('current_club'),
    text('nationality'),
    typeof r.age === 'number' ? `${r.age} years` : undefined,
    text('date') ?? text('start_date'),
    text('competition'),
    text('city'),
    text('season'),
  ]
  return parts.filter(Boolean).join(' · ')
}

const names = new Map<string, Promise<string>>()
/** A record's display name, fetched once per page view (lists show names of referenced records). */
export function recordName(path: string, uid: string, area: RecordArea = 'community'): Promise<string> {
  const key = `${area}:${path}:${uid}`
  let found = names.get(key)
  if (!found) {
    found = getRecord(path, uid, area)
      .then(titleOf)
      .catch(() => uid.slice(0, 8))
    names.set(key, found)
  }
  return found
}

/** Who created a community record and who changed what since (GET history/{id}, decision 0020). */
export const loadRecordHistory = (uid: string) =>
  api<DataBody<RecordHistory>>(communityPaths.history(uid)).then((r) => r.data)
