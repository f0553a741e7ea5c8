import { apiBase } from './paths'

// Every football family in one table: its path (spec spelling, relative to an area's base — the community area
// serves it read-write, the scout area read-only), what to call it, and which parents its list can be filtered
// by (query key → the family the uid belongs to). The server registers its routes from this table and screens
// read it instead of spelling paths. No validation library here: a scout's browse screens read it without zod;
// each family's contract is attached in schemas/football-families.ts, which also checks that every filter the
// contract declares is one named here.

export interface FootballFamily<K extends string = string> {
  /** Path under /api/community, e.g. `club/player`. */
  path: string
  label: string
  plural: string
  /** List filters: query key → the family (path) whose uid it takes. */
  filters: Record<K, string>
}

const family = <K extends string = never>(
  path: string,
  label: string,
  plural: string,
  filters: Record<K, string> = {} as Record<K, string>,
): FootballFamily<K> => ({ path, label, plural, filters })

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
  country: family('country', 'country', 'countries'),
  clubCountry: family('club-country', 'club country', 'club countries', {
    country_id: 'country',
  }),
  club: family('club', 'club', 'clubs', {
    country_id: 'country',
    club_country_id: 'club-country',
  }),
  clubPlayer: family('club/player', 'club player', 'club players', {
    club_id: 'club',
    player_id: 'player',
  }),
  clubMember: family('club-member', 'club member', 'club members', {
    club_id: 'club',
  }),
  tournament: family('tournament', 'tournament', 'tournaments', {
    country_id: 'country',
  }),
  league: family('league', 'league', 'leagues', { country_id: 'country' }),
  national: family('national', 'national side', 'national sides', {
    country_id: 'country',
  }),
  nationalStaff: family('national_staff', 'national staff member', 'national staff', {
    national_id: 'national',
  }),
  nationalTeam: family('national_team', 'national team', 'national teams', {
    national_id: 'national',
    player_id: 'player',
  }),
  nationalSquad: family('national_squad', 'national squad', 'national squads', {
    national_id: 'national',
    tournament_id: 'tournament',
    player_id: 'player',
  }),
  team: family('team', 'team', 'teams', {
    club_id: 'club',
    tournamentId: 'tournament',
    national_id: 'national',
    leagueId: 'league',
    player_id: 'player',
  }),
  teamLeague: family('team_league', 'league entry', 'league entries', {
    team_id: 'team',
    league_id: 'league',
  }),
  gameDay: family('game-day', 'game day', 'game days', {
    tournament_id: 'tournament',
    game_id: 'game',
  }),
  nationalMatchDay: family('national_match_day', 'national match day', 'national match days', {
    tournament_id: 'tournament',
    game_id: 'game',
  }),
  weekDay: family('week-day', 'week day', 'week days', {
    league_id: 'league',
    game_id: 'game',
  }),
  game: family('game', 'game', 'games', gameFilters),
  nationalGame: family('national_game', 'national game', 'national games', gameFilters),
  leagueGame: family('league_game', 'league game', 'league games', gameFilters),
  teamGame: family('team_game', 'team game', 'team games', gameFilters),
  moreMatches: family('more-matches', 'other match', 'other matches', gameFilters),
  tags: family('tags', 'tag', 'tags'),
  categories: family('categories', 'category', 'categories'),
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
