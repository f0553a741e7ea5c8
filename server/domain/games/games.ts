import { asc, eq, type SQL, sql } from 'drizzle-orm'
import type { PlayerMetaData, WireGameTeam } from '../../../src/api/contract/schemas/football-games'
import type { GameOperation } from '../../../src/rules/game-sheet/types'
import type { Executor } from '../../db/client'
import { preparedRead } from '../../db/reads/prepared'
import {
  gameDayGames,
  gamePlayers,
  games,
  gameTeams,
  nationalMatchDayGames,
  players,
  teams,
  weekDayGames,
} from '../../db/schema/football'
import { type FamilyDef, getRecord, type WireRecord } from '../football/family-read'
import { nameSeenByScouts } from '../privacy/minors'
import { nameMatches } from '../support/name-search'

// Reading games: the scalar part goes through the generic family reader (lists, filters, search by team
// name); a single game adds its two teams' sheets and the event log. Writes live in game-write.ts.

const inGameTeams = (condition: ReturnType<typeof sql>) =>
  sql`${games.uid} in (select ${gameTeams.gameId} from ${gameTeams} where ${condition})`

export const gameFamily: FamilyDef = {
  label: 'game',
  table: games,
  columns: {
    kind: games.kind,
    date: games.date,
    venue: games.venue,
    city: games.city,
    tournament_id: games.tournamentId,
    league_id: games.leagueId,
    competition: games.competition,
    season: games.season,
    stage: games.stage,
    status: games.status,
    home_score: games.homeScore,
    away_score: games.awayScore,
    duration: games.durationMinutes,
    pic: games.pic,
  },
  // Written out with aliases: drizzle leaves columns unqualified in select-list SQL, which would bind to the
  // subquery's own tables.
  computed: {
    team_array: sql<
      string[]
    >`array(select gt.team_id::text from game_teams gt where gt.game_id = "games"."uid" order by gt.side)`,
    team_names: sql<
      string[]
    >`array(select t.name from game_teams gt join teams t on t.uid = gt.team_id where gt.game_id = "games"."uid" order by gt.side)`,
    // A phone's score bar shows a code, never the name's first letters (Japan is JPN, Austria AUT and Australia
    // AUS, Iran IRN and Iraq IRQ): a national side's FIFA code, else its country's when that is three letters;
    // null for a club's team, which then shows its name.
    team_codes: sql<
      (string | null)[]
    >`array(select coalesce(n.fifa_code, case when length(c.code) = 3 then c.code end)
      from game_teams gt join teams t on t.uid = gt.team_id
      left join nationals n on n.uid = t.national_id left join countries c on c.uid = n.country_id
      where gt.game_id = "games"."uid" order by gt.side)`,
  },
  filters: { tournament_id: games.tournamentId, league_id: games.leagueId, kind: games.kind },
  where: {
    team_id: (v) => inGameTeams(sql`${gameTeams.teamId} = ${v}`),
    player_id: (v) =>
      sql`${games.uid} in (select ${gamePlayers.gameId} from ${gamePlayers} where ${gamePlayers.playerId} = ${v})`,
    game_day_id: (v) =>
      sql`${games.uid} in (select ${gameDayGames.gameId} from ${gameDayGames} where ${gameDayGames.dayId} = ${v})`,
    national_match_day_id: (v) =>
      sql`${games.uid} in (select ${nationalMatchDayGames.gameId} from ${nationalMatchDayGames} where ${nationalMatchDayGames.dayId} = ${v})`,
    week_day_id: (v) =>
      sql`${games.uid} in (select ${weekDayGames.gameId} from ${weekDayGames} where ${weekDayGames.dayId} = ${v})`,
  },
  search: {
    where: (q) =>
      inGameTeams(
        sql`${gameTeams.teamId} in (select ${teams.uid} from ${teams} where ${nameMatches(teams.name, q)})`,
      ),
  },
  order: [sql`${games.date} desc nulls last`],
}

/** A stored sheet row as the wire's `playerMetaData` entry. */
function presentLine(row: typeof gamePlayers.$inferSelect): PlayerMetaData {
  return {
    uid: row.playerId,
    substitutions: row.substitutions as PlayerMetaData['substitutions'],
    onField: row.onField,
    position: row.position ?? '',
    MOTM: row.motm,
    goals: row.goals,
    assist_goal: row.assistGoal,
    pre_assist: row.preAssist,
    injured: row.injured,
    red_card_time: row.redCardTime,
    yellow_card_time: row.yellowCardTime,
    yellow_second_card_time: row.yellowSecondCardTime,
    onBench: row.onBench,
    jersey_no: row.jerseyNo,
    isCaptain: row.isCaptain,
  }
}

// The sheet's reads, prepared (db/reads/prepared.ts) as the game's record is: built and planned once.
const game = sql.placeholder('game')
const sheetLines = preparedRead('game_sheet_lines', (db) =>
  db
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, game))
    .orderBy(asc(gamePlayers.side), asc(gamePlayers.ordinal)),
)
const operationsOf = preparedRead('game_operations', (db) =>
  db.select({ operations: games.operations }).from(games).where(eq(games.uid, game)),
)
const namesOf = (name: SQL, statement: string) =>
  preparedRead(statement, (db) =>
    db
      .select({ uid: players.uid, name: sql<string>`${name}` })
      .from(players)
      .where(sql`${players.uid} = any(${sql.placeholder('uids')}::uuid[])`),
  )
const sheetNames = namesOf(sql`${players.name}`, 'sheet_player_names')
/** A scout reads "Not available" for a minor he may not see; the line stays, so the score adds up. */
const sheetNamesForScouts = namesOf(nameSeenByScouts, 'sheet_player_names_seen')

/**
 * The game with its two teams' sheets (in team_array order) and `operationsArr`; `forScout`: the players' names
 * as a scout may read them (privacy/minors.ts).
 */
export async function getGame(db: Executor, uid: string, forScout = false): Promise<WireRecord> {
  const record = await getRecord(db, gameFamily, uid)
  const lines = await sheetLines(db, { game: uid })
  const [ops] = await operationsOf(db, { game: uid })
  const teamArray = record.team_array as string[]
  const names = record.team_names as (string | null)[]
  const sheet: WireGameTeam[] = teamArray.map((team, side) => ({
    uid: team,
    name: names[side] ?? null,
    playerMetaData: lines.filter((l) => l.side === side).map(presentLine),
  }))
  const operations = (ops?.operations ?? []) as GameOperation[]
  return {
    ...record,
    teams: sheet,
    operationsArr: operations,
    player_names: await namesOfSheetPlayers(db, lines, operations, forScout),
  }
}

/**
 * The names of everyone the sheet mentions (line-ups and events), so a reader can show the sheet without a call
 * per player. One query; an event may name a player who is on no line-up (imported sheets list scorers only).
 */
async function namesOfSheetPlayers(
  db: Executor,
  lines: { playerId: string }[],
  operations: GameOperation[],
  forScout: boolean,
): Promise<Record<string, string>> {
  const mentioned = new Set(lines.map((l) => l.playerId))
  for (const op of operations)
    for (const uid of [
      'player' in op ? op.player : null,
      op.type === 'goal' ? op.assist : null,
      op.type === 'goal' ? op.pre_assist : null,
      op.type === 'sub' ? op.player_on : null,
      op.type === 'sub' ? op.player_off : null,
    ])
      if (uid) mentioned.add(uid)
  if (mentioned.size === 0) return {}
  const rows = await (forScout ? sheetNamesForScouts : sheetNames)(db, { uids: [...mentioned] })
  return Object.fromEntries(rows.map((r) => [r.uid, r.name]))
}
