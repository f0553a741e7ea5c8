import { count, eq, sql } from 'drizzle-orm'
import type { ListBody, PageQuery } from '../../../src/api/contract/schemas/common'
import type { MatchPlayed } from '../../../src/api/contract/schemas/scout-players'
import type { Executor } from '../../db/client'
import { preparedRead } from '../../db/reads/prepared'
import { gamePlayers, games, leagues, tournaments } from '../../db/schema/index'
import { lineupRecorded } from '../games/lineup-recorded'
import { requirePlayer } from './player-reads'

// A player's games, newest first, each with the player's line from its sheet (minutes, goals, assists, cards,
// man of the match) and what a scout needs around it: the opponent, the competition, the score from the
// player's side. Read from the `game_players` rows through the (player_id, game_date) index.
//
// Honest about what was not recorded: where the sheet does not place the player (imported World Cup sheets list
// only the scorers; games/lineup-recorded.ts), whether they started and for how long is unknown — null, and so
// are the assists, cards and man of the match such a sheet cannot hold (decision 0056).
const teamName = (side: 'own' | 'other') =>
  sql<string | null>`(select t.name from game_teams gt join teams t on t.uid = gt.team_id
    where gt.game_id = ${gamePlayers.gameId} and gt.side ${sql.raw(side === 'own' ? '=' : '<>')} ${gamePlayers.side} limit 1)`
const competition = sql<string>`coalesce(
  (select ${tournaments.name} from ${tournaments} where ${tournaments.uid} = ${gamePlayers.tournamentId}),
  (select ${leagues.name} from ${leagues} where ${leagues.uid} = ${gamePlayers.leagueId}),
  ${games.competition},
  case ${gamePlayers.gameKind} when 'national_game' then 'International' when 'league_game' then 'League'
    when 'team_game' then 'Team games' when 'more_matches' then 'Other matches' else 'Friendlies' end)`

// Prepared (db/reads/prepared.ts): built and planned once, as the player's statistics are (stats.ts).
const mine = eq(gamePlayers.playerId, sql.placeholder('player'))
const matchRows = preparedRead('player_matches', (db) =>
  db
    .select({
      game_uid: gamePlayers.gameId,
      date: gamePlayers.gameDate,
      season: gamePlayers.season,
      status: games.status,
      competition,
      team: teamName('own'),
      opponent: teamName('other'),
      side: gamePlayers.side,
      home: games.homeScore,
      away: games.awayScore,
      recorded: sql<boolean>`${lineupRecorded()}`,
      on_bench: gamePlayers.onBench,
      played: gamePlayers.played,
      minutes: gamePlayers.minutes,
      goals: gamePlayers.goals,
      assists: gamePlayers.assistGoal,
      yellow: sql<number>`((${gamePlayers.yellowCardTime} is not null)::int + (${gamePlayers.yellowSecondCardTime} is not null)::int)`,
      red: sql<number>`(${gamePlayers.redCardTime} is not null)::int`,
      motm: gamePlayers.motm,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.uid, gamePlayers.gameId))
    .where(mine)
    .orderBy(sql`${gamePlayers.gameDate} desc nulls last`, gamePlayers.gameId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
)
const matchCount = preparedRead('player_match_count', (db) =>
  db.select({ n: count() }).from(gamePlayers).where(mine),
)

export async function matchesPlayed(
  db: Executor,
  playerId: string,
  query: PageQuery,
): Promise<ListBody<MatchPlayed>> {
  await requirePlayer(db, playerId)
  const rows = await matchRows(db, {
    player: playerId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  const [total] = await matchCount(db, { player: playerId })
  const data = rows.map((row): MatchPlayed => {
    const recorded = row.recorded
    const scored = row.home !== null && row.away !== null
    return {
      game_uid: row.game_uid,
      date: row.date ? row.date.toISOString() : null,
      season: row.season,
      competition: row.competition,
      status: row.status,
      team: row.team,
      opponent: row.opponent,
      score: scored ? (row.side === 0 ? [row.home!, row.away!] : [row.away!, row.home!]) : null,
      lineup_recorded: recorded,
      started: recorded ? row.played && !row.on_bench : null,
      minutes: recorded ? row.minutes : null,
      goals: row.goals,
      // A sheet of scorers records no assists, cards or man of the match (decision 0056); one it does name stays.
      assists: recorded || row.assists > 0 ? row.assists : null,
      yellow_cards: recorded || Number(row.yellow) > 0 ? Number(row.yellow) : null,
      red_cards: recorded || Number(row.red) > 0 ? Number(row.red) : null,
      motm: recorded || row.motm ? row.motm : null,
    }
  })
  return { data, meta: { total: Number(total?.n ?? 0), page: query.page, limit: query.limit } }
}
