import { and, asc, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type {
  SavedSearch,
  savedSearchBody,
  savedSearchChange,
} from '../../../src/api/contract/schemas/saved-searches'
import { SAVED_SEARCHES_MAX } from '../../../src/api/contract/terms/saved-searches'
import type { Db, Executor } from '../../db/client'
import { alertSearchMatches, savedSearches } from '../../db/schema/index'
import { conflict, invalidField } from '../support/errors'
import { recordNotFound } from '../support/versioned-update'

// A scout's saved searches: his own, by name (no two alike, whatever their case), at most SAVED_SEARCHES_MAX.
// The cap and the name are checked under a lock on the scout's account row, so searches saved at once hold them.

type NewSearch = ReturnType<typeof savedSearchBody.parse>
type SearchChange = ReturnType<typeof savedSearchChange.parse>
type Row = typeof savedSearches.$inferSelect

const wire = (row: Row): SavedSearch => ({
  uid: row.uid,
  name: row.name,
  filter: row.filter as SavedSearch['filter'],
  alert: row.alert as SavedSearch['alert'],
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

export async function listSavedSearches(db: Executor, scoutUid: string) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.scoutUid, scoutUid))
    .orderBy(asc(sql`lower(${savedSearches.name})`))
  return rows.map(wire)
}

async function nameFree(tx: Executor, scoutUid: string, name: string, except?: string) {
  const [taken] = await tx
    .select({ uid: savedSearches.uid })
    .from(savedSearches)
    .where(and(eq(savedSearches.scoutUid, scoutUid), sql`lower(${savedSearches.name}) = lower(${name})`))
  if (taken && taken.uid !== except) throw invalidField('name', `You have a search called “${name}” already`)
}

const lockScout = (tx: Executor, scoutUid: string) =>
  tx.execute(sql`select 1 from accounts where uid = ${scoutUid} for no key update`)

export async function saveSearch(db: Db, scoutUid: string, input: NewSearch) {
  return db.transaction(async (tx) => {
    await lockScout(tx, scoutUid)
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.scoutUid, scoutUid))) as [{ count: number }]
    if (count >= SAVED_SEARCHES_MAX)
      throw conflict(
        `You keep ${SAVED_SEARCHES_MAX} saved searches already: delete one to save another`,
        'SAVED_SEARCHES_FULL',
      )
    await nameFree(tx, scoutUid, input.name)
    const [row] = await tx
      .insert(savedSearches)
      .values({ uid: uuidv7(), scoutUid, name: input.name, filter: input.filter, alert: input.alert })
      .returning()
    return wire(row!)
  })
}

export async function changeSavedSearch(db: Db, scoutUid: string, uid: string, change: SearchChange) {
  return db.transaction(async (tx) => {
    await lockScout(tx, scoutUid)
    if (change.name) await nameFree(tx, scoutUid, change.name, uid)
    const [row] = await tx
      .update(savedSearches)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(savedSearches.uid, uid), eq(savedSearches.scoutUid, scoutUid)))
      .returning()
    if (!row) throw recordNotFound('saved search', uid)
    // Other fields, other matches: who matched the old ones is no guide to who newly matches (decision 0058).
    if (change.filter) await tx.delete(alertSearchMatches).where(eq(alertSearchMatches.searchUid, uid))
    return wire(row)
  })
}

export async function deleteSavedSearch(db: Db, scoutUid: string, uid: string) {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.uid, uid), eq(savedSearches.scoutUid, scoutUid)))
    .returning({ uid: savedSearches.uid })
  if (!gone.length) throw recordNotFound('saved search', uid)
  return { deleted: true }
}
