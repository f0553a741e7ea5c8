import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm'
import {
  type CareerStats,
  type StatCounts,
  uncountedGameStatuses,
} from '../../../src/api/contract/terms/player-stats'
import type { Executor } from '../../db/client'
import type { Bound } from '../../db/reads/prepared'
import { gamePlayers, games, teams } from '../../db/schema/index'

// A player's career by season and team (club or national side), from the same sheet rows and with the same rules
// as his statistics (stats.ts): every count but goals only from rows that place him (null where none does), an
// unused substitute's row adds nothing. The team's name and kind come with its row; each row's game is read by
// key, as stats.ts does.

/** The career's rows for the player `player` (a placeholder when prepared), one per season and team. */
export function careerQuery<Counts extends Record<keyof StatCounts, SQL<number | null>>>(
  db: Executor,
  player: Bound,
  counts: Counts,
) {
  const game = db
    .select({ status: games.status })
    .from(games)
    .where(eq(games.uid, gamePlayers.gameId))
    .offset(sql`0` as never)
    .as('game')
  const kind = sql<CareerStats['team_kind']>`case when ${teams.nationalId} is not null then 'national'
    when ${teams.clubId} is not null then 'club' else 'team' end`
  return db
    .select({
      season: gamePlayers.season,
      team_id: gamePlayers.teamId,
      team: teams.name,
      team_kind: kind,
      ...counts,
    })
    .from(gamePlayers)
    .innerJoinLateral(game, sql`true`)
    .innerJoin(teams, eq(teams.uid, gamePlayers.teamId))
    .where(and(eq(gamePlayers.playerId, player), notInArray(game.status, [...uncountedGameStatuses])))
    .groupBy(gamePlayers.season, gamePlayers.teamId, teams.name, teams.nationalId, teams.clubId)
}

/** The career as it is shown: rows where the player played or was booked, newest season first, then by team. */
export function careerRows(rows: CareerStats[]): CareerStats[] {
  return rows
    .filter((row) => Boolean(row.matches || row.scorer_only_matches || row.yellow_cards || row.red_cards))
    .sort((a, b) =>
      a.season === b.season
        ? a.team.localeCompare(b.team)
        : a.season === null
          ? 1
          : b.season === null
            ? -1
            : b.season.localeCompare(a.season),
    )
}
