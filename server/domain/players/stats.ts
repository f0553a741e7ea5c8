import { and, eq, notInArray, sql } from 'drizzle-orm'
import {
  type CompetitionStats,
  type PlayerStats,
  type SeasonStats,
  type StatCounts,
  uncountedGameStatuses,
} from '../../../src/api/contract/players-stats'
import type { Executor } from '../../db/client'
import { asParam, type Bound, preparedRead } from '../../db/reads/prepared'
import { gamePlayers, games, leagues, tournaments } from '../../db/schema/index'
import { lineupRecorded } from '../games/lineup-recorded'
import { careerQuery, careerRows } from './career'
import { requirePlayer } from './player-reads'

// A player's statistics, computed from game-sheet rows when asked (docs/decisions/0003-player-statistics.md).
// The sheet writer stores one `game_players` row per player per game with the derived `played` and `minutes`
// and copies of the game's season and competition, in the same transaction as the sheet; this reads them with
// one GROUP BY over the player's rows, found through the (player_id, game_date) index. Nothing is stored
// twice, so a corrected sheet corrects the statistics at once. Reused by the scout area's matches_played/{id}.

// Starts and minutes come only from rows that place the player (games/lineup-recorded.ts): an imported scorer
// played, but whether they started and for how long is unknown, so `lineup_matches` says how many of the
// matches these two numbers cover.
const placed = lineupRecorded()
const counts = {
  matches: sql<number>`count(*) filter (where ${gamePlayers.played})::int`,
  lineup_matches: sql<number>`count(*) filter (where ${gamePlayers.played} and ${placed})::int`,
  starts: sql<number>`count(*) filter (where ${gamePlayers.played} and not ${gamePlayers.onBench} and ${placed})::int`,
  minutes: sql<number>`coalesce(sum(${gamePlayers.minutes}) filter (where ${placed}), 0)::int`,
  goals: sql<number>`coalesce(sum(${gamePlayers.goals}), 0)::int`,
  assists: sql<number>`coalesce(sum(${gamePlayers.assistGoal}), 0)::int`,
  pre_assists: sql<number>`coalesce(sum(${gamePlayers.preAssist}), 0)::int`,
  yellow_cards: sql<number>`(count(${gamePlayers.yellowCardTime}) + count(${gamePlayers.yellowSecondCardTime}))::int`,
  red_cards: sql<number>`count(${gamePlayers.redCardTime})::int`,
  motm: sql<number>`count(*) filter (where ${gamePlayers.motm})::int`,
}
const countKeys = Object.keys(counts) as (keyof StatCounts)[]

const zero = (): StatCounts => Object.fromEntries(countKeys.map((k) => [k, 0])) as unknown as StatCounts
function add(into: StatCounts, from: StatCounts) {
  for (const k of countKeys) into[k] += from[k]
}

const competitionType = sql<
  'tournament' | 'league' | 'other'
>`case when ${gamePlayers.tournamentId} is not null then 'tournament' when ${gamePlayers.leagueId} is not null then 'league' else 'other' end`
const competitionId = sql<string | null>`coalesce(${gamePlayers.tournamentId}, ${gamePlayers.leagueId})`
/** A record's name, else the game's free-text competition, else what kind of game it was. */
const competitionName = (freeText: unknown) => sql<string>`coalesce(
  (select ${tournaments.name} from ${tournaments} where ${tournaments.uid} = ${gamePlayers.tournamentId}),
  (select ${leagues.name} from ${leagues} where ${leagues.uid} = ${gamePlayers.leagueId}),
  ${freeText},
  case ${gamePlayers.gameKind} when 'national_game' then 'International' when 'league_game' then 'League'
    when 'team_game' then 'Team games' when 'more_matches' then 'Other matches' else 'Friendlies' end)`

/** Newest season first (seasons are text such as "2025/26" or "2026"; lexical order is chronological). */
const bySeasonDesc = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b.localeCompare(a)

/**
 * One row per season × competition group of the player's sheets, for the player `player` (a placeholder when
 * prepared). Each row's game is read by primary key in a LATERAL subquery; `offset 0` keeps the planner from
 * turning it into a hash join that scans every game (measured: 11 ms at 10,000 games and growing with the table,
 * against ~100 index lookups for a 100-game player).
 */
const statsQuery = (db: Executor, player: Bound) => {
  const game = db
    .select({ status: games.status, competition: games.competition })
    .from(games)
    .where(eq(games.uid, gamePlayers.gameId))
    // drizzle leaves out a numeric `offset 0`; an SQL chunk is kept.
    .offset(sql`0` as never)
    .as('game')
  return db
    .select({
      season: gamePlayers.season,
      competition_type: competitionType,
      competition_id: competitionId,
      competition: competitionName(game.competition),
      ...counts,
    })
    .from(gamePlayers)
    .innerJoinLateral(game, sql`true`)
    .where(and(eq(gamePlayers.playerId, player), notInArray(game.status, [...uncountedGameStatuses])))
    .groupBy(
      gamePlayers.season,
      gamePlayers.tournamentId,
      gamePlayers.leagueId,
      gamePlayers.gameKind,
      game.competition,
    )
}

/** The statistics' query for one player, run once (the benchmark's EXPLAIN). */
export const statsRows = (db: Executor, playerId: string) => statsQuery(db, asParam(playerId))

// Prepared (db/reads/prepared.ts): built and planned once, where building these queries with drizzle and
// planning them again cost more of a statistics request than reading the rows (decision 0023's finding).
const player = sql.placeholder('player')
const statsByGroup = preparedRead('player_stats_rows', (db) => statsQuery(db, player))
const careerByTeam = preparedRead('player_career_rows', (db) => careerQuery(db, player, counts))

export async function playerStats(db: Executor, playerId: string): Promise<PlayerStats> {
  await requirePlayer(db, playerId)

  const rows = await statsByGroup(db, { player: playerId })
  const career = careerRows(await careerByTeam(db, { player: playerId }))

  // A tournament's games may carry different free-text labels: merge the groups that present identically.
  const byCompetition = new Map<string, CompetitionStats>()
  for (const row of rows) {
    // An unused substitute's row says they were in the squad, not that they played: it adds nothing.
    if (countKeys.every((k) => row[k] === 0)) continue
    const key = `${row.season}|${row.competition_type}|${row.competition_id}|${row.competition}`
    const entry = byCompetition.get(key)
    if (entry) add(entry, row)
    else byCompetition.set(key, { ...row })
  }
  const bySeason = new Map<string | null, SeasonStats>()
  const totals = zero()
  for (const row of byCompetition.values()) {
    const season = bySeason.get(row.season) ?? { season: row.season, ...zero() }
    add(season, row)
    bySeason.set(row.season, season)
    add(totals, row)
  }
  const competitions = [...byCompetition.values()].sort(
    (a, b) => bySeasonDesc(a.season, b.season) || a.competition.localeCompare(b.competition),
  )
  const seasons = [...bySeason.values()].sort((a, b) => bySeasonDesc(a.season, b.season))
  return { player_id: playerId, totals, career, by_season: seasons, by_competition: competitions }
}
