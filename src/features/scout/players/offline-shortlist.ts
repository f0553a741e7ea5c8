import type { ScoutPlayer } from '../../../api/contract/scout-players'
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

// The shortlist, saved for reading without a signal (issue "Offline reading"): each shortlisted player's page —
// identity, ratings, statistics, matches played, the scout's own notes and the picture — is read once from the
// server into the scout's offline copies, with the same keys the player page reads, so it opens offline as is.

export async function saveShortlistOffline(
  players: Pick<ScoutPlayer, 'uid' | 'pic'>[],
  onProgress: (done: number, total: number) => void,
): Promise<{ saved: number; failed: number }> {
  // Ask once for storage the browser will not clear under pressure (the outbox lives there too).
  await navigator.storage?.persist?.().catch(() => false)
  await nameSet(OFFLINE_SET, 'your shortlist saved for offline reading')
  let saved = 0
  let failed = 0
  for (const player of players) {
    const parts = await Promise.allSettled([
      loadScoutPlayer(player.uid, OFFLINE_SET),
      loadScoutAttributes(player.uid, OFFLINE_SET),
      loadScoutStats(player.uid, OFFLINE_SET),
      loadMatchesPlayed(player.uid, { page: 1, limit: MATCHES_SHOWN }, OFFLINE_SET),
      loadNotes(player.uid, OFFLINE_SET),
      player.pic ? keepPicture(player.pic, OFFLINE_SET) : Promise.resolve(),
    ])
    if (parts.every((p) => p.status === 'fulfilled')) saved++
    else failed++
    onProgress(saved + failed, players.length)
  }
  return { saved, failed }
}
