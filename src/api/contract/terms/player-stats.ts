// A player's statistics, derived from game sheets (never typed in): GET /api/community/player_stats/{id}, and
// the scout area's matches_played/{id}. See docs/decisions/0003-player-statistics.md.

export const statsPaths = {
  playerStats: (id: string) => `/api/community/player_stats/${id}`,
} as const

/**
 * A count is null where no sheet of the group could record it (docs/decisions/0056-unknown-is-unknown.md): a
 * sheet that holds only the scorers (openfootball's imports) records goals and nothing else. A 0 is a fact.
 */
export interface StatCounts {
  /**
   * Games the player started or came on in, by a sheet that records the line-up; null when no sheet places him
   * (none names him yet, or only as a scorer). 0 only for a player a line-up names and who never came on.
   */
  matches: number | null
  /**
   * Games that name the player only as a scorer (no line-up recorded): he played, but those games are not in
   * `matches`, nor in any count but goals. A screen says "only scorers are known for 3 games".
   */
  scorer_only_matches: number
  /**
   * The matches whose sheet places the player (starting, bench, substitution), as a number even when there are
   * none: `starts` and `minutes` count these only (decision 0017).
   */
  lineup_matches: number
  /** Of those, in the starting line-up (not on the bench). */
  starts: number | null
  minutes: number | null
  goals: number
  assists: number | null
  pre_assists: number | null
  /** Every yellow card, a second yellow included. */
  yellow_cards: number | null
  /** Sendings-off, whether straight red or after a second yellow. */
  red_cards: number | null
  motm: number | null
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

/** The few numbers shown beside a player in a scout's lists and searches. */
export interface KeyNumbers {
  /** Games played whose line-up is recorded; null when no sheet places him (none names him, or only as a scorer). */
  matches: number | null
  /** The games whose sheet places the player, as a number: `minutes` covers these only. */
  lineup_matches: number
  minutes: number | null
  goals: number
  assists: number | null
}
