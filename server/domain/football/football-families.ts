import { footballFamilyContracts } from '../../../src/api/contract/schemas/football-families'
import { clubFamily, clubMemberFamily, clubPlayerFamily, clubPlayerFamilyForScouts } from './clubs'
import { leagueFamily, tournamentFamily } from './competitions'
import { clubCountryFamily, countryFamily } from './countries'
import { gameDayFamily, nationalMatchDayFamily, weekDayFamily } from './days'
import type { Family } from './family'
import { nationalFamily, nationalSquadFamily, nationalStaffFamily, nationalTeamFamily } from './nationals'
import { categoryFamily, tagFamily } from './taxonomy'
import { teamFamily, teamLeagueFamily } from './teams'

// The football families the engine serves, each: its path from the contract's path table, its definition and
// its contract. An area registers all of them with the access it grants (server/routes/family-routes.ts);
// games and players compose the engine's reader in their own routes because they are more than a row.

const f = footballFamilyContracts
const served = (family: { path: string; contract: Family['contract'] }, def: Family['def']): Family => ({
  path: family.path,
  def,
  contract: family.contract,
})
export const footballFamilies = {
  country: served(f.country, countryFamily),
  clubCountry: served(f.clubCountry, clubCountryFamily),
  club: served(f.club, clubFamily),
  clubPlayer: { ...served(f.clubPlayer, clubPlayerFamily), forScouts: clubPlayerFamilyForScouts },
  clubMember: served(f.clubMember, clubMemberFamily),
  tournament: served(f.tournament, tournamentFamily),
  league: served(f.league, leagueFamily),
  national: served(f.national, nationalFamily),
  nationalStaff: served(f.nationalStaff, nationalStaffFamily),
  nationalTeam: served(f.nationalTeam, nationalTeamFamily),
  nationalSquad: served(f.nationalSquad, nationalSquadFamily),
  team: served(f.team, teamFamily),
  teamLeague: served(f.teamLeague, teamLeagueFamily),
  gameDay: served(f.gameDay, gameDayFamily),
  nationalMatchDay: served(f.nationalMatchDay, nationalMatchDayFamily),
  weekDay: served(f.weekDay, weekDayFamily),
  tags: served(f.tags, tagFamily),
  categories: served(f.categories, categoryFamily),
} satisfies Record<string, Family>
