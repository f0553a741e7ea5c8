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
import { apiBase } from './paths'

// Every football family in one table: its path (spec spelling, relative to an area's base — the community area
// serves it read-write, the scout area read-only), what to call it, and which parents its list can be filtered
// by (query key → the family the uid belongs to). The server registers its routes from this table and screens
// read it instead of spelling paths. A family's filters are typed against its contract's list query: every
// filter the contract declares must say which family it points at, and no other key is accepted.

export interface FootballFamily {
  /** Path under /api/community, e.g. `club/player`. */
  path: string
  label: string
  plural: string
  /** List filters: query key → the family (path) whose uid it takes. */
  filters: Record<string, string>
}

const family = (path: string, label: string, plural: string, filters: Record<string, string> = {}) =>
  ({ path, label, plural, filters }) satisfies FootballFamily

/** A family whose contract is a family contract: `filters` must name exactly the contract's list filters. The
 * entry carries its contract, so the server's resources and the client's screens find it here. */
const typedFamily = <K extends string, C extends { filters: readonly K[] }>(
  contract: C,
  path: string,
  label: string,
  plural: string,
  filters: Record<K, string>,
) => ({ ...family(path, label, plural, filters), contract })
const none = {} as Record<never, string>

const gameFilters = {
  tournament_id: 'tournament',
  league_id: 'league',
  team_id: 'team',
  player_id: 'player',
  game_day_id: 'game-day',
  national_match_day_id: 'national_match_day',
  week_day_id: 'week-day',
}

export const footballFamilies = {
  country: typedFamily(countryContract, 'country', 'country', 'countries', none),
  clubCountry: typedFamily(clubCountryContract, 'club-country', 'club country', 'club countries', {
    country_id: 'country',
  }),
  club: typedFamily(clubContract, 'club', 'club', 'clubs', {
    country_id: 'country',
    club_country_id: 'club-country',
  }),
  clubPlayer: typedFamily(clubPlayerContract, 'club/player', 'club player', 'club players', {
    club_id: 'club',
    player_id: 'player',
  }),
  clubMember: typedFamily(clubMemberContract, 'club-member', 'club member', 'club members', {
    club_id: 'club',
  }),
  tournament: typedFamily(tournamentContract, 'tournament', 'tournament', 'tournaments', {
    country_id: 'country',
  }),
  league: typedFamily(leagueContract, 'league', 'league', 'leagues', { country_id: 'country' }),
  national: typedFamily(nationalContract, 'national', 'national side', 'national sides', {
    country_id: 'country',
  }),
  nationalStaff: typedFamily(
    nationalStaffContract,
    'national_staff',
    'national staff member',
    'national staff',
    {
      national_id: 'national',
    },
  ),
  nationalTeam: typedFamily(nationalTeamContract, 'national_team', 'national team', 'national teams', {
    national_id: 'national',
    player_id: 'player',
  }),
  nationalSquad: typedFamily(nationalSquadContract, 'national_squad', 'national squad', 'national squads', {
    national_id: 'national',
    tournament_id: 'tournament',
    player_id: 'player',
  }),
  team: typedFamily(teamContract, 'team', 'team', 'teams', {
    club_id: 'club',
    tournamentId: 'tournament',
    national_id: 'national',
    leagueId: 'league',
    player_id: 'player',
  }),
  teamLeague: typedFamily(teamLeagueContract, 'team_league', 'league entry', 'league entries', {
    team_id: 'team',
    league_id: 'league',
  }),
  gameDay: typedFamily(gameDayContract, 'game-day', 'game day', 'game days', {
    tournament_id: 'tournament',
    game_id: 'game',
  }),
  nationalMatchDay: typedFamily(
    nationalMatchDayContract,
    'national_match_day',
    'national match day',
    'national match days',
    {
      tournament_id: 'tournament',
      game_id: 'game',
    },
  ),
  weekDay: typedFamily(weekDayContract, 'week-day', 'week day', 'week days', {
    league_id: 'league',
    game_id: 'game',
  }),
  game: family('game', 'game', 'games', gameFilters),
  nationalGame: family('national_game', 'national game', 'national games', gameFilters),
  leagueGame: family('league_game', 'league game', 'league games', gameFilters),
  teamGame: family('team_game', 'team game', 'team games', gameFilters),
  moreMatches: family('more-matches', 'other match', 'other matches', gameFilters),
  tags: typedFamily(tagContract, 'tags', 'tag', 'tags', none),
  categories: typedFamily(categoryContract, 'categories', 'category', 'categories', none),
} as const

export type FootballFamilyKey = keyof typeof footballFamilies

/**
 * `/api/{area}/{path}`, `/api/{area}/{path}/{id}`, `/api/{area}/{path}/search`: the community area reads and
 * writes every family, the scout area reads them.
 */
export const footballPaths = (path: string, area: 'community' | 'scout' = 'community') => {
  const base = `${apiBase[area]}/${path}`
  return { list: base, create: base, search: `${base}/search`, one: (id: string) => `${base}/${id}` }
}
