import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ImportTally } from '../../../src/api/contract/schemas/import'
import type { Executor } from '../../db/client'

// Writes that leave a record alone when it already says what the file says. That is what makes a second
// import change nothing: no new rows, no version bumped, no `updated_at` touched.

export type Tally = ImportTally

export const emptyTally = (): Tally => ({ created: 0, updated: 0, unchanged: 0 })

type RecordTable = PgTable & { uid: AnyPgColumn; version: AnyPgColumn }
type Row = Record<string, unknown>

const CHUNK = 500

/** Deep equality of stored and wanted values: dates by instant, JSON regardless of key order. */
export function sameValue(stored: unknown, wanted: unknown): boolean {
  if (stored == null || wanted == null) return stored == null && wanted == null
  if (stored instanceof Date || wanted instanceof Date) {
    return new Date(stored as Date).getTime() === new Date(wanted as Date).getTime()
  }
  if (typeof stored === 'object' || typeof wanted === 'object') return canonical(stored) === canonical(wanted)
  return stored === wanted
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}

/** The fields of `wanted` that differ from `stored` (fields left undefined are not the file's to set). */
export function changedFields(stored: Row, wanted: Row): Row {
  const changed: Row = {}
  for (const [key, value] of Object.entries(wanted)) {
    if (value !== undefined && !sameValue(stored[key], value)) changed[key] = value
  }
  return changed
}

/**
 * Inserts the records that do not exist, updates (version + 1, updated_at now) those whose fields differ,
 * leaves the rest untouched, and counts each outcome.
 */
export async function syncRecords<T extends RecordTable>(
  ex: Executor,
  table: T,
  records: { uid: string; values: Partial<T['$inferInsert']> }[],
  tally: Tally,
): Promise<void> {
  if (records.length === 0) return
  const existing = new Map<string, Row>()
  for (let i = 0; i < records.length; i += CHUNK) {
    const uids = records.slice(i, i + CHUNK).map((r) => r.uid)
    const rows = (await ex
      .select()
      .from(table as PgTable)
      .where(inArray(table.uid, uids))) as Row[]
    for (const row of rows) existing.set(row.uid as string, row)
  }
  const inserts: Row[] = []
  for (const record of records) {
    const stored = existing.get(record.uid)
    if (!stored) {
      inserts.push({ uid: record.uid, ...record.values })
      tally.created++
      continue
    }
    const changed = changedFields(stored, record.values as Row)
    if (Object.keys(changed).length === 0) {
      tally.unchanged++
      continue
    }
    await ex
      .update(table)
      .set({ ...changed, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
      .where(eq(table.uid, record.uid))
    tally.updated++
  }
  for (let i = 0; i < inserts.length; i += CHUNK) {
    await ex.insert(table).values(inserts.slice(i, i + CHUNK) as never)
  }
}

type ListTable = PgTable & { position: AnyPgColumn }

/**
 * Makes an ordered list table (`<owner>_players`, `<day>_games`) hold exactly the given items for each owner,
 * in order: missing entries are added, moved ones get their new position, entries no longer in the file are
 * removed. One read for all owners, so a file's 48 squads cost a handful of statements, not hundreds.
 */
export async function syncLists<T extends ListTable>(
  ex: Executor,
  table: T,
  keys: { owner: keyof T['$inferInsert'] & string; item: keyof T['$inferInsert'] & string },
  lists: Map<string, string[]>,
  tally: Tally,
): Promise<void> {
  if (lists.size === 0) return
  const column = (key: string) => (table as unknown as Record<string, AnyPgColumn>)[key]!
  const columns = { owner: column(keys.owner), item: column(keys.item) }
  const rows = (await ex
    .select({ owner: columns.owner, item: columns.item, position: table.position })
    .from(table as PgTable)
    .where(inArray(columns.owner, [...lists.keys()]))) as { owner: string; item: string; position: number }[]
  const inserts: Row[] = []
  for (const [owner, items] of lists) {
    const own = rows.filter((row) => row.owner === owner)
    const stored = new Map(own.map((row) => [row.item, row.position]))
    for (const [position, item] of items.entries()) {
      const at = stored.get(item)
      if (at === undefined) {
        inserts.push({ [keys.owner]: owner, [keys.item]: item, position })
        tally.created++
      } else if (at !== position) {
        await ex
          .update(table)
          .set({ position } as never)
          .where(and(eq(columns.owner, owner), eq(columns.item, item)))
        tally.updated++
      } else tally.unchanged++
    }
    const wanted = new Set(items)
    const gone = own.map((row) => row.item).filter((item) => !wanted.has(item))
    if (gone.length > 0) {
      await ex.delete(table).where(and(eq(columns.owner, owner), inArray(columns.item, gone)))
      tally.removed = (tally.removed ?? 0) + gone.length
    }
  }
  for (let i = 0; i < inserts.length; i += CHUNK) {
    await ex.insert(table).values(inserts.slice(i, i + CHUNK) as never)
  }
}
