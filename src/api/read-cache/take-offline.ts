import { api } from '../client'
import type { DataBody, ListBody } from '../contract/schemas/common'
import type { Player } from '../contract/schemas/players'
import { footballFamilies } from '../contract/terms/football-paths'
import { playerPaths } from '../contract/terms/paths'
import { type FamilyRecord, pathsFor } from '../records'
import { keepPicture, readThrough } from './cached-read'
import { keepCopy, nameSet } from './read-cache'

// "Take offline" for a game day: a competition, national side or club with what a member needs at the ground —
// its teams, each team's squad (players with their pictures) and its games with their sheets — saved on this
// tablet under one set, with the keys the screens read, so they open, list, pick and edit without a signal.

export const setOf = (path: string, uid: string) => `${path}:${uid}`

/** The list filter that finds a record's teams and games (families without games have none). */
function filterOf(path: string, child: 'team' | 'game'): string | undefined {
  const filters = child === 'team' ? footballFamilies.team.filters : footballFamilies.game.filters
  return Object.entries(filters).find(([, parent]) => parent === path)?.[0]
}

/** Every page of a filtered list. */
async function everything(path: string, key: string, uid: string): Promise<FamilyRecord[]> {
  const rows: FamilyRecord[] = []
  for (let page = 1; ; page++) {
    const body = await api<ListBody<FamilyRecord>>(pathsFor(path).list, {
      query: { [key]: uid, page, limit: 100 },
      quiet: true,
    })
    rows.push(...body.data)
    if (rows.length >= body.meta.total || body.data.length === 0) return rows
  }
}

export interface TakenOffline {
  teams: number
  players: number
  games: number
}

export async function takeOffline(
  path: string,
  record: FamilyRecord,
  label: string,
  onProgress: (done: number, total: number) => void,
): Promise<TakenOffline> {
  const set = setOf(path, record.uid)
  await navigator.storage?.persist?.().catch(() => false)
  await nameSet(set, label)
  const keepOne = (familyPath: string, row: FamilyRecord | Player) =>
    keepCopy(pathsFor(familyPath).one(row.uid), set, { data: row })
  await keepOne(path, record)

  const teamKey = filterOf(path, 'team')
  const gameKey = filterOf(path, 'game')
  const [own, games] = await Promise.all([
    teamKey ? everything('team', teamKey, record.uid) : [],
    gameKey ? everything('game', gameKey, record.uid) : [],
  ])
  // The teams that play its games count too (a World Cup's teams belong to their national sides).
  const known = new Set(own.map((t) => t.uid))
  const playing = [...new Set(games.flatMap((g) => (g.team_array as string[] | undefined) ?? []))].filter(
    (uid) => !known.has(uid),
  )
  const teams = [
    ...own,
    ...(await Promise.all(
      playing.map((uid) => {
        const url = pathsFor('team').one(uid)
        return api<DataBody<FamilyRecord>>(url, { quiet: true }).then((r) => r.data)
      }),
    )),
  ]
  const total = teams.length + games.length
  let done = 0
  const players = new Set<string>()
  for (const team of teams) {
    await keepOne('team', team)
    const squad = await readThrough(
      `${playerPaths.teamPlayers}#${team.uid}`,
      () =>
        api<DataBody<Player[]>>(playerPaths.teamPlayers, {
          method: 'POST',
          body: { team_id: team.uid },
          quiet: true,
        }),
      set,
    )
    for (const player of squad.data) {
      if (players.has(player.uid)) continue
      players.add(player.uid)
      await keepOne('player', player)
      const picture = player.thumb ?? player.pic
      if (picture) await keepPicture(picture, set).catch(() => undefined)
    }
    onProgress(++done, total)
  }
  for (const game of games) {
    // A list row leaves the sheet out: each game is read whole.
    const url = pathsFor('game').one(game.uid)
    await readThrough(url, () => api<DataBody<FamilyRecord>>(url, { quiet: true }), set)
    onProgress(++done, total)
  }
  return { teams: teams.length, players: players.size, games: games.length }
}
