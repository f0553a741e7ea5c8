import type { FastifyInstance } from 'fastify'
import {
  leagueContract,
  nationalContract,
  nationalSquadContract,
  nationalStaffContract,
  nationalTeamContract,
  teamContract,
  teamLeagueContract,
  tournamentContract,
} from '../../../src/api/contract/football-competitions'
import { leagueFamily, tournamentFamily } from '../../domain/competitions/competitions'
import {
  nationalFamily,
  nationalSquadFamily,
  nationalStaffFamily,
  nationalTeamFamily,
} from '../../domain/nationals/nationals'
import { teamFamily, teamLeagueFamily } from '../../domain/teams/teams'
import { familyRoutes } from './family.routes'

// tournament, league, national, national_staff, national_team, national_squad, team, team_league.
export async function competitionsRoutes(app: FastifyInstance) {
  await app.register(familyRoutes('tournament', tournamentFamily, tournamentContract))
  await app.register(familyRoutes('league', leagueFamily, leagueContract))
  await app.register(familyRoutes('national', nationalFamily, nationalContract))
  await app.register(familyRoutes('national_staff', nationalStaffFamily, nationalStaffContract))
  await app.register(familyRoutes('national_team', nationalTeamFamily, nationalTeamContract))
  await app.register(familyRoutes('national_squad', nationalSquadFamily, nationalSquadContract))
  await app.register(familyRoutes('team', teamFamily, teamContract))
  await app.register(familyRoutes('team_league', teamLeagueFamily, teamLeagueContract))
}
