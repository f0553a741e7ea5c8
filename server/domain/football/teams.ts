import { sql } from 'drizzle-orm'
import { teamContract, teamLeagueContract } from '../../../src/api/contract/schemas/football-competitions'
import { gamePlayers, gameTeams, players, teamLeagues, teamPlayers, teams } from '../../db/schema/football'
import { defineFamily } from './define-family'

// Teams (one competition each, with a players list) and their league registrations.

export const teamFamily = defineFamily(teamContract, {
  label: 'team',
  table: teams,
  columns: {
    name: teams.name,
    club_id: teams.clubId,
    tournamentId: teams.tournamentId,
    national_id: teams.nationalId,
    leagueId: teams.leagueId,
    season: teams.season,
    category: teams.category,
    gender: teams.gender,
    pic: teams.pic,
  },
  lists: {
    players: {
      table: teamPlayers,
      owner: teamPlayers.ownerId,
      item: teamPlayers.playerId,
      position: teamPlayers.position,
      target: { uid: players.uid, label: 'player' },
      filter: 'player_id',
    },
  },
  filters: {
    club_id: teams.clubId,
    tournamentId: teams.tournamentId,
    national_id: teams.nationalId,
    leagueId: teams.leagueId,
  },
  search: { name: teams.name },
  referencedBy: [
    { column: gameTeams.teamId, label: 'games' },
    { column: gamePlayers.teamId, label: 'game sheet rows' },
  ],
  constraints: {
    teams_one_competition: {
      path: 'tournamentId',
      message: 'Choose what the team plays in: one league, tournament or national side',
    },
  },
})

export const teamLeagueFamily = defineFamily(teamLeagueContract, {
  label: 'team league entry',
  table: teamLeagues,
  columns: {
    team_id: teamLeagues.teamId,
    league_id: teamLeagues.leagueId,
    season: teamLeagues.season,
    group_name: teamLeagues.groupName,
  },
  computed: {
    // Aliased: drizzle leaves select-list columns unqualified, which would bind inside the subquery.
    team_name: sql<string>`(select t.name from teams t where t.uid = "team_leagues"."team_id")`,
  },
  filters: { team_id: teamLeagues.teamId, league_id: teamLeagues.leagueId },
  search: { via: teamLeagues.teamId, uid: teams.uid, name: teams.name, from: teams },
  constraints: {
    team_leagues_unique: { path: 'team_id', message: 'This team is already in this league for that season' },
  },
})
