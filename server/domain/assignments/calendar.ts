import { sql } from 'drizzle-orm'
import type { CalendarGame } from '../../../src/api/contract/schemas/assignments'
import type { CalendarReason } from '../../../src/api/contract/terms/assignments'
import type { Executor } from '../../db/client'
import { FORMER_MEMBER } from '../accounts/person-name'
import { seenByScouts, seenName } from '../privacy/minors'
import { membershipOf } from '../workspaces/membership'
import { gameSummaryColumns, toGameSummary } from './game-summary'

// A scout's calendar: between two days, the games of his assignments (a head's: of every assignment of his club)
// and the games of the teams of the players he follows — his shortlist and lists, his club's shared lists and
// shadow team — from the community's game data, each with why it is there and who of his players is in it.

/** A player's name: "Not available" for a minor hidden from scouts (privacy/minors.ts). */
const pName = seenName(sql`p.uid`, sql`p.date_of_birth`, sql`p.name`)

export async function calendarGames(
  db: Executor,
  accountUid: string,
  from: string,
  to: string,
): Promise<CalendarGame[]> {
  const membership = await membershipOf(db, accountUid)
  const workspace = membership?.workspaceUid ?? null
  const seesClub = membership?.role === 'head'
  const result = await db.execute(sql`
    with assigned as (
      select a.* from workspace_assignments a
      where a.game_uid is not null and a.status <> 'declined'
        and (a.scout_uid = ${accountUid} or (${seesClub} and a.workspace_uid = ${workspace}))
    ), followed as (
      select player_uid, 'list' as reason from scout_shortlists where scout_uid = ${accountUid}
      union
      select e.player_uid, 'list' from scout_list_entries e join scout_lists l on l.uid = e.list_uid
      where (l.scout_uid = ${accountUid} and l.workspace_uid is null) or l.workspace_uid = ${workspace}
      union
      select (entry->>'uid')::uuid, 'shadow_team'
      from workspace_shadow_teams s, jsonb_array_elements(s.slots) slot, jsonb_array_elements(slot->'players') entry
      where s.workspace_uid = ${workspace}
    ), in_game as (
      -- A followed player is in a game when he is in the squad of one of its teams or on its sheet.
      select gt.game_id, f.player_uid, f.reason, t.name as team
      from followed f join team_players tp on tp.player_id = f.player_uid
      join game_teams gt on gt.team_id = tp.team_id join teams t on t.uid = gt.team_id
      union
      select gp.game_id, f.player_uid, f.reason, t.name
      from followed f join game_players gp on gp.player_id = f.player_uid left join teams t on t.uid = gp.team_id
    ), in_range as (
      select g.* from games g
      where g.date >= ${from}::date and g.date < ${to}::date + 1
        and (g.uid in (select game_uid from assigned) or g.uid in (select game_id from in_game))
    )
    select ${gameSummaryColumns},
      coalesce((select jsonb_agg(jsonb_build_object(
          'uid', a.uid, 'scout', jsonb_build_object('uid', a.scout_uid, 'name', coalesce(s.name, s.username)),
          'player', case when a.player_uid is null then null
            else jsonb_build_object('uid', a.player_uid, 'name', ${pName}) end,
          'status', a.status, 'priority', a.priority, 'due_on', a.due_on) order by a.due_on)
        from assigned a left join accounts s on s.uid = a.scout_uid left join players p on p.uid = a.player_uid
        where a.game_uid = g.uid), '[]'::jsonb) as assignments,
      coalesce((select jsonb_agg(jsonb_build_object('uid', x.player_uid, 'name', ${pName}, 'team', x.team,
          'reasons', x.reasons) order by p.name)
        from (select player_uid, min(team) as team, jsonb_agg(distinct reason) as reasons
          from in_game where game_id = g.uid group by player_uid) x
        join players p on p.uid = x.player_uid where ${seenByScouts(sql`p.uid`, sql`p.date_of_birth`)}), '[]'::jsonb)
        as players
    from in_range g
    order by g.date, g.uid
    limit 500`)
  return (result.rows as Record<string, unknown>[]).map((row) => {
    const assignments = parsed(row.assignments) as CalendarGame['assignments']
    const players = parsed(row.players) as CalendarGame['players']
    for (const a of assignments) a.scout.name ??= FORMER_MEMBER
    const reasons = new Set<CalendarReason>(players.flatMap((p) => p.reasons))
    if (assignments.length) reasons.add('assignment')
    return {
      ...toGameSummary(row),
      reasons: (['assignment', 'list', 'shadow_team'] as const).filter((r) => reasons.has(r)),
      assignments,
      players,
    }
  })
}

/** jsonb arrives parsed from node-postgres and as text from some PGlite paths. */
const parsed = (value: unknown): unknown[] =>
  typeof value === 'string' ? (JSON.parse(value) as unknown[]) : ((value as unknown[]) ?? [])
