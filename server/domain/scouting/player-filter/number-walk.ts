import { type SQL, sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import { numberOrder, sortColumn, WALK_DEPTH } from './plan'
import { perAskedPosition } from './position-branches'
import type { Slot } from './values'

// An open filter sorted by a number reads players in that number's order and stops at the page's end (decisions
// 0027 and 0029): the totals it walks, as a subquery in that order.

/**
 * The totals a walk reads: with positions, every player of those positions (player_position_totals); otherwise
 * the top WALK_DEPTH of all players (filterPlayersJson sorts the matches instead when those do not fill the page).
 */
export const walkedTotals = (f: PlayerFilter, slot: Slot): SQL =>
  f.positions?.length
    ? positionsTotals(f, slot)
    : sql`select * from player_totals order by ${numberOrder(f)} limit ${sql.raw(String(WALK_DEPTH))}`

/**
 * The totals of the players of the filter's positions, one row a player (player_position_totals, decision 0029):
 * a branch per position, each read in the sort's order from its own index and merged, so the page's players are
 * the first of the merged stream. Each branch spells the order: without it PostgreSQL planned a branch apart from
 * the order wanted of the whole and read all of a position's rows to sort them. A player who plays two of the asked
 * positions comes from both branches, side by side in the merged order, and DISTINCT ON keeps one; keeping them in
 * the branch of the first position instead made the second branch skip every player it shared (why: decision
 * 0029).
 */
function positionsTotals(f: PlayerFilter, slot: Slot): SQL {
  const branches = perAskedPosition(
    f,
    slot,
    (asked) => sql`(select * from player_position_totals where ${asked} order by ${numberOrder(f)})`,
  )
  return sql`select distinct on (${sql.identifier(sortColumn(f.sort!))}, player_id) * from (${sql.join(branches, sql` union all `)}) asked
    order by ${numberOrder(f)}`
}
