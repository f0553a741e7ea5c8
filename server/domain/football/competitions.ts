import { leagueContract, tournamentContract } from '../../../src/api/contract/schemas/football-competitions'
import {
  gameDays,
  games,
  leagues,
  nationalMatchDays,
  nationalSquads,
  teams,
  tournaments,
  weekDays,
} from '../../db/schema/football'
import { defineFamily } from './define-family'

// Tournaments and leagues: the competitions teams, days and games belong to.

export const tournamentFamily = defineFamily(tournamentContract, {
  label: 'tournament',
  table: tournaments,
  columns: {
    name: tournaments.name,
    country_id: tournaments.countryId,
    season: tournaments.season,
    start_date: tournaments.startDate,
    end_date: tournaments.endDate,
    organiser: tournaments.organiser,
    pic: tournaments.pic,
  },
  filters: { country_id: tournaments.countryId },
  search: { name: tournaments.name },
  referencedBy: [
    { column: teams.tournamentId, label: 'teams' },
    { column: games.tournamentId, label: 'games' },
    { column: gameDays.tournamentId, label: 'game days' },
    { column: nationalMatchDays.tournamentId, label: 'national match days' },
    { column: nationalSquads.tournamentId, label: 'national squads' },
  ],
})

export const leagueFamily = defineFamily(leagueContract, {
  label: 'league',
  table: leagues,
  columns: {
    name: leagues.name,
    country_id: leagues.countryId,
    season: leagues.season,
    level: leagues.level,
    pic: leagues.pic,
  },
  filters: { country_id: leagues.countryId },
  search: { name: leagues.name },
  referencedBy: [
    { column: teams.leagueId, label: 'teams' },
    { column: games.leagueId, label: 'games' },
    { column: weekDays.leagueId, label: 'week days' },
  ],
})
