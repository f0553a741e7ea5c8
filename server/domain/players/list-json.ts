import { type SQL, sql } from 'drizzle-orm'
import { ageOn } from '../../db/reads/player-shape'
import { playerListJson } from '../../db/schema/index'
import { minorSeenJson } from '../privacy/minors'

// A player's JSON object in a list, joined from the parts the database keeps written (db/schema/player-list-json.ts,
// decision 0048) and his age worked out now: the same object, key for key and in the same order, as his record
// read alone (players.ts) — tests/api/json-rows.test.ts and player-list-json.test.ts hold them equal. A read
// that uses these joins `playerListJson` on its player's uid.

const { playerId, own, contact, named, dateOfBirth } = playerListJson
const yearsOld = ageOn(dateOfBirth)
const age = sql`',"age":' || coalesce(${yearsOld}::text, 'null')`

/** Every field of the record, as the community's lists send it. */
export const wholePlayerObject: SQL = sql`${own} || ${contact} || ${named} || ${age} || '}'`

/**
 * The fields a scout sees (no contact details; a minor by his age band: minors.ts), then the members of `more`,
 * a JSON object (is_shortlisted, a page's key numbers).
 */
export const seenPlayerObject = (more: SQL): SQL =>
  sql`${minorSeenJson({ player: playerId, own, named, born: dateOfBirth, age, yearsOld })} || ',' || substr((${more})::text, 2)`
