import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  gameDayContract,
  nationalMatchDayContract,
  weekDayContract,
} from '../../../src/api/contract/schemas/football-days'
import {
  gameDayGames,
  gameDays,
  games,
  nationalMatchDayGames,
  nationalMatchDays,
  weekDayGames,
  weekDays,
} from '../../db/schema/football'
import { defineFamily } from './define-family'
import type { UidListDef } from './family-read'

// Game days (tournaments), national match days and week days (leagues): each lists its games in order.

/**
 * Days listed as a calendar reads them: by date (an imported round's is its first match's), then by what the
 * caller adds, then by name — by name alone "Matchday 10" came between 1 and 2.
 */
const calendarOrder = (day: { date: AnyPgColumn; name: AnyPgColumn }, ...then: SQL[]) => [
  sql`${day.date} asc nulls last`,
  ...then,
  sql`lower(${day.name})`,
]

const gameList = (
  table: typeof gameDayGames | typeof nationalMatchDayGames | typeof weekDayGames,
): UidListDef<'game_id'> => ({
  table,
  owner: table.dayId,
  item: table.gameId,
  position: table.position,
  target: { uid: games.uid, label: 'game' },
  filter: 'game_id',
})

export const gameDayFamily = defineFamily(gameDayContract, {
  label: 'game day',
  table: gameDays,
  columns: {
    tournament_id: gameDays.tournamentId,
    name: gameDays.name,
    date: gameDays.date,
    stage: gameDays.stage,
  },
  lists: { games: gameList(gameDayGames) },
  filters: { tournament_id: gameDays.tournamentId },
  search: { name: gameDays.name },
  order: calendarOrder(gameDays),
})

export const nationalMatchDayFamily = defineFamily(nationalMatchDayContract, {
  label: 'national match day',
  table: nationalMatchDays,
  columns: {
    tournament_id: nationalMatchDays.tournamentId,
    name: nationalMatchDays.name,
    date: nationalMatchDays.date,
  },
  lists: { games: gameList(nationalMatchDayGames) },
  filters: { tournament_id: nationalMatchDays.tournamentId },
  search: { name: nationalMatchDays.name },
  order: calendarOrder(nationalMatchDays),
})

export const weekDayFamily = defineFamily(weekDayContract, {
  label: 'week day',
  table: weekDays,
  columns: {
    league_id: weekDays.leagueId,
    name: weekDays.name,
    number: weekDays.number,
    season: weekDays.season,
    date: weekDays.date,
  },
  lists: { games: gameList(weekDayGames) },
  filters: { league_id: weekDays.leagueId },
  search: { name: weekDays.name },
  order: calendarOrder(weekDays, sql`${weekDays.number} asc nulls last`),
})
