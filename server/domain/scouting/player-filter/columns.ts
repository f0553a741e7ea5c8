import { sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import { players } from '../../../db/schema/index'
import { candidatesFromPositions } from './plan'

// The columns a filter's statement reads a player by, for its conditions and for its order (sql.ts, order-key.ts).

/** One of the player's numbers, `s` (zero where his totals or his season's rows have none). */
export const stat = (name: string) => sql`coalesce(s.${sql.identifier(name)}, 0)`

/**
 * Where the statement reads a player's uid, name, nationality and birth date: `players`, or the copies in the
 * candidates from their positions' rows — so that `players` is read for the page's players alone (`counting`: in
 * the statement's count, plan.ts candidatesFromPositions).
 */
export const playerColumns = (f: PlayerFilter, counting = false) =>
  candidatesFromPositions(f, counting)
    ? {
        uid: sql`s.player_id`,
        name: sql`s.name`,
        nationality: sql`s.nationality_id`,
        born: sql`s.date_of_birth`,
      }
    : {
        uid: sql`${players.uid}`,
        name: sql`${players.name}`,
        nationality: sql`${players.nationalityId}`,
        born: sql`${players.dateOfBirth}`,
      }

/** A rating column or a detail rating inside its group's JSON (`a`: the player's attributes). */
export const rating = (name: string) => {
  if (!name.includes('.')) return sql`a.${sql.identifier(name)}`
  const [group, key] = name.split('.') as [string, string]
  const column = group === 'physical' ? 'physical_detail' : group
  return sql`(a.${sql.identifier(column)} ->> ${key})::int`
}
