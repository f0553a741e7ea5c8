import type { ScoutPlayer } from '../../../api/contract/schemas/scout-players'
import { keepPicture } from '../../../api/read-cache/cached-read'
import { nameSet } from '../../../api/read-cache/read-cache'
import { loadNotes } from '../notes/notes-api'
import {
  loadMatchesPlayed,
  loadScoutAttributes,
  loadScoutPlayer,
  loadScoutStats,
  MATCHES_SHOWN,
  OFFLINE_SET,
} from './scout-players-api'

// The shortlist and the scout's lists, saved for reading without a signal (decision 0021): each shortlisted or
// listed player's page — identity, ratings, statistics, matches played, the scout's own notes and reports, his
// club's consensus and thread (decision 0052), the picture — is read once from the server into the scout's
// offline copies, with the same keys the pages read, so they open offline as they are; so are the lists (the
// club's too), each list's page, the report templates, the club and its shadow team.

type SavedPlayer = Pick<ScoutPlayer, 'uid' | 'pic'>

/** One player's page and what the scout keeps on him, in `set`; true when every part was saved. */
export async function savePlayerOffline(player: SavedPlayer, set = OFFLINE_SET): Promise<boolean> {
  const { loadReports } = await import('../reports/reports-api')
  const { keepClubPlayerOffline } = await import('../club/club-api')
  const parts = await Promise.allSettled([
    keepClubPlayerOffline(player.uid, set),
    loadScoutPlayer(player.uid, set),
    loadScoutAttributes(player.uid, set),
    loadScoutStats(player.uid, set),
    loadMatchesPlayed(player.uid, { page: 1, limit: MATCHES_SHOWN }, set),
    loadNotes(player.uid, set),
    loadReports(player.uid, set),
    player.pic ? keepPicture(player.pic, set) : Promise.resolve(),
  ])
  return parts.every((p) => p.status === 'fulfilled')
}

/** The lists and their pages, and the players on them who are not in `already`: what else needs saving. */
async function listedPlayers(already: Set<string>): Promise<SavedPlayer[]> {
  const { loadList, loadLists } = await import('../lists/lists-api')
  const lists = await loadLists(OFFLINE_SET)
  const more = new Map<string, SavedPlayer>()
  for (const summary of lists) {
    if (summary.waitingToSync) continue
    const list = await loadList(summary.uid, OFFLINE_SET).catch(() => undefined)
    for (const entry of list?.entries ?? [])
      if (!already.has(entry.player.uid)) more.set(entry.player.uid, entry.player)
  }
  return [...more.values()]
}

export async function saveShortlistOffline(
  players: SavedPlayer[],
  onProgress: (done: number, total: number) => void,
): Promise<{ saved: number; failed: number }> {
  // Ask once for storage the browser will not clear under pressure (the outbox lives there too).
  await navigator.storage?.persist?.().catch(() => false)
  await nameSet(OFFLINE_SET, 'your shortlist and lists saved for offline reading')
  // The lists' and reports' calls load here, in the background of an open shortlist, not with the screen.
  const { loadTemplates } = await import('../reports/reports-api')
  await loadTemplates(OFFLINE_SET).catch(() => undefined)
  const { keepClubOffline } = await import('../club/club-api')
  await keepClubOffline(OFFLINE_SET).catch(() => undefined)
  const listed = await listedPlayers(new Set(players.map((p) => p.uid))).catch(() => [])
  const all = [...players, ...listed]
  let saved = 0
  let failed = 0
  for (const player of all) {
    if (await savePlayerOffline(player)) saved++
    else failed++
    onProgress(saved + failed, all.length)
  }
  return { saved, failed }
}
