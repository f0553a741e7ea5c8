import { apiBase } from './paths'

// Every football family of the community API in one table: its path (spec spelling), what to call it, and
// which parents its list can be filtered by (query key → the family the uid belongs to). Screens that list,
// pick or link records read this instead of spelling paths themselves.

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
  clubCountry: family('club-country', 'club country', 'club countries', { country_id: 'country' }),
  club: family('club', 'club', 'clubs', { country_id: 'country', club_country_id: 'club-country' }),
  clubPlayer: family('club/player', 'club player', 'club players', { club_id: 'club', player_id: 'player' }),
  clubMember: family('club-member', 'club member', 'club members', { club_id: 'club' }),
  tournament: family('tournament', 'tournament', 'tournaments', { country_id: 'country' }),
  league: family('league', 'league', 'leagues', { country_id: 'country' }),
  national: family('national', 'national side', 'national sides', { country_id: 'country' }),
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
  gameDay: family('game-day', 'game day', 'game days', { tournament_id: 'tournament', game_id: 'game' }),
  nationalMatchDay: family('national_match_day', 'national match day', 'national match days', {
    tournament_id: 'tournament',
    game_id: 'game',
  }),
  weekDay: family('week-day', 'week day', 'week days', { league_id: 'league', game_id: 'game' }),
  game: family('game', 'game', 'games', gameFilters),
  nationalGame: family('national_game', 'national game', 'national games', gameFilters),
  leagueGame: family('league_game', 'league game', 'league games', gameFilters),
  teamGame: family('team_game', 'team game', 'team games', gameFilters),
  moreMatches: family('more-matches', 'other match', 'other matches', gameFilters),
  tags: family('tags', 'tag', 'tags'),
  categories: family('categories', 'category', 'categories'),
} as const

export type FootballFamilyKey = keyof typeof footballFamilies

/** `/api/community/{path}`, `/api/community/{path}/{id}`, `/api/community/{path}/search`. */
export const footballPaths = (path: string) => {
  const base = `${apiBase.community}/${path}`
  return { list: base, create: base, search: `${base}/search`, one: (id: string) => `${base}/${id}` }
}
