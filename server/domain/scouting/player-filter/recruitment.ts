import { and, type SQL, sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import type { Slot } from './values'

// The filter's conditions on recruitment values (decision 0055): each compares the scout's club's own value where
// it has one, the community's otherwise. The players who meet them are worked out once, apart, as an array the
// page's players are looked up in — joined to the page's query, a prepared (generic) plan paired every player with
// his numbers before comparing his values (290 ms of 375 at 100,000 players). They come from two disjoint sets:
//   the players the club holds values of, compared as it sees them (club_player_seen: its value over the
//   community's, kept by the database), through an index of one condition within the club's rows;
//   the players it holds none of, by the community's values (players' partial indexes on them), each asked
//   whether the club holds him by its key — `offset 0` keeps that one probe a player: as a join, a generic plan
//   hashed all the club's rows (50,000) for ~900 players.

/** Where a condition reads a column: the club's view `cs`, or the community's record `rp`. */
type Read = (column: string) => SQL
const club: Read = (column) => sql`cs.${sql.identifier(column)}`
const community: Read = (column) => sql`rp.${sql.identifier(column)}`

function conditionsOf(f: PlayerFilter, slot: Slot, read: Read): SQL {
  const where: SQL[] = []
  if (f.foot) where.push(sql`${read('preferred_foot')} = ${slot('foot')}`)
  if (f.height_min !== undefined) where.push(sql`${read('height_cm')} >= ${slot('height_min')}`)
  if (f.height_max !== undefined) where.push(sql`${read('height_cm')} <= ${slot('height_max')}`)
  if (f.weight_min !== undefined) where.push(sql`${read('weight_kg')} >= ${slot('weight_min')}`)
  if (f.weight_max !== undefined) where.push(sql`${read('weight_kg')} <= ${slot('weight_max')}`)
  if (f.contract_expires_before)
    where.push(sql`${read('contract_expires')} < ${slot('contract_expires_before')}::date`)
  // Compared only in its own currency: no exchange rate is made up. A club's value and its currency are set
  // together, so the value and the currency read come from the same side.
  if (f.market_value_max !== undefined)
    where.push(
      sql`${read('market_value_currency')} = ${slot('currency')} and ${read('market_value')} <= ${slot('market_value_max')}::int`,
    )
  if (f.on_loan) where.push(sql`${read('on_loan')} is true`)
  if (f.passport)
    where.push(sql`${slot('passport')}::text in (select lower(x) from unnest(${read('passports')}) x)`)
  return and(...where)!
}

/** `uid` is one of the players whose recruitment values, as the scout's club sees them, meet the filter. */
export function recruitmentMatch(uid: SQL, f: PlayerFilter, slot: Slot): SQL {
  const owner = sql`${slot('owner')}::uuid`
  return sql`${uid} = any(array(
    select cs.player_uid from club_player_seen cs where cs.owner_uid = ${owner} and ${conditionsOf(f, slot, club)}
    union all
    select rp.uid from players rp where ${conditionsOf(f, slot, community)}
      and not exists (select 1 from club_player_seen cs where cs.owner_uid = ${owner} and cs.player_uid = rp.uid
        offset 0)))`
}
