import { sql } from 'drizzle-orm'
import type { GameSummary } from '../../../src/api/contract/schemas/assignments'
import type { Executor } from '../../db/client'

// A game as an assignment, the calendar and the calendar feed name it: its day, its hour when one is recorded,
// its two teams, its competition (the tournament's or league's name, else the free text) and its venue.

/** The SQL columns of a game's summary, for `games g`; joined by the callers that add their own columns. */
export const gameSummaryColumns = sql`
  g.uid::text as id,
  to_char(g.date at time zone 'UTC', 'YYYY-MM-DD') as day,
  case when g.date is not null and (g.date at time zone 'UTC')::time <> '00:00'
    then to_char(g.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as time,
  (select t.name from game_teams gt join teams t on t.uid = gt.team_id where gt.game_id = g.uid and gt.side = 0) as home,
  (select t.name from game_teams gt join teams t on t.uid = gt.team_id where gt.game_id = g.uid and gt.side = 1) as away,
  (select gt.team_id::text from game_teams gt where gt.game_id = g.uid and gt.side = 0) as home_uid,
  (select gt.team_id::text from game_teams gt where gt.game_id = g.uid and gt.side = 1) as away_uid,
  coalesce((select name from tournaments where uid = g.tournament_id),
    (select name from leagues where uid = g.league_id), g.competition) as competition,
  nullif(concat_ws(', ', g.venue, g.city), '') as venue`

export const toGameSummary = (row: Record<string, unknown>): GameSummary => ({
  id: String(row.id),
  date: (row.day as string | null) ?? null,
  time: (row.time as string | null) ?? null,
  home: (row.home as string | null) ?? null,
  away: (row.away as string | null) ?? null,
  home_uid: (row.home_uid as string | null) ?? null,
  away_uid: (row.away_uid as string | null) ?? null,
  competition: (row.competition as string | null) ?? null,
  venue: (row.venue as string | null) ?? null,
})

/** The summaries of these games, by uid. */
export async function gameSummaries(db: Executor, uids: string[]): Promise<Map<string, GameSummary>> {
  if (!uids.length) return new Map()
  const result = await db.execute(sql`
    select ${gameSummaryColumns} from games g
    where g.uid in (${sql.join(
      uids.map((u) => sql`${u}::uuid`),
      sql`, `,
    )})`)
  return new Map(
    (result.rows as Record<string, unknown>[]).map((row) => [String(row.id), toGameSummary(row)]),
  )
}
