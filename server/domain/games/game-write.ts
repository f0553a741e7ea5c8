import { eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type {
  GameCreate,
  GameKind,
  GameUpdate,
  PlayerMetaData,
} from '../../../src/api/contract/schemas/football-games'
import { fromWireSheet, scoreOf } from '../../../src/rules/game-sheet/derive'
import type { SheetIssue } from '../../../src/rules/game-sheet/types'
import { seasonOf } from '../../../src/rules/season'
import type { Db, Executor } from '../../db/client'
import { gamePlayers, games, gameTeams, players, teams } from '../../db/schema/football'
import { enqueueAlert } from '../alert-events/alert-queue'
import { rowValues } from '../football/family-write'
import { explainWriteError } from '../football/family-write-errors'
import { invalidInput } from '../support/errors'
import { checkGameSheet, minutesOf } from './game-sheet-checks'
import { gameFamily, getGame } from './games'

// Writing a game: the game row, its two teams and the whole per-player sheet are ONE transaction, so a
// failure half-way leaves the game exactly as it was. Impossible sheets are refused with 400 issues first.

export type Team = { uid: string; playerMetaData: PlayerMetaData[] }
interface Merged {
  kind: string
  team_array: string[]
  teams?: Team[]
  home_score: number | null
  away_score: number | null
  league_id: string | null
}

export const refuse = (issues: SheetIssue[]) => invalidInput(issues)

/** Scalar columns from the input; a date alone means midnight UTC. */
export function scalarValues(input: GameCreate | GameUpdate) {
  const values = rowValues(gameFamily, { ...input, kind: undefined })
  if (typeof input.date === 'string') values.date = new Date(input.date)
  if (input.operationsArr) values.operations = input.operationsArr
  return values
}

/**
 * The season follows the date (src/rules/season.ts) unless the write names one: a write that changes the date
 * or the competition gets the season of what the row will then hold. Returned as columns to write with the rest
 * (one UPDATE, so the record's history shows one change).
 */
export async function derivedSeason(tx: Executor, uid: string | null, input: GameCreate | GameUpdate) {
  if (input.season !== undefined) return {}
  if (input.date === undefined && input.league_id === undefined && input.tournament_id === undefined)
    return {}
  const [stored] = uid
    ? await tx.select({ date: games.date, leagueId: games.leagueId }).from(games).where(eq(games.uid, uid))
    : []
  const date = input.date !== undefined ? (input.date ?? null) : (stored?.date ?? null)
  const leagueId = input.league_id !== undefined ? input.league_id : (stored?.leagueId ?? null)
  return { season: seasonOf(date, leagueId ? 'league' : 'calendar') }
}

/**
 * When the editor sends its events but no score, the score is what the events say (own goals count for the
 * other side). A score that is sent is kept: imported games may have goals whose scorer is unknown.
 */
export function withScoreFromEvents<T extends GameCreate | GameUpdate>(input: T): T {
  const teamArray = input.team_array ?? input.teams?.map((t) => t.uid)
  if (!input.operationsArr?.length || !teamArray || input.home_score != null || input.away_score != null)
    return input
  const [home, away] = scoreOf(fromWireSheet({ team_array: teamArray, operationsArr: input.operationsArr }))
  return { ...input, home_score: home, away_score: away }
}

/** Puts the sent teams in team_array order, naming any team that is not playing. */
function ordered(teamArray: string[], sent: Team[], issues: SheetIssue[]): Team[] {
  const out: Team[] = []
  sent.forEach((team, i) => {
    const side = teamArray.indexOf(team.uid)
    if (side < 0 || out[side])
      issues.push({ path: `teams.${i}.uid`, message: `Team ${team.uid} is not one of team_array` })
    else out[side] = team
  })
  return out
}

export async function validate(tx: Executor, game: Merged, operations: PlayerMetaData[] | unknown[]) {
  const issues: SheetIssue[] = []
  if (game.kind === 'league_game' && !game.league_id)
    issues.push({ path: 'league_id', message: 'A league game needs its league_id' })
  // Any team may play any kind of game: a World Cup side is a tournament team (one competition per team,
  // docs/spec.md#teams-and-competitions), so a national game cannot demand teams that belong to a national side.
  const found = await tx.select({ uid: teams.uid }).from(teams).where(inArray(teams.uid, game.team_array))
  game.team_array.forEach((uid, i) => {
    if (!found.some((t) => t.uid === uid))
      issues.push({ path: `team_array.${i}`, message: `No team with uid ${uid}` })
  })
  if (game.teams) {
    const sheet = ordered(game.team_array, game.teams, issues)
    if (issues.length) throw refuse(issues)
    game.teams = sheet
    issues.push(
      ...checkGameSheet({
        team_array: game.team_array as [string, string],
        teams: sheet,
        operationsArr: operations as never,
        home_score: game.home_score,
        away_score: game.away_score,
      }),
    )
    const uids = sheet.flatMap((t) => t.playerMetaData.map((p) => p.uid))
    const known = new Set(
      uids.length
        ? (await tx.select({ uid: players.uid }).from(players).where(inArray(players.uid, uids))).map(
            (r) => r.uid,
          )
        : [],
    )
    sheet.forEach((t, side) => {
      t.playerMetaData.forEach((p, n) => {
        if (!known.has(p.uid))
          issues.push({
            path: `teams.${side}.playerMetaData.${n}.uid`,
            message: `No player with uid ${p.uid}`,
          })
      })
    })
  }
  if (issues.length) throw refuse(issues)
}

export async function writeTeams(tx: Executor, gameId: string, teamArray: string[]) {
  await tx.delete(gameTeams).where(eq(gameTeams.gameId, gameId))
  await tx.insert(gameTeams).values(teamArray.map((teamId, side) => ({ gameId, teamId, side })))
}

/** Replaces the whole sheet: one row per player, with the derived and copied columns the statistics read. */
export async function writeSheet(tx: Executor, gameId: string, sheet: Team[]) {
  const [game] = await tx.select().from(games).where(eq(games.uid, gameId))
  await tx.delete(gamePlayers).where(eq(gamePlayers.gameId, gameId))
  const rows = sheet.flatMap((team, side) =>
    team.playerMetaData.map((p, ordinal) => {
      const sub = (d: 'in' | 'out') => p.substitutions.find((s) => s.direction === d)?.minute ?? null
      return {
        gameId,
        teamId: team.uid,
        playerId: p.uid,
        side,
        ordinal,
        position: p.position || null,
        jerseyNo: p.jersey_no,
        isCaptain: p.isCaptain,
        onField: p.onField,
        onBench: p.onBench,
        motm: p.MOTM,
        goals: p.goals,
        assistGoal: p.assist_goal,
        preAssist: p.pre_assist,
        injured: p.injured,
        // A second yellow is a sending-off: record its minute as the red card too, as the editor does.
        redCardTime: p.red_card_time ?? p.yellow_second_card_time,
        yellowCardTime: p.yellow_card_time,
        yellowSecondCardTime: p.yellow_second_card_time,
        substitutions: p.substitutions,
        played: !p.onBench || sub('in') !== null,
        minutes: minutesOf(p, game!.durationMinutes),
        subInMinute: sub('in'),
        subOutMinute: sub('out'),
        ...copiedFrom(game!),
      }
    }),
  )
  if (rows.length) await tx.insert(gamePlayers).values(rows)
  await enqueueAlert(tx, 'game_sheet', gameId) // the followers of the players on it (decision 0058)
}

export const copiedFrom = (game: typeof games.$inferSelect) => ({
  gameKind: game.kind,
  gameDate: game.date,
  season: game.season,
  tournamentId: game.tournamentId,
  leagueId: game.leagueId,
})

export async function createGame(db: Db, kind: GameKind, sent: GameCreate) {
  const input = withScoreFromEvents(sent)
  const uid = input.uid ?? uuidv7()
  try {
    return await db.transaction(async (tx) => {
      const merged = {
        kind,
        ...input,
        home_score: input.home_score ?? null,
        away_score: input.away_score ?? null,
      }
      await validate(tx, { ...merged, league_id: input.league_id ?? null }, input.operationsArr ?? [])
      const values = { uid, ...scalarValues(input), ...(await derivedSeason(tx, null, input)), kind }
      await tx.insert(games).values(values as typeof games.$inferInsert)
      await writeTeams(tx, uid, input.team_array)
      if (input.teams) await writeSheet(tx, uid, ordered(input.team_array, input.teams, []))
      return getGame(tx, uid)
    })
  } catch (err) {
    throw await explainWriteError(db, gameFamily, err, uid, getGame)
  }
}
