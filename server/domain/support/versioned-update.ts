import { and, eq, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db, Executor } from '../../db/client'
import { conflict, invalidField, notFound } from './errors'

// Optimistic concurrency for every stored record (docs/architecture.md#5-wire-conventions): a write names the
// version it was based on; if the row has moved on since, the write is refused with 409 and the current
// record, never silently overwriting someone else's newer edit. One helper, used by every family.

export type VersionedTable = PgTable & { uid: AnyPgColumn; version: AnyPgColumn; updatedAt: AnyPgColumn }

export interface VersionedTarget {
  /** What the user calls it, e.g. "club", for messages. */
  label: string
  uid: string
  /** The version the client's change was based on; undefined means "last write wins". */
  expected: number | undefined
  /** Reads the current record as the API shows it, for the 409 body. */
  current: (db: Executor) => Promise<unknown>
}

/**
 * The version a write was based on: the body's `version` or an `If-Match` header (`3`, `"3"` or `W/"3"`).
 * Both given and different is a client bug, refused with 400.
 */
export function baseVersion(bodyVersion: number | undefined, ifMatch: string | string[] | undefined) {
  const header = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch
  if (header === undefined || header.trim() === '' || header.trim() === '*') return bodyVersion
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim())
  if (!match) throw invalidField('If-Match', 'If-Match carries the record version, e.g. "3"')
  const version = Number(match[1])
  if (bodyVersion !== undefined && bodyVersion !== version)
    throw invalidField('version', `The body says version ${bodyVersion} but If-Match says ${version}`)
  return version
}

/** Updates one row if it is still at the expected version; returns its new version. */
export async function versionedUpdate(
  db: Executor,
  table: VersionedTable,
  target: VersionedTarget,
  values: Record<string, unknown>,
): Promise<number> {
  const rows = await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()` } as never)
    .where(matching(table, target))
    .returning({ version: table.version })
  if (rows[0]) return rows[0].version as number
  throw await staleOrMissing(db, table, target)
}

/** Deletes one row if it is still at the expected version. */
export async function versionedDelete(db: Executor, table: VersionedTable, target: VersionedTarget) {
  const rows = await db.delete(table).where(matching(table, target)).returning({ uid: table.uid })
  if (!rows[0]) throw await staleOrMissing(db, table, target)
}

const matching = (table: VersionedTable, target: VersionedTarget) =>
  target.expected === undefined
    ? eq(table.uid, target.uid)
    : and(eq(table.uid, target.uid), eq(table.version, target.expected))

async function staleOrMissing(db: Executor, table: VersionedTable, target: VersionedTarget) {
  const [row] = await db.select({ version: table.version }).from(table).where(eq(table.uid, target.uid))
  if (!row) return recordNotFound(target.label, target.uid)
  return conflict(
    `This ${target.label} was changed by someone else (you edited version ${target.expected}, it is now at version ${row.version}). Review the current record and apply your change again.`,
    'CONFLICT',
    { current: await target.current(db) },
  )
}

/** 404 for a record looked up by uid: "No club with uid …". */
export const recordNotFound = (label: string, uid: string) => notFound(`No ${label} with uid ${uid}`)
