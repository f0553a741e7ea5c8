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
import {
  categoryContract,
  gameDayContract,
  nationalMatchDayContract,
  tagContract,
  weekDayContract,
} from '../../../src/api/contract/football-days'
import { footballFamilies } from '../../../src/api/contract/football-paths'
import {
  clubContract,
  clubCountryContract,
  clubMemberContract,
  clubPlayerContract,
  countryContract,
} from '../../../src/api/contract/football-places'
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

const f = footballFamilies
export const footballResources = {
  country: { path: f.country.path, def: countryFamily, contract: countryContract },
  clubCountry: { path: f.clubCountry.path, def: clubCountryFamily, contract: clubCountryContract },
  club: { path: f.club.path, def: clubFamily, contract: clubContract },
  clubPlayer: { path: f.clubPlayer.path, def: clubPlayerFamily, contract: clubPlayerContract },
  clubMember: { path: f.clubMember.path, def: clubMemberFamily, contract: clubMemberContract },
  tournament: { path: f.tournament.path, def: tournamentFamily, contract: tournamentContract },
  league: { path: f.league.path, def: leagueFamily, contract: leagueContract },
  national: { path: f.national.path, def: nationalFamily, contract: nationalContract },
  nationalStaff: { path: f.nationalStaff.path, def: nationalStaffFamily, contract: nationalStaffContract },
  nationalTeam: { path: f.nationalTeam.path, def: nationalTeamFamily, contract: nationalTeamContract },
  nationalSquad: { path: f.nationalSquad.path, def: nationalSquadFamily, contract: nationalSquadContract },
  team: { path: f.team.path, def: teamFamily, contract: teamContract },
  teamLeague: { path: f.teamLeague.path, def: teamLeagueFamily, contract: teamLeagueContract },
  gameDay: { path: f.gameDay.path, def: gameDayFamily, contract: gameDayContract },
  nationalMatchDay: {
    path: f.nationalMatchDay.path,
    def: nationalMatchDayFamily,
    contract: nationalMatchDayContract,
  },
  weekDay: { path: f.weekDay.path, def: weekDayFamily, contract: weekDayContract },
  tags: { path: f.tags.path, def: tagFamily, contract: tagContract },
  categories: { path: f.categories.path, def: categoryFamily, contract: categoryContract },
} satisfies Record<string, Resource>
