import { api } from '../client'
import type { DataBody, ListBody } from '../contract/schemas/common'
import type { CommunityDashboard } from '../contract/terms/community-dashboard'
import { communityPaths, playerPaths } from '../contract/terms/paths'
import { type FamilyRecord, pathsFor } from '../records'
import { GAME_DAY_LABEL, GAME_DAY_SET } from './game-day-set'
import { dropStaleIn, keepCopy, nameSet, readCacheUser, readCopy } from './read-cache'

// What a member needs at a ground, kept on the device without asking (decision 0045): the games of the four
// weeks around today (14 days back, 14 ahead) and the games they worked on last, each whole (sheet included);
// the teams playing them with their squads and players; the competitions they are played in. Read in the
// background while the app is online, one request at a time, and bounded: at most MAX_GAMES games and
// MAX_BYTES of copies per run; copies nobody refreshed for WINDOW_DAYS go. Pictures are left out (they would be
// most of the bytes); "Take offline" of a competition keeps those.

export const WINDOW_DAYS = 14
export const MAX_GAMES = 60
export const MAX_BYTES = 15 * 1024 * 1024
const DAY_MS = 86_400_000
const LIST_PAGES = 5

export interface GameDayKept {
  games: number
  teams: number
  players: number
  competitions: number
  bytes: number
  /** Stopped at MAX_BYTES or MAX_GAMES: the rest is read online. */
  capped: boolean
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The games dated within the window, newest first as the server lists them, reading no further than needed. */
async function gamesAround(now: number): Promise<FamilyRecord[]> {
  const from = isoDay(now - WINDOW_DAYS * DAY_MS)
  const to = isoDay(now + WINDOW_DAYS * DAY_MS)
  const found: FamilyRecord[] = []
  for (let page = 1; page <= LIST_PAGES; page++) {
    const body = await api<ListBody<FamilyRecord>>(pathsFor('game').list, {
      query: { page, limit: 100 },
      quiet: true,
      background: true,
    })
    for (const game of body.data) {
      const day = typeof game.date === 'string' ? game.date.slice(0, 10) : undefined
      // Undated games come last: the dated ones before them are all older than the window.
      if (!day || day < from) return found
      if (day <= to) found.push(game)
    }
    if (page * 100 >= body.meta.total || body.data.length === 0) break
  }
  return found
}

export async function keepGameDays(now = Date.now()): Promise<GameDayKept | undefined> {
  if (!readCacheUser()) return undefined
  const started = Date.now()
  const kept: GameDayKept = { games: 0, teams: 0, players: 0, competitions: 0, bytes: 0, capped: false }
  /** Saves a copy unless this run's bytes are spent; one kept by "Take offline" stays in its own set. */
  const keep = async (key: string, data: unknown): Promise<boolean> => {
    if (kept.bytes > MAX_BYTES) {
      kept.capped = true
      return false
    }
    const existing = await readCopy(key)
    await keepCopy(key, existing?.set ?? GAME_DAY_SET, data)
    kept.bytes += JSON.stringify(data).length
    return true
  }
  const dated = await gamesAround(now)
  const mine = await api<DataBody<CommunityDashboard>>(communityPaths.dashboard, {
    quiet: true,
    background: true,
  }).then(
    (r) => r.data.recent_games.map((g) => g.uid),
    () => [] as string[],
  )
  const uids = [...new Set([...mine, ...dated.map((g) => g.uid)])]
  kept.capped = uids.length > MAX_GAMES
  const teams = new Set<string>()
  const competitions = new Map<string, 'tournament' | 'league'>()
  for (const uid of uids.slice(0, MAX_GAMES)) {
    const url = pathsFor('game').one(uid)
    const game = await api<DataBody<FamilyRecord>>(url, { quiet: true, background: true })
    if (!(await keep(url, game))) break
    kept.games++
    for (const team of (game.data.team_array as string[] | undefined) ?? []) teams.add(team)
    if (typeof game.data.tournament_id === 'string') competitions.set(game.data.tournament_id, 'tournament')
    if (typeof game.data.league_id === 'string') competitions.set(game.data.league_id, 'league')
  }

  const players = new Set<string>()
  for (const team of teams) {
    const url = pathsFor('team').one(team)
    if (!(await keep(url, await api<DataBody<FamilyRecord>>(url, { quiet: true, background: true })))) break
    kept.teams++
    const squad = await api<DataBody<FamilyRecord[]>>(playerPaths.teamPlayers, {
      method: 'POST',
      body: { team_id: team },
      quiet: true,
      background: true,
    })
    await keep(`${playerPaths.teamPlayers}#${team}`, squad)
    for (const player of squad.data) {
      if (players.has(player.uid)) continue
      players.add(player.uid)
      if (await keep(pathsFor('player').one(player.uid), { data: player })) kept.players++
    }
  }
  for (const [uid, path] of competitions) {
    const url = pathsFor(path).one(uid)
    if (await keep(url, await api<DataBody<FamilyRecord>>(url, { quiet: true, background: true })))
      kept.competitions++
  }
  // What left the window (and was not opened since) goes: the set follows the calendar, it does not pile up.
  await dropStaleIn(GAME_DAY_SET, started - WINDOW_DAYS * DAY_MS)
  // Named last: the name's time is when the set was last refreshed whole.
  await nameSet(GAME_DAY_SET, GAME_DAY_LABEL)
  return kept
}
