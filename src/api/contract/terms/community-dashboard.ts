// GET /api/community/dashboard: what a member needs when they open the community area — what they have entered
// (from the record history), the games they worked on last, and how big the database is.

export interface CommunityDashboard {
  /** Records this member created, by kind (players, clubs, teams, games …) and in all. */
  created: { kind: string; count: number }[]
  created_total: number
  /** Changes this member made in the last 7 days. */
  changes_this_week: number
  /** The games this member created or changed most recently. */
  recent_games: {
    uid: string
    team_names: (string | null)[]
    date: string | null
    home_score: number | null
    away_score: number | null
  }[]
  totals: { players: number; clubs: number; games: number }
}
