import { and, type SQL, sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import type { Slot } from './values'

// The filter's conditions on recruitment values (decision 0055): each compares the scout's club's own value where
// it has one, the community's otherwise. The players who meet them are worked out once, apart, as an array the
// page's players are looked up in — joined to the page's query, a prepared (generic) plan paired every player with
// his numbers before comparing his values (290 ms of 375 at 100,000 players). They come from three disjoint sets,
// each read by an index rather than comparing every player's coalesced values (111 ms):
//   the club's rows that hold every value the filter asks about (club_player_facts alone);
//   the club's rows that lack one of them (those few joined to the community's record);
//   the players the club has no row of (the community's values, by players' partial indexes on them).

/** Where a condition reads a column: the club's row `cf`, the community's record `rp`, or the one over the other. */
type Read = (column: string) => SQL
const club: Read = (column) => sql`cf.${sql.identifier(column)}`
const community: Read = (column) => sql`rp.${sql.identifier(column)}`
const seen: Read = (column) => sql`coalesce(${club(column)}, ${community(column)})`

/** The columns a filter's recruitment conditions read (a value and its currency come together: decision 0055). */
function columnsOf(f: PlayerFilter): string[] {
  const columns: string[] = []
  if (f.foot) columns.push('preferred_foot')
  if (f.height_min !== undefined || f.height_max !== undefined) columns.push('height_cm')
  if (f.weight_min !== undefined || f.weight_max !== undefined) columns.push('weight_kg')
  if (f.contract_expires_before) columns.push('contract_expires')
  if (f.market_value_max !== undefined) columns.push('market_value')
  if (f.on_loan) columns.push('on_loan')
  if (f.passport) columns.push('passports')
  return columns
}

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
  const lacking = sql.join(
    columnsOf(f).map((column) => sql`${club(column)} is null`),
    sql` or `,
  )
  return sql`${uid} = any(array(
    select cf.player_uid from club_player_facts cf where cf.owner_uid = ${owner} and ${conditionsOf(f, slot, club)}
    union all
    select cf.player_uid from club_player_facts cf join players rp on rp.uid = cf.player_uid
      where cf.owner_uid = ${owner} and (${lacking}) and ${conditionsOf(f, slot, seen)}
    union all
    select rp.uid from players rp where ${conditionsOf(f, slot, community)}
      and not exists (select 1 from club_player_facts cf where cf.owner_uid = ${owner} and cf.player_uid = rp.uid)))`
}
