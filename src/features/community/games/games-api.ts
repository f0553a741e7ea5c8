import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { Team } from '../../../api/contract/schemas/football-competitions'
import type { Game } from '../../../api/contract/schemas/football-games'
import type { Player } from '../../../api/contract/schemas/players'
import { footballFamilies, footballPaths } from '../../../api/contract/terms/football-paths'
import { playerPaths } from '../../../api/contract/terms/paths'
import { durableWrite } from '../../../api/durable-write'
import { noticeSaved } from '../../../api/notices'
import { pendingCreated } from '../../../api/outbox/pending-records'
import { readThrough } from '../../../api/read-cache/cached-read'
import { GAME_DAY_SET } from '../../../api/read-cache/game-day-set'
import { listFromCopies } from '../../../api/read-cache/offline-list'
import { type FamilyRecord, getRecord, searchRecords } from '../../../api/records'
import { toApiError } from '../../../api/request-rules'
import { fromWireSheet, type SheetNames, scoreOf } from '../../../rules/game-sheet/derive'
import type { WireGameSheet } from '../../../rules/game-sheet/types'
import { createPlayer } from '../players/players-api'
import type { SquadPlayer } from './squad-player'

// The game sheet screen's calls, all through the one API client. Saving is ONE write of the whole sheet
// (teams, events and the score they add up to), which the server checks with the same rules and stores in one
// transaction.

const games = footballPaths(footballFamilies.game.path)
const teams = footballPaths(footballFamilies.team.path)
export const gamePath = games.one

/** Teams by name: the server's, plus teams created on this tablet that wait to sync (`waitingToSync`). */
export async function searchTeams(q: string, signal?: AbortSignal): Promise<Team[]> {
  return (await searchRecords('team', q, signal)) as unknown as Team[]
}

/**
 * The teams this tablet can offer without a signal: those kept with its game days and competitions taken
 * offline (decision 0045), and those made here that wait to sync, by name.
 */
export async function teamsOnDevice(): Promise<Team[]> {
  const waiting = await pendingCreated(teams.list)
  const kept = await listFromCopies(teams.one(''), { limit: 1000 }, { also: waiting })
  return (kept?.data ?? []) as unknown as Team[]
}

/** Where a team's squad (a POST read) is kept on the device: its URL and the team. */
export const squadKey = (teamId: string) => `${playerPaths.teamPlayers}#${teamId}`

/** A team's players: from the server (or its saved copy), or, for a team created offline, its waiting create. */
export async function loadSquad(teamId: string): Promise<SquadPlayer[]> {
  const waiting = (await pendingCreated(teams.list)).find((t) => t.uid === teamId)
  const players = waiting
    ? await Promise.all(
        (Array.isArray(waiting.players) ? (waiting.players as string[]) : []).map((uid) =>
          getRecord('player', uid).catch(() => ({ uid }) as Record<string, unknown>),
        ),
      )
    : (
        await readThrough(
          squadKey(teamId),
          () =>
            api<DataBody<Player[]>>(playerPaths.teamPlayers, {
              method: 'POST',
              body: { team_id: teamId },
              quiet: true,
            }),
          undefined,
          { keepNewIn: GAME_DAY_SET },
        )
      ).data
  return (players as Partial<Player>[]).map((p) => ({
    uid: String(p.uid),
    name: p.name ?? 'Unnamed player',
    jersey_no: p.shirt_number ?? null,
    position: p.main_position ?? null,
  }))
}

/**
 * A player the line-up needs but the team lacks: created, then added to the team's squad — two queued writes,
 * so it works at a ground without signal too (the team's change carries the version it was based on).
 */
export async function addToSquad(
  team: { uid: string; name: string | null },
  fields: { name: string; shirt_number: number | null; main_position: string | null },
): Promise<SquadPlayer> {
  const uid = uuidv7()
  await createPlayer({ ...fields, uid })
  const current = (await getRecord('team', team.uid)) as FamilyRecord & { players?: string[] }
  await durableWrite({
    method: 'PUT',
    url: teams.one(team.uid),
    body: { players: [...(current.players ?? []), uid], version: current.version },
    recordUid: team.uid,
    baseVersion: current.version,
    label: `${fields.name} joins the squad of ${team.name ?? 'the team'}`,
  })
  return { uid, name: fields.name, jersey_no: fields.shirt_number, position: fields.main_position }
}

/** The game as this device knows it: the server's (or its saved copy) with waiting sheet writes applied. */
export async function loadGame(id: string): Promise<Game> {
  return (await getRecord('game', id, 'community', GAME_DAY_SET)) as unknown as Game
}

export async function loadTeamName(id: string): Promise<string | null> {
  return ((await getRecord('team', id, 'community', GAME_DAY_SET)) as unknown as Team).name
}

/** Names the sheet can show: the teams' names (from the game, else as loaded) and the squads' player names. */
export function namesOf(game: Game, squads: SquadPlayer[][], teamNames: (string | null)[] = []): SheetNames {
  const teams: Record<string, string> = {}
  const codes: Record<string, string> = {}
  game.team_array.forEach((uid, i) => {
    const name = game.team_names[i] ?? game.teams?.find((t) => t.uid === uid)?.name ?? teamNames[i]
    if (name) teams[uid] = name
    const code = game.team_codes?.[i]
    if (code) codes[uid] = code
  })
  const players = Object.fromEntries(squads.flat().map((p) => [p.uid, p.name]))
  return { teams, codes, players }
}

/** Where a sheet is written: a game that exists (PUT, with the version it was based on) or a new one (POST). */
export interface SaveTarget {
  id: string
  version?: number
  exists: boolean
  /** The game's date, venue and competition as changed on this screen (null clears one). */
  details?: Record<string, string | null>
}

export interface SaveResult {
  /** Kept on this device (offline or unreachable): it is sent when the connection returns. */
  pending: boolean
  /** Where the next save of this sheet goes: the game now exists, at the version this write leads to. */
  next: SaveTarget
}

/**
 * The one write: the sheet with derived playerMetaData, plus the score it adds up to. It goes through the
 * community outbox, so at a stadium without signal the sheet is kept on the tablet and sent later.
 */
export async function saveGameSheet(
  target: SaveTarget,
  sheet: WireGameSheet,
  /** The two teams, as the Sync screen names a waiting sheet: "Riverside U19 – Harbour City U19". */
  teams: string,
): Promise<SaveResult> {
  const label = `Game sheet ${teams}`
  const [home_score, away_score] = scoreOf(fromWireSheet(sheet))
  const score = { home_score, away_score }
  try {
    const result = target.exists
      ? await durableWrite<Game>({
          method: 'PUT',
          url: gamePath(target.id),
          body: {
            ...target.details,
            ...sheet,
            ...score,
            ...(target.version ? { version: target.version } : {}),
          },
          recordUid: target.id,
          baseVersion: target.version,
          label,
        })
      : await durableWrite<Game>({
          method: 'POST',
          url: games.create,
          // The uid is made on the tablet, so a replayed create cannot make a second game.
          body: { uid: target.id, ...target.details, ...sheet, ...score },
          recordUid: target.id,
          label,
        })
    noticeSaved('game sheet', result.pending)
    // A queued write will, once replayed, move the game to the next version: the next save builds on that.
    const version = result.pending ? (target.exists ? (target.version ?? 0) + 1 : 1) : result.data?.version
    return { pending: result.pending, next: { id: target.id, exists: true, version: version || undefined } }
  } catch (error) {
    // A refused sheet names each problem; show them all, not just "check the fields".
    const failure = toApiError(error)
    const detail = [...new Set(failure.issues.map((i) => i.message.replace(/\.?$/, '.')))].join(' ')
    throw new Error(detail || failure.message)
  }
}
