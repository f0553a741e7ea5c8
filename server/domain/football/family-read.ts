import { and, count, eq, getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ListBody } from '../../../src/api/contract/schemas/common'
import type { Executor } from '../../db/client'
import { preparedRead } from '../../db/reads/prepared'
import { wireRow } from '../../db/reads/wire-row'
import { nameMatches } from '../support/name-search'
import { searchNameTiers, type TierJoin } from '../support/name-search-tiers'
import { recordNotFound, type VersionedTable } from '../support/versioned-update'

// The family engine's reader. A family (country, club, team … — written with defineFamily, which types it
// against its contract) says which table, which wire field maps to which column, which uid lists live in join
// tables, which parents filter the list and who points at it. family-write.ts holds create/update/delete;
// server/routes/family-routes.ts serves them to whichever area registers the family.

/** An ordered list of uids kept in a join table (a team's `players`, a day's `games`). */
export interface UidListDef<Filter extends string = string> {
  table: PgTable
  owner: AnyPgColumn
  item: AnyPgColumn
  position: AnyPgColumn
  /** The table the uids point at, to answer 400 for unknown ones. */
  target: { uid: AnyPgColumn; label: string }
  /** A list-query key that selects owners containing an item, e.g. `player_id`. */
  filter?: Filter
}

export interface FamilyDef {
  /** What a user calls one record, for messages ("club member"). */
  label: string
  table: VersionedTable
  /** Wire field → column, for the record's own scalar fields. */
  columns: Record<string, AnyPgColumn>
  /** Read-only wire fields computed by SQL (e.g. the player's name on a club membership). */
  computed?: Record<string, SQL>
  lists?: Record<string, UidListDef>
  /** List-query key → column compared for equality. Keys must match the contract's list filters. */
  filters?: Record<string, AnyPgColumn>
  /** Filters that are not a plain column, e.g. games by team through `game_teams`. */
  where?: Record<string, (value: string) => SQL>
  /** The name searched by `q` and `/search`, a parent's name reached through a foreign key, or any SQL. */
  search:
    | { name: AnyPgColumn }
    | { via: AnyPgColumn; uid: AnyPgColumn; name: AnyPgColumn; from: PgTable }
    | { where: (q: string) => SQL }
  /**
   * List order: by default the name's, where the family has one, else creation order (uid, which also breaks
   * every tie). Days give theirs: by date, as a calendar reads ("Matchday 10" is not between 1 and 2).
   */
  order?: SQL[]
  /** The rows this definition's readers may read at all (a scout's club memberships: clubs.ts); others are 404. */
  only?: SQL
  /** Columns elsewhere that RESTRICT deleting this record, with what to call those rows (plural). */
  referencedBy?: { column: AnyPgColumn; label: string }[]
  /** Constraint name → the field and message of the 400 it means. */
  constraints?: Record<string, { path: string; message: string }>
  /** Runs in a create's or an update's transaction, after its rows (a player's save queues his alerts). */
  afterWrite?: (tx: Executor, uid: string) => Promise<void>
}

export type WireRecord = Record<string, unknown> & { uid: string; version: number }

const selection = (def: FamilyDef) => ({
  uid: def.table.uid,
  version: def.table.version,
  created_at: getTableColumns(def.table).createdAt as AnyPgColumn,
  updated_at: def.table.updatedAt,
  ...def.columns,
  ...def.computed,
})

const wire = (row: Record<string, unknown>) => wireRow<WireRecord>(row)

/** Attaches each uid list to a page of records with one query per list. */
async function withLists(db: Executor, def: FamilyDef, records: WireRecord[]): Promise<WireRecord[]> {
  if (!def.lists || records.length === 0) return records
  const uids = records.map((r) => r.uid)
  for (const [field, list] of Object.entries(def.lists)) {
    const rows = await db
      .select({ owner: list.owner, item: list.item })
      .from(list.table)
      .where(inArray(list.owner, uids))
      .orderBy(list.owner, list.position)
    const byOwner = new Map<string, string[]>()
    for (const row of rows) {
      const items = byOwner.get(row.owner as string) ?? []
      items.push(row.item as string)
      byOwner.set(row.owner as string, items)
    }
    for (const record of records) record[field] = byOwner.get(record.uid) ?? []
  }
  return records
}

/** Each family's read by uid, prepared once (db/reads/prepared.ts): the hottest read of every area. */
const byUidReads = new WeakMap<FamilyDef, ReturnType<typeof byUidRead>>()
const byUidRead = (def: FamilyDef) =>
  preparedRead(`get_${getTableName(def.table)}`, (db) =>
    db
      .select(selection(def))
      .from(def.table)
      .where(and(eq(def.table.uid, sql.placeholder('uid')), def.only)),
  )

export async function getRecord(db: Executor, def: FamilyDef, uid: string): Promise<WireRecord> {
  let read = byUidReads.get(def)
  if (!read) {
    read = byUidRead(def)
    byUidReads.set(def, read)
  }
  const rows = (await read(db, { uid })) as Record<string, unknown>[]
  if (!rows[0]) throw recordNotFound(def.label, uid)
  const [record] = await withLists(db, def, [wire(rows[0])])
  return record!
}

function searchCondition(def: FamilyDef, q: string): SQL {
  const s = def.search
  if ('where' in s) return s.where(q)
  if ('via' in s) return sql`${s.via} in (select ${s.uid} from ${s.from} where ${nameMatches(s.name, q)})`
  return nameMatches(s.name, q)
}

export interface ListQuery {
  page: number
  limit: number
  q?: string
  [filter: string]: unknown
}

function conditions(def: FamilyDef, query: ListQuery, withQ = true): SQL | undefined {
  const where: SQL[] = def.only ? [def.only] : []
  for (const [key, column] of Object.entries(def.filters ?? {}))
    if (typeof query[key] === 'string') where.push(eq(column, query[key]))
  for (const [key, condition] of Object.entries(def.where ?? {}))
    if (typeof query[key] === 'string') where.push(condition(query[key]))
  for (const list of Object.values(def.lists ?? {}))
    if (list.filter && typeof query[list.filter] === 'string')
      where.push(
        sql`${def.table.uid} in (select ${list.owner} from ${list.table} where ${list.item} = ${query[list.filter]})`,
      )
  if (query.q && withQ) where.push(searchCondition(def, query.q))
  return where.length ? and(...where) : undefined
}

/**
 * A page of records: filtered by parent; matched by `q` in tiers (prefix, substring, then fuzzy — see
 * support/name-search-tiers.ts) where the family has a name column, alphabetical otherwise.
 */
export async function listRecords(
  db: Executor,
  def: FamilyDef,
  query: ListQuery,
): Promise<ListBody<WireRecord>> {
  const name = 'name' in def.search && !('via' in def.search) ? def.search.name : undefined
  const page = { page: query.page, limit: query.limit }
  const select = (where: SQL | undefined, order: SQL[], extra = {}, join?: TierJoin, on: Executor = db) => {
    const query = on
      .select({ ...selection(def), ...extra })
      .from(def.table)
      .$dynamic()
    return (join ? query.innerJoin(join.table, sql`${join.uid} = ${def.table.uid}`) : query)
      .where(where)
      .orderBy(...order)
  }
  if (name && query.q) {
    const found = await searchNameTiers(
      db,
      { table: def.table, name, uid: def.table.uid, where: conditions(def, query, false) },
      query.q,
      page,
      select,
    )
    const data = await withLists(db, def, found.rows.map(wire))
    return { data, meta: { total: found.total, ...page, ...(found.capped ? { capped: true } : {}) } }
  }
  const where = conditions(def, query)
  const order = def.order ?? (name ? [sql`lower(${name})`] : [])
  const rows = await select(where, [...order, sql`${def.table.uid}`])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  const [total] = await db.select({ n: count() }).from(def.table).where(where)
  const data = await withLists(db, def, rows.map(wire))
  return { data, meta: { total: Number(total?.n ?? 0), ...page } }
}
