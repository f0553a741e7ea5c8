import { sql } from 'drizzle-orm'
import type { RecruitmentField } from '../../../src/api/contract/terms/recruitment'
import type { Executor } from '../../db/client'
import { CLUB_PLAYER_SEEN_LOCK } from '../../db/functions/club-player-seen'
import { membershipOf } from '../workspaces/membership'
import type { CellValue } from './cell-values'

// A club's own recruitment values (docs/decisions/0055-recruitment-values.md): whose they are, what is current,
// and the one row per player the filter reads (club_player_seen, from club_player_facts), kept in the same
// transaction as each write.

/** Whose values a scout reads and writes: his club's, or his own when he is in none. */
export async function valuesOwnerOf(db: Executor, accountUid: string) {
  const membership = await membershipOf(db, accountUid)
  return { ownerUid: membership?.workspaceUid ?? accountUid, membership }
}

export interface CurrentValue {
  field: RecruitmentField
  value: CellValue
  sourceLabel: string
  asOf: string
  fromImport: boolean
}

/** The current club values of these players, by player then field. */
export async function currentClubValues(db: Executor, ownerUid: string, playerUids: string[]) {
  const byPlayer = new Map<string, Map<RecruitmentField, CurrentValue>>()
  if (playerUids.length === 0) return byPlayer
  const result = await db.execute<{
    player_uid: string
    field: RecruitmentField
    value: CellValue
    source_label: string
    as_of: string
    from_import: boolean
  }>(sql`select distinct on (player_uid, field) player_uid, field, value, source_label, as_of::text as as_of,
      import_uid is not null as from_import
    from club_values where owner_uid = ${ownerUid} and player_uid = any(${sql.param(playerUids)}::uuid[])
    order by player_uid, field, id desc`)
  for (const row of result.rows) {
    const fields = byPlayer.get(row.player_uid) ?? new Map()
    fields.set(row.field, {
      field: row.field,
      value: row.value,
      sourceLabel: row.source_label,
      asOf: row.as_of,
      fromImport: row.from_import,
    })
    byPlayer.set(row.player_uid, fields)
  }
  return byPlayer
}

/**
 * Writes club_player_facts again for these players from their current club values (after an import, its undo or
 * an entry): a player left with none has no row. Then what the club sees of them, its values over the
 * community's (club_player_seen, the filter's), under the lock that keeps a community edit of the same players
 * from writing them at once (server/db/functions/club-player-seen.ts): held to the transaction's end.
 */
export async function refreshClubFacts(db: Executor, ownerUid: string, playerUids: string[]) {
  if (playerUids.length === 0) return
  const uids = sql`${sql.param(playerUids)}::uuid[]`
  await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(CLUB_PLAYER_SEEN_LOCK)})`)
  await db.execute(
    sql`delete from club_player_facts where owner_uid = ${ownerUid} and player_uid = any(${uids})`,
  )
  await db.execute(sql`
    with current as (
      select distinct on (player_uid, field) player_uid, field, value from club_values
      where owner_uid = ${ownerUid} and player_uid = any(${uids}) order by player_uid, field, id desc),
    v as (select player_uid, jsonb_object_agg(field, value) as v from current group by player_uid)
    insert into club_player_facts (owner_uid, player_uid, height_cm, weight_kg, preferred_foot, contract_expires,
      market_value, market_value_currency, agent, on_loan, loan_from, loan_until, passports)
    select ${ownerUid}, player_uid, (v->>'height_cm')::smallint, (v->>'weight_kg')::smallint, v->>'preferred_foot',
      (v->>'contract_expires')::date, (v->'market_value'->>'amount')::int, v->'market_value'->>'currency',
      v->>'agent', (v->>'on_loan')::boolean, v->>'loan_from', (v->>'loan_until')::date,
      case when v ? 'passports' then array(select jsonb_array_elements_text(v->'passports')) end
    from v`)
  await db.execute(sql`select club_player_seen_write(${ownerUid}, ${uids})`)
}
