import { count, eq, getTableColumns, inArray } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'
import type { Db, Executor } from '../../db/client'
import { conflict, invalidInput } from '../support/errors'
import { versionedDelete, versionedUpdate } from '../support/versioned-update'
import { type FamilyDef, getRecord, type UidListDef, type WireRecord } from './family-read'
import { explainWriteError } from './family-write-errors'

// Create, update and delete for every generic football family. Each write is one transaction: the row, its
// uid lists and the version bump land together or not at all.

const keyCache = new WeakMap<FamilyDef, Map<AnyPgColumn, string>>()
/** Column object → the table's property name, which drizzle's insert/update values are keyed by. */
function keysOf(def: FamilyDef) {
  let keys = keyCache.get(def)
  if (!keys) {
    keys = new Map(
      Object.entries(getTableColumns(def.table)).map(([key, column]) => [column as AnyPgColumn, key]),
    )
    keyCache.set(def, keys)
  }
  return keys
}

/** Wire input → row values, only for the fields the client sent (forms leave empty fields out). */
export function rowValues(def: FamilyDef, input: Record<string, unknown>) {
  const keys = keysOf(def)
  const values: Record<string, unknown> = {}
  for (const [field, column] of Object.entries(def.columns))
    if (input[field] !== undefined) values[keys.get(column)!] = input[field]
  return values
}

async function writeList(tx: Executor, field: string, list: UidListDef, owner: string, items: string[]) {
  if (items.length) {
    const found = await tx
      .select({ uid: list.target.uid })
      .from(list.target.uid.table)
      .where(inArray(list.target.uid, items))
    const known = new Set(found.map((r) => r.uid as string))
    const issues = items
      .map((uid, i) => ({ uid, i }))
      .filter(({ uid }) => !known.has(uid))
      .map(({ uid, i }) => ({ path: `${field}.${i}`, message: `No ${list.target.label} with uid ${uid}` }))
    if (issues.length) throw invalidInput(issues)
  }
  await tx.delete(list.table).where(eq(list.owner, owner))
  if (items.length)
    await tx.insert(list.table).values(
      items.map((item, position) => ({
        [propertyOf(list, list.owner)]: owner,
        [propertyOf(list, list.item)]: item,
        [propertyOf(list, list.position)]: position,
      })) as never,
    )
}

/** A join table's property name for one of its columns (drizzle's insert values are keyed by it). */
function propertyOf(list: UidListDef, column: AnyPgColumn) {
  return Object.entries(getTableColumns(list.table)).find(([, c]) => c === column)![0]
}

async function writeLists(tx: Executor, def: FamilyDef, owner: string, input: Record<string, unknown>) {
  for (const [field, list] of Object.entries(def.lists ?? {}))
    if (Array.isArray(input[field])) await writeList(tx, field, list, owner, input[field] as string[])
}

export async function createRecord(
  db: Db,
  def: FamilyDef,
  input: Record<string, unknown>,
): Promise<WireRecord> {
  const uid = typeof input.uid === 'string' ? input.uid : uuidv7()
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(def.table).values({ uid, ...rowValues(def, input) } as never)
      await writeLists(tx, def, uid, input)
      await def.afterWrite?.(tx, uid)
      return getRecord(tx, def, uid)
    })
  } catch (err) {
    throw await explainWriteError(db, def, err, uid)
  }
}

export async function updateRecord(
  db: Db,
  def: FamilyDef,
  uid: string,
  input: Record<string, unknown>,
  expected: number | undefined,
): Promise<WireRecord> {
  const target = { label: def.label, uid, expected, current: (x: Executor) => getRecord(x, def, uid) }
  try {
    return await db.transaction(async (tx) => {
      await versionedUpdate(tx, def.table, target, rowValues(def, input))
      await writeLists(tx, def, uid, input)
      await def.afterWrite?.(tx, uid)
      return getRecord(tx, def, uid)
    })
  } catch (err) {
    throw await explainWriteError(db, def, err, uid)
  }
}

/** Deletes a record nothing else points at; otherwise 409 naming what does (join rows cascade). */
export async function deleteRecord(db: Db, def: FamilyDef, uid: string, expected: number | undefined) {
  const target = { label: def.label, uid, expected, current: (x: Executor) => getRecord(x, def, uid) }
  try {
    await db.transaction(async (tx) => {
      const record = await getRecord(tx, def, uid)
      const uses: string[] = []
      for (const ref of def.referencedBy ?? []) {
        const [row] = await tx.select({ n: count() }).from(ref.column.table).where(eq(ref.column, uid))
        if (row && row.n > 0) uses.push(`${row.n} ${ref.label}`)
      }
      if (uses.length) {
        const what = typeof record.name === 'string' ? ` "${record.name}"` : ''
        throw conflict(
          `Cannot delete ${def.label}${what}: ${uses.join(', ')} still point at it. Remove or reassign them first.`,
          'REFERENCED',
          { references: uses },
        )
      }
      await versionedDelete(tx, def.table, target)
    })
  } catch (err) {
    throw await explainWriteError(db, def, err, uid)
  }
}
