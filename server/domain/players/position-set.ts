import { positionsMatching } from '../../../src/api/contract/terms/players'

/**
 * The bit of each position code in a player's `position_set` (migration 0021's function position_set spells the
 * same list). Fixed once written: a new code goes at the end, so a stored bit never changes meaning.
 */
export const BIT_ORDER: readonly string[] = 'GK DF RB CB LB RWB LWB MF CDM CM CAM RM LM FW RW LW CF ST'.split(
  ' ',
)

/** The bits of these codes; an unknown code sets none (as in the database). */
export const positionBits = (codes: readonly string[]) =>
  codes.reduce((set, code) => {
    const at = BIT_ORDER.indexOf(code)
    return at < 0 ? set : set | (1 << at)
  }, 0)

/** What a search for these positions finds, as bits: a line (Defender) stands for every place of the line. */
export const positionSearchBits = (codes: readonly string[]) => positionBits(positionsMatching(codes))
