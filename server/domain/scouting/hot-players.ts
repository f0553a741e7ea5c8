import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { lineupRecorded } from '../games/lineup-recorded'

// Hot players (decision 0015): who is in form and who scouts are looking at, each with the reason in words.
//
//   form     = goals + assists over the player's last 5 matches (sheets of the last 365 days; postponed and
//              cancelled games do not count)
//   interest = scouts who shortlisted the player in the last 14 days
//   hot      = form ≥ 2, or interest ≥ 1; ranked by form, then interest
//
// Goal contributions are counted, not rates: most imported sheets have no line-ups, so minutes (and per-90
// rates) are unknown for them, and a rate over unknown minutes would be invented. A sheet without a line-up names
// only its scorers (decision 0056): its games are not "his last matches" but the games on record, and the reason
// says so rather than "2 goals in the last 2 matches" of a player who may have played ten.

export const HOT_RULES = { lastMatches: 5, formDays: 365, interestDays: 14, minForm: 2 } as const

export interface HotLine {
  uid: string
  matches: number
  goals: number
  assists: number
  scouts: number
  /** Of `matches`, the games known only from a sheet of scorers (not sent: the reason words them). */
  scorerOnly: number
}

export async function hotPlayerLines(db: Db, limit: number): Promise<HotLine[]> {
  const { lastMatches, formDays, interestDays, minForm } = HOT_RULES
  const result = await db.execute(sql`
    with recent as (
      select gp.player_id, gp.goals, gp.assist_goal, not ${lineupRecorded('gp')} as scorer_only,
        row_number() over (partition by gp.player_id order by gp.game_date desc nulls last, gp.game_id) as n
      from game_players gp join games g on g.uid = gp.game_id
      where gp.game_date >= now() - make_interval(days => ${formDays})
        and g.status not in ('postponed', 'cancelled')
    ), form as (
      select player_id, count(*)::int as matches, sum(goals)::int as goals, sum(assist_goal)::int as assists,
        count(*) filter (where scorer_only)::int as scorer_only
      from recent where n <= ${lastMatches} group by player_id
    ), interest as (
      select player_uid as player_id, count(*)::int as scouts from scout_shortlists
      where created_at >= now() - make_interval(days => ${interestDays}) group by player_uid
    )
    select coalesce(f.player_id, i.player_id)::text as uid, coalesce(f.matches, 0) as matches,
      coalesce(f.goals, 0) as goals, coalesce(f.assists, 0) as assists, coalesce(i.scouts, 0) as scouts,
      coalesce(f.scorer_only, 0) as scorer_only
    from form f full join interest i on i.player_id = f.player_id
    where coalesce(f.goals, 0) + coalesce(f.assists, 0) >= ${minForm} or coalesce(i.scouts, 0) >= 1
    order by coalesce(f.goals, 0) + coalesce(f.assists, 0) desc, coalesce(i.scouts, 0) desc, 1
    limit ${limit}`)
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    uid: String(row.uid),
    matches: Number(row.matches),
    goals: Number(row.goals),
    assists: Number(row.assists),
    scouts: Number(row.scouts),
    scorerOnly: Number(row.scorer_only),
  }))
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * "4 goals and 2 assists in the last 5 matches · shortlisted by 3 scouts in the last 14 days"; "2 goals in his last
 * 2 games on record (known only from their scorers)".
 */
export function hotReason(line: HotLine): string {
  const parts: string[] = []
  if (line.goals + line.assists > 0) {
    const what = [
      line.goals ? plural(line.goals, 'goal', 'goals') : '',
      line.assists ? plural(line.assists, 'assist', 'assists') : '',
    ]
      .filter(Boolean)
      .join(' and ')
    if (line.scorerOnly === 0) parts.push(`${what} in the last ${plural(line.matches, 'match', 'matches')}`)
    else {
      const known =
        line.scorerOnly === line.matches
          ? 'known only from their scorers'
          : `${line.scorerOnly} known only from their scorers`
      parts.push(`${what} in his last ${plural(line.matches, 'game', 'games')} on record (${known})`)
    }
  }
  if (line.scouts > 0)
    parts.push(
      `shortlisted by ${plural(line.scouts, 'scout', 'scouts')} in the last ${HOT_RULES.interestDays} days`,
    )
  return parts.join(' · ')
}
