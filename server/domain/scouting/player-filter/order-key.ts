import { type SQL, sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import type { PageKey } from '../../players/player-reads'
import { playerColumns, rating, stat } from './columns'
import { ascending, followsNumbers, isOpen, sortColumn } from './plan'
import type { Slot } from './values'

// A filter's order as its key — the sort's value, then the uid that breaks its ties — so that a page can be read
// either by its place (a screen's page: offset) or after the key of the last player of the page before (a file's
// pages, decision 0069): read by offset, the 20th page of a 100,000-row file had PostgreSQL walk or sort the 95,000
// players before it again, every page.

/** The order: the sort's value (`key`) one way, nulls last where it can be missing, then the uid (`uid`). */
export interface OrderKey {
  key: SQL
  up: boolean
  nullsLast: boolean
  uid: SQL
  uidUp: boolean
}

/**
 * The page's order, ties broken by uid in the sort's direction (so an index on (value, uid) hands it over read
 * forwards or backwards; a birth date runs the other way, youngest first being the latest date). For an open filter the name, and the career numbers unless a condition goes with them,
 * are spelled as their indexes are (players_alphabetical_idx, player_totals_*_idx); otherwise as expressions no
 * index serves (`+ 0`, `|| ''`).
 */
export function orderKeyOf(f: PlayerFilter, within: boolean): OrderKey {
  const up = ascending(f)
  const player = playerColumns(f)
  const plain = { up, nullsLast: false, uid: player.uid, uidUp: up }
  const ordered = isOpen(f)
  switch (f.sort) {
    case 'age':
      // Youngest first reads as "age ascending": a later birth date is a younger player.
      return { ...plain, key: player.born, up: !up, nullsLast: true }
    case 'goals':
    case 'assists':
    case 'minutes':
    case 'matches':
      return ordered && (within || !followsNumbers(f))
        ? { ...plain, key: sql`s.${sql.identifier(sortColumn(f.sort))}`, uid: sql`s.player_id` }
        : { ...plain, key: sql`(${stat(sortColumn(f.sort))} + 0)` }
    case undefined:
    case 'name':
      return { ...plain, key: ordered ? sql`lower(${player.name})` : sql`(lower(${player.name}) || '')` }
    default:
      return { ...plain, key: rating(f.sort), nullsLast: true }
  }
}

const direction = (up: boolean) => sql.raw(up ? 'asc' : 'desc')
const beyond = (up: boolean) => sql.raw(up ? '>' : '<')

/** The key as ORDER BY reads it. */
export const orderBy = (k: OrderKey) =>
  sql`${k.key} ${direction(k.up)}${sql.raw(k.nullsLast ? ' nulls last' : '')}, ${k.uid} ${direction(k.uidUp)}`

/** The values a page read after a key takes (placeholders `after_key`, `after_uid`, `after_missing`). */
export const afterValues = (after: PageKey) => ({
  after_key: after.key,
  after_uid: after.uid,
  after_missing: after.key === null,
})

/**
 * The players after `after` in the order: with the value never missing and both parts running one way, a row
 * comparison, which an index on (value, uid) starts from; otherwise spelled out, missing values coming last.
 */
export function afterKey(k: OrderKey, slot: Slot): SQL {
  const [key, uid] = [slot('after_key'), slot('after_uid')]
  if (!k.nullsLast && k.up === k.uidUp) return sql`(${k.key}, ${k.uid}) ${beyond(k.up)} (${key}, ${uid})`
  const tieBroken = sql`${k.uid} ${beyond(k.uidUp)} ${uid}`
  const missingLast = k.nullsLast ? sql` or ${k.key} is null` : sql``
  return sql`(case when ${slot('after_missing')}::boolean then ${k.key} is null and ${tieBroken}
    else ${k.key} ${beyond(k.up)} ${key} or (${k.key} = ${key} and ${tieBroken})${missingLast} end)`
}
