import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/schemas/common'
import type { PlayerAttributes } from '../../../api/contract/schemas/players-attributes'
import type { GalleryImage, PlayerDocument, VideoEvent } from '../../../api/contract/schemas/players-media'
import type { FilterCoverage, PlayerFilter } from '../../../api/contract/schemas/scout-filter'
import type {
  HotPlayer,
  MatchPlayed,
  ScoutPlayer,
  ScoutPlayerWithNumbers,
} from '../../../api/contract/schemas/scout-players'
import { scoutPlayerPaths } from '../../../api/contract/terms/paths'
import { featureLocked, type PackagedFeature } from '../../../api/contract/terms/payments'
import type { PlayerStats } from '../../../api/contract/terms/player-stats'
import { durableWrite } from '../../../api/durable-write'
import { noticeDone } from '../../../api/notices'
import { pendingCreated } from '../../../api/outbox/pending-records'
import { markFromDevice, readThrough, savedAtOf } from '../../../api/read-cache/cached-read'
import { readCopy } from '../../../api/read-cache/read-cache'
import { ApiError } from '../../../api/request-rules'
import { loadPackages } from '../packages/packages-api'

/** The offline set the shortlist's players are saved in (src/features/scout/players/offline-shortlist.ts). */
export const OFFLINE_SET = 'shortlist'
/** How many of a player's matches the player page lists (and the offline copy keeps). */
export const MATCHES_SHOWN = 50

// The scout's reads and writes of players. A shortlist toggle announces itself; the screen only redraws.

// Quiet: the Players screen says a failure in its place, and offline that the search needs the server and what
// opens without it (a toast's "Something went wrong" covered the Offline badge).
export const listScoutPlayers = (query: { page: number; limit: number }, signal?: AbortSignal) =>
  api<ListBody<ScoutPlayer>>(scoutPlayerPaths.list, { query, signal, quiet: true })

/** How many players have each filtered field recorded (said beside the filters; quiet: a hint, not a page). */
export const loadFilterCoverage = (signal?: AbortSignal) =>
  api<DataBody<FilterCoverage>>(scoutPlayerPaths.filterCoverage, { signal, quiet: true })

export const searchScoutPlayers = (query: { q: string; page: number; limit: number }, signal?: AbortSignal) =>
  api<ListBody<ScoutPlayer>>(scoutPlayerPaths.search, { query, signal, quiet: true })

// The shortlist and the pages of its players read through the scout's offline copies (src/api/read-cache):
// fresh from the server when there is a signal, from this device when not. Quiet: the screen says which.
const read = <T>(
  url: string,
  query?: Record<string, string | number>,
  keepIn?: string,
  signal?: AbortSignal,
) =>
  readThrough(
    query ? `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : url,
    () => api<T>(url, { query, signal, quiet: true }),
    keepIn,
  )

export const loadScoutPlayer = (id: string, keepIn?: string) =>
  read<DataBody<ScoutPlayer>>(scoutPlayerPaths.profile(id), undefined, keepIn).then((r) => r.data)

/**
 * Sorted on the device by any column, so read whole; its copy is the offline shortlist's first entry. Changes
 * still waiting in the scout's outbox are applied: a player let go offline is gone, one added offline is there
 * when the device has their page.
 */
export async function loadShortlist(query: { page: number; limit: number }, signal?: AbortSignal) {
  const list = await read<ListBody<ScoutPlayer>>(scoutPlayerPaths.shortlisted, query, OFFLINE_SET, signal)
  // Oldest first: the last waiting change of a player is the one that counts.
  const latest = new Map<string, boolean>()
  for (const change of await pendingCreated(scoutPlayerPaths.setShortlist))
    latest.set(change.uid, change.is_shortlisted === true)
  if (latest.size === 0) return list
  const kept = list.data.filter((p) => latest.get(p.uid) !== false)
  const added: ScoutPlayer[] = []
  for (const [uid, on] of latest) {
    if (!on || kept.some((p) => p.uid === uid)) continue
    const copy = await readCopy<DataBody<ScoutPlayer>>(scoutPlayerPaths.profile(uid))
    if (copy) added.push({ ...copy.data.data, is_shortlisted: true })
  }
  const changed = {
    data: [...added, ...kept],
    meta: { ...list.meta, total: list.meta.total + added.length - (list.data.length - kept.length) },
  }
  const savedAt = savedAtOf(list)
  return savedAt === undefined ? changed : markFromDevice(changed, savedAt)
}

/** Through the scout's outbox: a change made without a signal waits on the device and is sent once. */
export async function setShortlisted(player: Pick<ScoutPlayer, 'uid' | 'name'>, on: boolean) {
  const result = await durableWrite({
    method: 'POST',
    url: scoutPlayerPaths.setShortlist,
    body: { uid: player.uid, is_shortlisted: on },
    recordUid: player.uid,
    label: `${on ? 'Shortlist' : 'Take off the shortlist'}: ${player.name ?? 'a player'}`,
  })
  const waits = result.pending ? ' It is sent when the connection is back.' : ''
  noticeDone(
    on ? `${player.name} is on your shortlist.${waits}` : `${player.name} left your shortlist.${waits}`,
  )
}

export const loadMatchesPlayed = (id: string, query: { page: number; limit: number }, keepIn?: string) =>
  read<ListBody<MatchPlayed>>(scoutPlayerPaths.matchesPlayed(id), query, keepIn)

export const loadHotPlayers = (limit = 20) =>
  api<DataBody<HotPlayer[]>>(scoutPlayerPaths.hotPlayers, { query: { limit } }).then((r) => r.data)

/** POST filter: a search, sent quietly — the screen shows a refused filter beside its fields. */
export const filterScoutPlayers = (body: Partial<PlayerFilter>, signal?: AbortSignal) =>
  api<ListBody<ScoutPlayerWithNumbers>>(scoutPlayerPaths.filter, {
    method: 'POST',
    body,
    signal,
    quiet: true,
  })

export const loadScoutAttributes = (id: string, keepIn?: string) =>
  read<DataBody<PlayerAttributes>>(scoutPlayerPaths.attributes(id), undefined, keepIn).then((r) => r.data)

export const loadScoutStats = (id: string, keepIn?: string) =>
  read<DataBody<PlayerStats>>(scoutPlayerPaths.stats(id), undefined, keepIn).then((r) => r.data)

/** A part of the player's media the scout's package does not include: the server's 402 says which packages do. */
export interface Locked {
  locked: string
}

/** A list, or why the scout's package does not show it (402: a package that ended since it was read). */
const listOrLocked = <T>(url: string): Promise<T[] | Locked> =>
  api<ListBody<T>>(url, { quiet: true }).then(
    (r) => r.data,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 402) return { locked: error.message }
      throw error
    },
  )

/**
 * What the community uploaded about the player: pictures, reports and tagged video moments. The last two come
 * with a package (docs/api/payments.md): what the scout's package leaves out is not asked for — a refused request
 * would only put an error in the browser's console — and says which packages include it instead.
 */
export const loadScoutMedia = async (id: string) => {
  const { current, packages } = await loadPackages({ quiet: true })
  const ifIncluded = <T>(feature: PackagedFeature, url: string): Promise<T[] | Locked> =>
    current[feature] ? listOrLocked<T>(url) : Promise.resolve({ locked: featureLocked(feature, packages) })
  const [gallery, reports, moments] = await Promise.all([
    api<ListBody<GalleryImage>>(scoutPlayerPaths.gallery(id), { quiet: true }),
    ifIncluded<PlayerDocument>('reports', scoutPlayerPaths.documents(id)),
    ifIncluded<VideoEvent>('videos', scoutPlayerPaths.videoEvents(id)),
  ])
  return { gallery: gallery.data, reports, moments }
}
