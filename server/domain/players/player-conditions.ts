import { type SQLWrapper, sql } from 'drizzle-orm'
import type { Bound } from '../../db/reads/prepared'
import { players } from '../../db/schema/index'

// Ages as date bounds, so an index on the birth date serves them: age >= n ⇔ born on or before today − n years.
// `born`: the birth date where the statement reads it (a copy of it, in the scout filter's candidates).
export const ageAtLeast = (years: Bound, born: SQLWrapper = players.dateOfBirth) =>
  sql`${born} <= current_date - make_interval(years => ${years}::int)`
export const ageAtMost = (years: Bound, born: SQLWrapper = players.dateOfBirth) =>
  sql`${born} > current_date - make_interval(years => ${years}::int + 1)`

/**
 * Plays one of the positions whose bits are `bits` (positionSearchBits: as main or other position; a line,
 * "Defender", stands for all its places) (players.position_set holds each player's, migration 0021). Spelled
 * `> 0`, not `<> 0`: the planner, which has no statistics for the AND, then guesses a third of the players match
 * rather than all of them — guessing all, it walked the alphabetical index past thousands of players (10–30 ms
 * at 1,000,000) instead of reading the ~2,000 matches of a nationality and age band from players_filter_idx.
 */
export const playsOneOf = (bits: Bound) => sql`(${players.positionSet} & ${bits}::int) > 0`
