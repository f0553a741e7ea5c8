import { GROUND_DAYS, isOpenAssignment } from '../../../api/contract/terms/assignments'
import { nameSet, readCacheUser, setNamedAt } from '../../../api/read-cache/read-cache'
import { REFRESH_MS } from '../../../api/read-cache/use-copy-keeper'
import { savePlayerOffline } from '../players/offline-shortlist'
import { loadScoutPlayer } from '../players/scout-players-api'
import { loadReports, loadTemplates } from '../reports/reports-api'
import { loadAssignment, loadMyAssignments } from './assignments-api'

// What a scout needs at the ground, kept on the device without asking (decision 0053, as decision 0045 keeps a
// member's game days): his assignments, and for each one still to be watched and due within GROUND_DAYS (or
// overdue) its page with its game's squads, each player's page and reports, and the report templates — so that,
// having opened the app once the day before, he opens the assignment and writes the report with no signal.
// Read in the background, one request at a time, at most once every REFRESH_MS.

export const GROUND_SET = 'assignments'
const GROUND_LABEL =
  'Your assignments of the next 14 days, their games, squads and players (kept automatically)'
const MAX_PLAYERS = 120
const DAY_MS = 86_400_000

let running: Promise<unknown> | undefined

/** True when something was kept (a scout with nothing to watch soon gets no set on his Sync page). */
async function keepForTheGround(now: number): Promise<boolean> {
  // Read first without keeping: a scout with nothing to watch soon gets no copy (and no set to be told of at
  // sign-out); one with assignments gets the list kept in the set with the rest.
  const mine = await loadMyAssignments()
  const until = new Date(now + GROUND_DAYS * DAY_MS).toISOString().slice(0, 10)
  const upcoming = mine.filter((a) => isOpenAssignment(a.status) && a.due_on <= until)
  if (!upcoming.length) return false
  await loadMyAssignments(GROUND_SET)
  await loadTemplates(GROUND_SET)
  const players = new Set<string>()
  for (const a of upcoming) {
    const detail = await loadAssignment(a.uid, GROUND_SET)
    // The player to watch: his whole page, as the shortlist keeps it.
    if (a.player && !players.has(a.player.uid)) {
      players.add(a.player.uid)
      await savePlayerOffline({ uid: a.player.uid, pic: null }, GROUND_SET)
    }
    for (const squad of detail.squads) for (const p of squad.players) players.add(p.uid)
  }
  // The squads' players: the page's record and the scout's reports (the report form's reads).
  for (const uid of [...players].slice(0, MAX_PLAYERS)) {
    await loadScoutPlayer(uid, GROUND_SET).catch(() => undefined)
    await loadReports(uid, GROUND_SET).catch(() => undefined)
  }
  return true
}

/** Refreshes the ground copies unless a refresh runs, the app is offline, or the last one is fresh. */
export async function refreshGroundCopies(freshFor = REFRESH_MS): Promise<void> {
  if (running || !navigator.onLine || !readCacheUser()) return
  const last = await setNamedAt(GROUND_SET)
  if (last !== undefined && Date.now() - last < freshFor) return
  running = keepForTheGround(Date.now())
    .then((kept) => (kept ? nameSet(GROUND_SET, GROUND_LABEL) : undefined))
    .catch(() => undefined)
  await running.finally(() => {
    running = undefined
  })
}
