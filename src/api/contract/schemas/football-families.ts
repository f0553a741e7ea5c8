import { type FootballFamily, footballFamilies as f } from '../terms/football-paths'
import {
  leagueContract,
  nationalContract,
  nationalSquadContract,
  nationalStaffContract,
  nationalTeamContract,
  teamContract,
  teamLeagueContract,
  tournamentContract,
} from './football-competitions'
import {
  categoryContract,
  gameDayContract,
  nationalMatchDayContract,
  tagContract,
  weekDayContract,
} from './football-days'
import {
  clubContract,
  clubCountryContract,
  clubMemberContract,
  clubPlayerContract,
  countryContract,
} from './football-places'

// Each football family of the path table (football-paths.ts) with its contract: the server's families and the
// community's forms find both here. Typed so that every list filter a contract declares is one the path table
// names (and so says which family its uid belongs to).

const withContract = <K extends string, C extends { filters: readonly K[] }>(
  family: FootballFamily<K>,
  contract: C,
) => ({ ...family, contract })

export const footballFamilyContracts = {
  country: withContract(f.country, countryContract),
  clubCountry: withContract(f.clubCountry, clubCountryContract),
  club: withContract(f.club, clubContract),
  clubPlayer: withContract(f.clubPlayer, clubPlayerContract),
  clubMember: withContract(f.clubMember, clubMemberContract),
  tournament: withContract(f.tournament, tournamentContract),
  league: withContract(f.league, leagueContract),
  national: withContract(f.national, nationalContract),
  nationalStaff: withContract(f.nationalStaff, nationalStaffContract),
  nationalTeam: withContract(f.nationalTeam, nationalTeamContract),
  nationalSquad: withContract(f.nationalSquad, nationalSquadContract),
  team: withContract(f.team, teamContract),
  teamLeague: withContract(f.teamLeague, teamLeagueContract),
  gameDay: withContract(f.gameDay, gameDayContract),
  nationalMatchDay: withContract(f.nationalMatchDay, nationalMatchDayContract),
  weekDay: withContract(f.weekDay, weekDayContract),
  tags: withContract(f.tags, tagContract),
  categories: withContract(f.categories, categoryContract),
}

export type ContractedFamilyKey = keyof typeof footballFamilyContracts
