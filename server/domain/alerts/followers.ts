import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

// Who follows a player: the scouts who shortlisted him or keep him on a list of their own, and every member of
// a club whose shared lists or shadow team hold him. A club's followers are its own members only: nothing of one
// club's lists reaches another club's scouts.

export async function followersOf(db: Executor, playerUid: string): Promise<string[]> {
  const { rows } = await db.execute<{ uid: string }>(sql`
    select scout_uid as uid from scout_shortlists where player_uid = ${playerUid}
    union
    select l.scout_uid from scout_list_entries e join scout_lists l on l.uid = e.list_uid
      where e.player_uid = ${playerUid} and l.workspace_uid is null
    union
    select m.account_uid from workspace_members m where m.workspace_uid in (
      select l.workspace_uid from scout_list_entries e join scout_lists l on l.uid = e.list_uid
        where e.player_uid = ${playerUid} and l.workspace_uid is not null
      union
      select t.workspace_uid from workspace_shadow_teams t,
        jsonb_array_elements(t.slots) slot, jsonb_array_elements(slot -> 'players') pick
        where pick ->> 'uid' = ${playerUid}::text)`)
  return rows.map((r) => r.uid)
}

/** A scout follows the player (the daily job's question, asked in SQL of many pairs at once). */
export const follows = (scout: ReturnType<typeof sql>, player: ReturnType<typeof sql>) => sql`(
  exists (select 1 from scout_shortlists f where f.scout_uid = ${scout} and f.player_uid = ${player})
  or exists (select 1 from scout_list_entries e join scout_lists l on l.uid = e.list_uid
    where e.player_uid = ${player} and (l.scout_uid = ${scout} and l.workspace_uid is null
      or l.workspace_uid = (select m.workspace_uid from workspace_members m where m.account_uid = ${scout})))
  or exists (select 1 from workspace_shadow_teams t join workspace_members m on m.workspace_uid = t.workspace_uid,
      jsonb_array_elements(t.slots) slot, jsonb_array_elements(slot -> 'players') pick
    where m.account_uid = ${scout} and pick ->> 'uid' = ${player}::text))`
