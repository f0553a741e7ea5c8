import { getTableName } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { conflict, DomainError, invalidField } from '../support/errors'
import {
  CHECK_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  keyColumnOf,
  pgErrorOf,
  UNIQUE_VIOLATION,
} from '../support/pg-errors'
import { type FamilyDef, getRecord } from './family-read'

// Turns constraint violations into the answers a client can act on: a 400 naming the field for an unknown
// parent or a broken rule, 409 for a uid that already exists or a row still pointed at.

const issue = invalidField

/** The wire field of a family that is stored in SQL column `sqlName`. */
function fieldOf(def: FamilyDef, sqlName: string | undefined) {
  return Object.entries(def.columns).find(([, column]) => column.name === sqlName)?.[0] ?? sqlName ?? 'uid'
}

/** `current` reads the record as the API shows it (a game with its sheet) for the 409 of a duplicate uid. */
export async function explainWriteError(
  db: Db,
  def: FamilyDef,
  err: unknown,
  uid: string,
  current: (db: Db, uid: string) => Promise<unknown> = (x, id) => getRecord(x, def, id),
): Promise<unknown> {
  if (err instanceof DomainError) return err
  const pg = pgErrorOf(err)
  if (!pg) return err
  const own = getTableName(def.table)
  const known = pg.constraint ? def.constraints?.[pg.constraint] : undefined
  if (known) return issue(known.path, known.message)
  if (pg.code === UNIQUE_VIOLATION && pg.constraint === `${own}_pkey`) {
    const record = await current(db, uid).catch(() => undefined)
    return conflict(`A ${def.label} with uid ${uid} already exists`, 'CONFLICT', { current: record })
  }
  // A clash in another table (one a trigger keeps, a row written beside the record) says nothing of the record's
  // name: a server fault, answered 500 and logged, not "already exists" on a field the user cannot change to fix it.
  if (pg.code === UNIQUE_VIOLATION && (!pg.table || pg.table === own))
    return issue('name', `This ${def.label} already exists`)
  if (pg.code === FOREIGN_KEY_VIOLATION && /is not present in table/.test(pg.detail ?? '')) {
    const column = keyColumnOf(pg)
    return issue(fieldOf(def, column), `No record with that uid exists for ${fieldOf(def, column)}`)
  }
  if (pg.code === FOREIGN_KEY_VIOLATION)
    return conflict(
      `Cannot delete this ${def.label}: ${pg.table ?? 'other records'} still point at it`,
      'REFERENCED',
    )
  if (pg.code === CHECK_VIOLATION) return issue('uid', `This ${def.label} breaks a rule: ${pg.constraint}`)
  return err
}
