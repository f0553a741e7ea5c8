// A player's statistics, derived from game sheets (never typed in): GET /api/community/player_stats/{id}, and
// the scout area's matches_played/{id}. See docs/decisions/0003-player-statistics.md.

export const statsPaths = {
  playerStats: (id: string) => `/api/community/player_stats/${id}`,
} as const

export interface StatCounts {
  /** Sheets where the player started or came on. */
  matches: number
  /**
   * Of those, the matches whose sheet places the player (starting, bench, substitution): `starts` and `minutes`
   * count these only. An imported sheet names scorers without a line-up, so there a start and minutes are not
   * recorded — never an invented start with 0 minutes.
   */
  lineup_matches: number
  /** Of those, in the starting line-up (not on the bench). */
  starts: number
  minutes: number
  goals: number
  assists: number
  pre_assists: number
  /** Every yellow card, a second yellow included. */
  yellow_cards: number
  /** Sendings-off, whether straight red or after a second yellow. */
  red_cards: number
  motm: number
}

export interface SeasonStats extends StatCounts {
  /** null for games entered without a season. */
  season: string | null
}

export interface CompetitionStats extends SeasonStats {
  /** 'tournament' and 'league' point at records; 'other' is a free-text competition or a friendly. */
  competition_type: 'tournament' | 'league' | 'other'
  competition_id: string | null
  competition: string
}

/** A season with one team: a club's, a national side's, or a team that is neither (a school's, a youth side). */
export interface CareerStats extends SeasonStats {
  team_id: string
  team: string
  team_kind: 'club' | 'national' | 'team'
}

export interface PlayerStats {
  player_id: string
  totals: StatCounts
  /** The career: one row per season and team, newest season first. */
  career: CareerStats[]
  /** Newest season first. */
  by_season: SeasonStats[]
  /** Per competition and season, newest season first. */
  by_competition: CompetitionStats[]
}

/** Games in these states are not counted: the sheet describes something that did not happen. */
export const uncountedGameStatuses = ['postponed', 'cancelled'] as const
