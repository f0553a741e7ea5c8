import { footballFamilyContracts } from '../../../src/api/contract/football-family-contracts'
import { clubFamily, clubMemberFamily, clubPlayerFamily } from '../clubs/clubs'
import { leagueFamily, tournamentFamily } from '../competitions/competitions'
import { gameDayFamily, nationalMatchDayFamily, weekDayFamily } from '../competitions/days'
import { clubCountryFamily, countryFamily } from '../countries/countries'
import {
  nationalFamily,
  nationalSquadFamily,
  nationalStaffFamily,
  nationalTeamFamily,
} from '../nationals/nationals'
import { categoryFamily, tagFamily } from '../taxonomy/taxonomy'
import { teamFamily, teamLeagueFamily } from '../teams/teams'
import type { Resource } from './resource'

// The football families the engine serves, each: its path from the contract's path table, its definition and
// its contract. An area registers all of them with the access it grants (server/http/resource-routes.ts);
// games and players compose the engine's reader in their own routes because they are more than a row.

const f = footballFamilyContracts
const resource = (
  family: { path: string; contract: Resource['contract'] },
  def: Resource['def'],
): Resource => ({
  path: family.path,
  def,
  contract: family.contract,
})
export const footballResources = {
  country: resource(f.country, countryFamily),
  clubCountry: resource(f.clubCountry, clubCountryFamily),
  club: resource(f.club, clubFamily),
  clubPlayer: resource(f.clubPlayer, clubPlayerFamily),
  clubMember: resource(f.clubMember, clubMemberFamily),
  tournament: resource(f.tournament, tournamentFamily),
  league: resource(f.league, leagueFamily),
  national: resource(f.national, nationalFamily),
  nationalStaff: resource(f.nationalStaff, nationalStaffFamily),
  nationalTeam: resource(f.nationalTeam, nationalTeamFamily),
  nationalSquad: resource(f.nationalSquad, nationalSquadFamily),
  team: resource(f.team, teamFamily),
  teamLeague: resource(f.teamLeague, teamLeagueFamily),
  gameDay: resource(f.gameDay, gameDayFamily),
  nationalMatchDay: resource(f.nationalMatchDay, nationalMatchDayFamily),
  weekDay: resource(f.weekDay, weekDayFamily),
  tags: resource(f.tags, tagFamily),
  categories: resource(f.categories, categoryFamily),
} satisfies Record<string, Resource>
