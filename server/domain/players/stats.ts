import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm'
import {
  type CompetitionStats,
  type PlayerStats,
  type SeasonStats,
  type StatCounts,
  uncountedGameStatuses,
} from '../../../src/api/contract/terms/player-stats'
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

// What a row records (docs/decisions/0056-unknown-is-unknown.md): a row that places the player
// (games/lineup-recorded.ts) is a line-up's line and records everything — the match, start, minutes, assists,
// cards, man of the match. A row that does not place him names a scorer of a sheet that holds only the scorers
// (openfootball's imports): it records his goals and nothing else. So `matches` counts placed games, the games
// known only from a scorer list are `scorer_only_matches`, and a count no row of the group could record is null
// — never a 0 that would read as a fact. A number a sheet did record on an unplaced row (an assist typed in) is
// still counted: it is a fact, and the group's count is then at least that.
const placed = lineupRecorded()
const anyPlaced = sql`bool_or(${placed})`
/** The sum over the group, or null when no row places the player and the rows record none. */
const known = (sum: SQL) => sql<number | null>`case when ${anyPlaced} or ${sum} > 0 then ${sum} end`
const counts = {
  matches: sql<number | null>`case when ${anyPlaced} or not bool_or(${gamePlayers.played}) then
    count(*) filter (where ${gamePlayers.played} and ${placed}) end::int`,
  scorer_only_matches: sql<number>`count(*) filter (where ${gamePlayers.played} and not ${placed})::int`,
  lineup_matches: sql<number>`count(*) filter (where ${gamePlayers.played} and ${placed})::int`,
  starts: sql<
    number | null
  >`case when ${anyPlaced} then count(*) filter (where ${gamePlayers.played} and not ${gamePlayers.onBench} and ${placed}) end::int`,
  minutes: sql<
    number | null
  >`case when ${anyPlaced} then coalesce(sum(${gamePlayers.minutes}) filter (where ${placed}), 0) end::int`,
  goals: sql<number>`coalesce(sum(${gamePlayers.goals}), 0)::int`,
  assists: known(sql`coalesce(sum(${gamePlayers.assistGoal}), 0)::int`),
  pre_assists: known(sql`coalesce(sum(${gamePlayers.preAssist}), 0)::int`),
  yellow_cards: known(
    sql`(count(${gamePlayers.yellowCardTime}) + count(${gamePlayers.yellowSecondCardTime}))::int`,
  ),
  red_cards: known(sql`count(${gamePlayers.redCardTime})::int`),
  motm: known(sql`count(*) filter (where ${gamePlayers.motm})::int`),
}
const countKeys = Object.keys(counts) as (keyof StatCounts)[]

const alwaysKnown = new Set<keyof StatCounts>(['goals', 'lineup_matches', 'scorer_only_matches'])
const unknown = (): StatCounts =>
  Object.fromEntries(countKeys.map((k) => [k, alwaysKnown.has(k) ? 0 : null])) as unknown as StatCounts
/** Unknown plus unknown stays unknown; a known count plus an unknown one is what is known. */
const plus = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b)
function add(into: StatCounts, from: StatCounts) {
  const sum = into as unknown as Record<keyof StatCounts, number | null>
  for (const k of countKeys) sum[k] = plus(into[k], from[k])
}
/** A group that adds nothing (an unused substitute's row: in the squad, not on the pitch). */
const empty = (row: StatCounts) => countKeys.every((k) => !row[k])

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
  // The totals start unknown and become known with the first group that records a count: a player no sheet
  // names has no recorded match, minute or assist (his sheets may simply not be here), one on the bench has 0.
  const totals = unknown()
  const byCompetition = new Map<string, CompetitionStats>()
  for (const row of rows) {
    add(totals, row)
    // An unused substitute's row says they were in the squad, not that they played: it adds nothing.
    if (empty(row)) continue
    const key = `${row.season}|${row.competition_type}|${row.competition_id}|${row.competition}`
    const entry = byCompetition.get(key)
    if (entry) add(entry, row)
    else byCompetition.set(key, { ...row })
  }
  const bySeason = new Map<string | null, SeasonStats>()
  for (const row of byCompetition.values()) {
    const season = bySeason.get(row.season) ?? { season: row.season, ...unknown() }
    add(season, row)
    bySeason.set(row.season, season)
  }
  const competitions = [...byCompetition.values()].sort(
    (a, b) => bySeasonDesc(a.season, b.season) || a.competition.localeCompare(b.competition),
  )
  const seasons = [...bySeason.values()].sort((a, b) => bySeasonDesc(a.season, b.season))
  return {
    player_id: playerId,
    totals,
    career,
    by_season: seasons,
    by_competition: competitions,
  }
}
