import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import { playerPositionTotals } from '../../../db/schema/index'
import { BIT_ORDER } from '../../players/position-set'
import { asksOnePosition } from './plan'
import type { Slot } from './values'

// Reads of player_position_totals (decisions 0029 and 0031) go through one branch per position code, each reading
// that position's part of an index: a condition on a player's position_set cannot pick an index range, a position
// number can.

/**
 * `branch(asked)` for every position code, `asked` being its rows' test: that position, and whether the filter asks
 * for it — a test of the bits alone, made once per run, so a branch not asked for reads nothing. The bits are one
 * value, so a prepared statement serves every choice of positions. A filter of one position (asksOnePosition, a
 * part of the statement's shape) has one branch, its position a value: PostgreSQL started all eighteen branches of
 * a generic plan on every run, the seventeen it skipped too (why: decision 0033).
 */
export function perAskedPosition(f: PlayerFilter, slot: Slot, branch: (asked: SQL) => SQL): SQL[] {
  if (asksOnePosition(f)) return [branch(sql`position = ${slot('position_number')}::smallint`)]
  const bits = slot('position_bits')
  return BIT_ORDER.map((_, at) =>
    branch(sql`position = ${sql.raw(String(at))} and (${bits}::int & ${sql.raw(String(1 << at))}) <> 0`),
  )
}

/** A row's columns but its position: a player's rows for two positions are then the same row. */
const withoutPosition = sql.join(
  Object.values(getTableColumns(playerPositionTotals))
    .filter((column) => column.name !== 'position')
    .map((column) => sql.identifier(column.name)),
  sql`, `,
)

/**
 * The players of the filter's positions, each once with their numbers, nationality, birth date and name (decision
 * 0031).
 * It carries no condition of its own: PostgreSQL moves the filter's conditions on these columns (`s.nationality_id
 * = …`, the age band, `s.minutes >= …`) into every branch, where they are one range of
 * player_position_totals_nationality_idx and a test of its entries — no table read for a candidate. UNION drops
 * the second copy of a player who plays two asked positions (DISTINCT ON, as the walk spells it, would have kept
 * the conditions out of the branches: only conditions on its own columns go through it); with one position asked
 * there is none, and UNION ALL spares hashing every candidate (why: decision 0031).
 */
export const positionPlayers = (f: PlayerFilter, slot: Slot): SQL =>
  sql.join(
    perAskedPosition(
      f,
      slot,
      (asked) => sql`(select ${withoutPosition} from player_position_totals where ${asked})`,
    ),
    asksOnePosition(f) ? sql` union all ` : sql` union `,
  )
