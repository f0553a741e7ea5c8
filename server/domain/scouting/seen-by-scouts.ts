import { type SQL, sql } from 'drizzle-orm'
import { playerFields, privatePlayerFields } from '../../../src/api/contract/schemas/player-fields'
import type { ScoutPlayer } from '../../../src/api/contract/schemas/scout-players'
import { type JsonField, jsonObject, wireTime } from '../../db/reads/json-rows'
import { wireRow } from '../../db/reads/wire-row'
import { seenPlayerObject } from '../players/list-json'
import { minorAsSeen, NOT_AVAILABLE } from '../privacy/minors'

// A player as a scout sees him: the community's record without contact details (a minor by his age band,
// privacy/minors.ts), and whether this scout has him on the shortlist. Every scout read makes its copy here: a record read as an object (profile, shortlist,
// hot players) through asSeen, a page PostgreSQL writes as JSON (lists, name search, filter) through seenJson.

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
  // A minor by his age band (privacy/minors.ts), before the contact fields (his photo consent among them) go.
  const banded = minorAsSeen(player as Parameters<typeof minorAsSeen>[0])
  const visible = wireRow<ScoutPlayer & { shortlisted_at?: string }>(banded, leaveOut)
  visible.is_shortlisted = Boolean(shortlistedAt)
  if (shortlistedAt) visible.shortlisted_at = shortlistedAt
  return visible
}

/**
 * A player's JSON object as a scout sees him, for rows PostgreSQL writes as the API's JSON (db/reads/json-rows.ts):
 * the same fields in the same order as `asSeen` gives, `shortlistedAt` being this scout's shortlist date (SQL),
 * then `after` (a list's key numbers). His fields come from the list JSON the database keeps (players/list-json.ts).
 */
export function seenJson(shortlistedAt: SQL, after: Record<string, JsonField> = {}): SQL {
  const notShortlisted = jsonObject({ is_shortlisted: sql`false`, ...after })
  const shortlisted = jsonObject({
    is_shortlisted: sql`true`,
    shortlisted_at: wireTime(shortlistedAt),
    ...after,
  })
  return seenPlayerObject(
    sql`case when ${shortlistedAt} is null then ${notShortlisted} else ${shortlisted} end`,
  )
}

/**
 * A list's entry of a player scouts may no longer see (privacy/minors.ts): his uid — the scout put it there —
 * and "Not available"; every field a scout would see is null, so nothing of him leaves with the list.
 */
export function unavailablePlayer(uid: string): ScoutPlayer {
  const empty: Record<string, unknown> = { uid, version: null, created_at: null, updated_at: null }
  for (const key of Object.keys(playerFields)) if (!unseenByScouts.has(key)) empty[key] = null
  const named = { name: NOT_AVAILABLE, positions: [], age: null, is_shortlisted: false, available: false }
  return { ...empty, ...named } as unknown as ScoutPlayer
}
