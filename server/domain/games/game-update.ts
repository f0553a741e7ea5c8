import { eq, sql } from 'drizzle-orm'
import type { GameUpdate } from '../../../src/api/contract/schemas/football-games'
import type { Db, Executor } from '../../db/client'
import { gamePlayers, games } from '../../db/schema/football'
import { explainWriteError } from '../football/family-write-errors'
import { recordNotFound, versionedDelete, versionedUpdate } from '../support/versioned-update'
import {
  copiedFrom,
  derivedSeason,
  refuse,
  scalarValues,
  validate,
  withScoreFromEvents,
  writeSheet,
  writeTeams,
} from './game-write'
import { gameFamily, getGame } from './games'

// Updating and deleting a game. An update carries `teams` only with exactly two (docs/spec.md#game-update) and then
// replaces the whole sheet; without them the stored sheet stays and only its copied game columns follow the game.
// Deleting a game deletes its sheet, its two team links and its place in day lists (that is what it means).

export async function updateGame(db: Db, uid: string, sent: GameUpdate, expected: number | undefined) {
  const input = withScoreFromEvents(sent)
  const target = { label: 'game', uid, expected, current: (x: Executor) => getGame(x, uid) }
  try {
    return await db.transaction(async (tx) => {
      const season = await derivedSeason(tx, uid, input)
      await versionedUpdate(tx, games, target, { ...scalarValues(input), ...season })
      const current = await getGame(tx, uid)
      const teamArray = input.team_array ?? (current.team_array as string[])
      const changesTeams =
        input.team_array && input.team_array.join() !== (current.team_array as string[]).join()
      const hasSheet = (current.teams as { playerMetaData: unknown[] }[]).some((t) => t.playerMetaData.length)
      if (input.operationsArr && !input.teams)
        throw refuse([
          { path: 'operationsArr', message: 'Send the events together with both teams of the sheet' },
        ])
      if (changesTeams && hasSheet && !input.teams)
        throw refuse([
          { path: 'teams', message: 'Changing the teams replaces the sheet: send both teams too' },
        ])
      const merged = {
        kind: current.kind as string,
        team_array: teamArray,
        teams: input.teams,
        home_score: current.home_score as number | null,
        away_score: current.away_score as number | null,
        league_id: current.league_id as string | null,
      }
      await validate(tx, merged, input.operationsArr ?? [])
      if (!input.teams) await checkStoredGoals(tx, uid, merged.home_score, merged.away_score)
      if (changesTeams) await writeTeams(tx, uid, teamArray)
      if (merged.teams) await writeSheet(tx, uid, merged.teams)
      else {
        const [game] = await tx.select().from(games).where(eq(games.uid, uid))
        await tx.update(gamePlayers).set(copiedFrom(game!)).where(eq(gamePlayers.gameId, uid))
      }
      return getGame(tx, uid)
    })
  } catch (err) {
    throw await explainWriteError(db, gameFamily, err, uid, getGame)
  }
}

/** A new score cannot be lower than the goals the stored sheet already credits to a side. */
async function checkStoredGoals(tx: Executor, uid: string, home: number | null, away: number | null) {
  const rows = await tx
    .select({ side: gamePlayers.side, goals: sql<number>`sum(${gamePlayers.goals})::int` })
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, uid))
    .groupBy(gamePlayers.side)
  for (const row of rows) {
    const score = row.side === 0 ? home : away
    if (score !== null && row.goals > score)
      throw refuse([
        {
          path: row.side === 0 ? 'home_score' : 'away_score',
          message: `The sheet credits this team's players with ${row.goals} goals, more than a score of ${score}`,
        },
      ])
  }
}

export async function deleteGame(db: Db, uid: string, expected: number | undefined) {
  const target = { label: 'game', uid, expected, current: (x: Executor) => getGame(x, uid) }
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ uid: games.uid }).from(games).where(eq(games.uid, uid))
    if (!row) throw recordNotFound('game', uid)
    await versionedDelete(tx, games, target)
  })
}
