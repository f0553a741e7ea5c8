import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { DataBody, ListBody } from '../../../api/contract/common'
import type { PlayerAttributes } from '../../../api/contract/players-attributes'
import type { GalleryImage, PlayerReport, VideoEvent } from '../../../api/contract/players-media'
import type { PlayerStats } from '../../../api/contract/players-stats'
import type { PlayerFilter } from '../../../api/contract/scout-filter'
import {
  type HotPlayer,
  type MatchPlayed,
  type ScoutPlayer,
  type ScoutPlayerWithNumbers,
  scoutPlayerPaths,
} from '../../../api/contract/scout-players'
import { noticeDone } from '../../../api/notices'
import { ApiError } from '../../../api/request-rules'

// The scout's reads and writes of players. A shortlist toggle announces itself; the screen only redraws.

export const listScoutPlayers = (query: { page: number; limit: number }, signal?: AbortSignal) =>
  api<ListBody<ScoutPlayer>>(scoutPlayerPaths.list, { query, signal })

export const searchScoutPlayers = (query: { q: string; page: number; limit: number }, signal?: AbortSignal) =>
  api<ListBody<ScoutPlayer>>(scoutPlayerPaths.search, { query, signal })

export const loadScoutPlayer = (id: string) =>
  api<DataBody<ScoutPlayer>>(scoutPlayerPaths.profile(id)).then((r) => r.data)

export const loadShortlist = (query: { page: number; limit: number }, signal?: AbortSignal) =>
  api<ListBody<ScoutPlayer>>(scoutPlayerPaths.shortlisted, { query, signal })

export async function setShortlisted(player: Pick<ScoutPlayer, 'uid' | 'name'>, on: boolean) {
  await api(scoutPlayerPaths.setShortlist, {
    method: 'POST',
    body: { uid: player.uid, is_shortlisted: on },
    headers: { 'Idempotency-Key': uuidv7() },
  })
  noticeDone(on ? `${player.name} is on your shortlist.` : `${player.name} left your shortlist.`)
}

export const loadMatchesPlayed = (id: string, query: { page: number; limit: number }) =>
  api<ListBody<MatchPlayed>>(scoutPlayerPaths.matchesPlayed(id), { query })

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

export const loadScoutAttributes = (id: string) =>
  api<DataBody<PlayerAttributes>>(`${scoutPlayerPaths.attributes(id)}`).then((r) => r.data)

export const loadScoutStats = (id: string) =>
  api<DataBody<PlayerStats>>(`${scoutPlayerPaths.stats(id)}`).then((r) => r.data)

/** A part of the player's media the scout's package does not include: the server's 402 says which packages do. */
export interface Locked {
  locked: string
}

/** A list, or why the scout's package does not show it (402). */
const listOrLocked = <T>(url: string): Promise<T[] | Locked> =>
  api<ListBody<T>>(url, { quiet: true }).then(
    (r) => r.data,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 402) return { locked: error.message }
      throw error
    },
  )

/** What the community uploaded about the player: pictures, reports and tagged video moments (the last two come
 * with a package: docs/api/payments.md). */
export const loadScoutMedia = async (id: string) => {
  const [gallery, reports, moments] = await Promise.all([
    api<ListBody<GalleryImage>>(scoutPlayerPaths.gallery(id)),
    listOrLocked<PlayerReport>(scoutPlayerPaths.reports(id)),
    listOrLocked<VideoEvent>(scoutPlayerPaths.videoEvents(id)),
  ])
  return { gallery: gallery.data, reports, moments }
}
