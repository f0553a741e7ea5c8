import { privatePlayerFields, type ScoutPlayer } from '../../../src/api/contract/scout-players'
import { wireRow } from '../../db/reads/wire-row'

// A player as a scout sees him: the community's record without contact details, and whether this scout has
// him on the shortlist. Every scout read (lists, filter, profile) makes its wire copy here.

/** What a scout never sees of a player, and the shortlist date column read with a page (given on its own). */
export const unseenByScouts: ReadonlySet<string> = new Set([...privatePlayerFields, 'shortlisted_at'])

/**
 * A player without contact details, with whether (and since when) this scout shortlisted them: one copy of the
 * player (db/reads/wire-row.ts: also the copy that makes a row read from the database a wire record). `leaveOut`:
 * the fields left out, when a read carried more columns than a player has.
 */
export function asSeen(
  player: object,
  shortlistedAt: string | null | undefined,
  leaveOut = unseenByScouts,
): ScoutPlayer {
  const visible = wireRow<ScoutPlayer & { shortlisted_at?: string }>(player, leaveOut)
  visible.is_shortlisted = Boolean(shortlistedAt)
  if (shortlistedAt) visible.shortlisted_at = shortlistedAt
  return visible
}
