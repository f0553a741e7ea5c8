import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  type PlayerColumnField,
  type PlayerNamedField,
  playerColumnFields,
} from '../../../src/api/contract/schemas/player-fields'
import { clubs, countries, players, uploads } from '../schema/index'

// The player's wire shape on the server, derived from its one table (src/api/contract/schemas/player-fields.ts): each
// column field is the players column of the same name; each named field's SQL is given here, once, and read by
// the record (domain/players/players.ts) and by the function that keeps the list JSON (db/functions/player-list-json.ts).

const byName = new Map(Object.values(getTableColumns(players)).map((c) => [c.name, c as AnyPgColumn]))

/** Wire field → players column, in wire order. A field without its column fails at start, not in a reply. */
export const playerColumns = Object.fromEntries(
  playerColumnFields.map((field) => {
    const found = byName.get(field)
    if (!found) throw new Error(`player-fields: ${field} has no players column of that name`)
    return [field, found]
  }),
) as Record<PlayerColumnField, AnyPgColumn>

/** What each named field reads, for the player row in view (`players`), in wire order. */
export const playerNamedSql: Record<PlayerNamedField, SQL> = {
  nationality: sql`(select ${countries.name} from ${countries} where ${countries.uid} = ${players.nationalityId})`,
  current_club: sql`(select ${clubs.name} from ${clubs} where ${clubs.uid} = ${players.currentClubId})`,
  // `stored_name = substr(pic, 12)` (after "/api/files/") so the unique index on stored_name serves it.
  thumb: sql`(select '/api/files/' || ${uploads.thumbName} from ${uploads} where ${players.pic} like '/api/files/%' and ${uploads.storedName} = substr(${players.pic}, 12))`,
}

/** A player's age in whole years today, from his date of birth: the one field worked out when read. */
export const ageOn = (dateOfBirth: AnyPgColumn) =>
  sql<number | null>`extract(year from age(current_date, ${dateOfBirth}))::int`
