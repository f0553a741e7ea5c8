import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { searchFold } from '../../../src/rules/name-folding'
import type { Executor } from '../../db/client'
import { preparedShapes } from '../../db/reads/prepared'
import { ridingValues } from '../../db/reads/riding-columns'
import { escapeLike } from './name-search'
import { COUNT_CAP, SIZE_COLUMNS, searchSql, startRange } from './name-search-sql'

// A name search in tiers, each one a cheap index scan, instead of one OR of every kind of match that had to
// fetch, rank and count them all. Decisions 0016 and 0022. Names compare folded (lower case, no accents:
// "mbappe" finds "Mbappé") through the btrees of db/schema/name-keys.ts.
//   1. the name starts with q ("Lucas Bo"), alphabetical;
//   2. a later word starts with q — a surname, "da Silva", the last word ("Bruyne") — alphabetical;
//   only when 1 and 2 find nothing (a typo, a missing letter):
//   3. names that START like q — its first word and the last word's first two letters ("arthur ve"; where
//      those hold none, its first letter), or one word's first three letters — close enough by trigram
//      similarity, most similar first: a btree range of a few dozen names, where the trigram index reads the
//      posting lists of every trigram of a common first name;
//   4. the trigram index (pg_trgm GIN) for what 3 cannot anchor (a typo in the first letters): q inside a name
//      (4+ characters), then the most similar names anywhere.
// Counts stop at COUNT_CAP (the page says "1,000+"), so a one-letter search never counts 100,000 rows, and a tier
// is counted only when its slice does not already tell its size (a first page with room to spare).

export interface NameSearchSource {
  table: PgTable
  name: AnyPgColumn
  uid: AnyPgColumn
  /** The caller's other conditions (parents, filters), their values given or as placeholders (`values`). */
  where?: SQL
  /**
   * `where` holds no values at all — a fixed condition, the same for every search (the scout's minors' gate):
   * the tiers' one generic plan then serves every search as it does without a condition (see `preparedOnce`).
   */
  fixedWhere?: boolean
  /**
   * Names the shape of `where` and of the caller's columns when both use placeholders only: the search's
   * queries are then prepared once per shape (db/reads/prepared.ts). Without it they are built for each request.
   */
  shape?: string
  /** Values of the caller's placeholders. */
  values?: Record<string, unknown>
}

export interface TieredPage<Row> {
  rows: Row[]
  total: number
  /** True when `total` stopped at COUNT_CAP. */
  capped: boolean
}

/** A query the search can run: drizzle's select, with or without its statement prepared. */
interface Runnable<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> }
}
interface Paged<Row> {
  limit(n: Placeholder): Runnable<Row[]> & { offset(n: Placeholder): Runnable<Row[]> }
}

/**
 * The caller's select of a tier's rows (its columns, `extra` ones when given: a tier's total, stripped again by
 * the search), not yet run: the search adds the page's limit and offset and runs it.
 */
export type TierQuery<Row> = (
  where: SQL,
  order: SQL[],
  extra?: Record<string, SQL>,
  join?: TierJoin,
  /** The executor to build it on: the statement may be prepared on another handle (db/reads/prepared.ts). */
  on?: Executor,
) => Paged<Row>
/**
 * A subquery the rows are joined to (inner join `table` where `uid` is the caller's row's key), for its columns. It
 * holds every row the query reads (the query's own condition is `true`): a caller may read the rows from another
 * table keyed the same way.
 */
export interface TierJoin {
  table: SQL
  uid: SQL
}

type Counts = Record<string, number>[]
/** Builds a statement on the executor it will be prepared on. */
type Build<Result> = (on: Executor) => Runnable<Result>
/** Every query of a search, prepared per caller shape and query kind (`${shape}|${kind}`). */
const prepared = preparedShapes<Build<unknown>, unknown>('name_search', (on, build) => build(on))
/**
 * The same for the one statement of tiers 1–3 when the caller adds no conditions, or only a fixed one (no
 * values: the scout's minors' gate): one generic plan serves every search (its key ranges read the btrees
 * whatever the text; measured in decisions 0025 and 0068). With the caller's filters the best plan depends on
 * their values (a nationality of 40 players or of 100,000), so those are planned for each search.
 */
const preparedOnce = preparedShapes<Build<unknown>, unknown>(
  'name_search_generic',
  (on, build) => build(on),
  { genericPlan: true },
)

export async function searchNameTiers<Row>(
  db: Executor,
  source: NameSearchSource,
  q: string,
  page: { page: number; limit: number },
  select: TierQuery<Row>,
): Promise<TieredPage<Row>> {
  const typed = searchFold(q.trim())
  const words = typed.split(/\s+/)
  const variant = words.length > 1 ? 'name' : typed.length >= 3 ? 'word' : 'short'
  const values: Record<string, unknown> = {
    ...source.values,
    ...startRange('prefix', typed),
    typed,
    q,
    inside: `%${escapeLike(q)}%`,
    ...startRange(
      'anchor',
      words.length > 1 ? `${words[0]} ${words.at(-1)!.slice(0, 1)}` : typed.slice(0, 3),
    ),
    ...startRange('narrow', `${words[0]} ${words.at(-1)!.slice(0, 2)}`),
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
    reach: page.page * page.limit,
  }
  const s = searchSql(source, source.shape, variant)
  /** Runs a query of this kind: prepared when the caller's shape is named, else built for this request. */
  const run = <Result>(kind: string, build: Build<Result>): Promise<Result> => {
    if (source.shape === undefined) return build(db).execute(values)
    const statement = kind === 'tiers' && (!source.where || source.fixedWhere) ? preparedOnce : prepared
    return statement(db, `${source.shape}|${variant}|${kind}`, build, values) as Promise<Result>
  }
  const limit = sql.placeholder('limit')

  /** How many rows match each condition (at most COUNT_CAP each), in one query. */
  const capped = async (kind: string, conditions: SQL[]) => {
    const result = await run(`${kind}_counts`, (on) => {
      const counts: Record<string, SQL> = {}
      for (const [i, condition] of conditions.entries()) counts[`n${i}`] = s.cappedCount(condition)
      return on.select(counts).from(sql`(select 1) one`) as never
    })
    return conditions.map((_, i) => Number((result as Counts)[0]?.[`n${i}`] ?? 0))
  }

  /** One tier's slice and its size: counted only when the slice does not already tell it. */
  const tier = async (kind: string, condition: SQL, order: SQL[]) => {
    const rows = await run(kind, (on) =>
      select(s.scoped(condition), order, {}, undefined, on).limit(limit).offset(sql.placeholder('offset')),
    )
    const known = values.offset === 0 && rows.length < page.limit
    return { rows, size: known ? rows.length : (await capped(kind, [condition]))[0]! }
  }

  // Tiers 1–3 answer in ONE statement: the page and every tier's size (every query is a round trip, ~250 µs of
  // the server's CPU; the profile put socket writes at a quarter of a search). The page's keys come from a
  // UNION of the tiers, each an index scan stopped at the page's end; the rows are then read by key for those
  // few uids and put back in tier order; the sizes are capped counts PostgreSQL runs once. The near tier is
  // guarded by "nothing matches as typed", which PostgreSQL checks once before reading it.
  const tiers = s.near ? [s.first, s.second, s.near] : [s.first, s.second]
  const rows = await run('tiers', (on) =>
    select(sql`true`, s.pageOrder, s.sizeColumns, { table: s.pageKeys, uid: sql`page.uid` }, on).limit(limit),
  )
  // No rows: nothing matches, or (a later page) the page is past the matches' end; only then ask.
  const sizes =
    ridingValues(rows, SIZE_COLUMNS) ??
    (values.offset === 0 ? tiers.map(() => 0) : await capped('tiers', tiers))
  const exactSize = sizes[0]! + sizes[1]!
  const size = exactSize || (sizes[2] ?? 0)
  if (size > 0)
    return {
      rows,
      total: Math.min(size, COUNT_CAP),
      capped: sizes.some((n) => n >= COUNT_CAP),
    }

  // Still nothing: the trigram index. Several words read as a whole name with a typo: compare whole names (`%`,
  // similarity ≥ 0.45, set in db/client.ts), which singles out the one meant where word similarity ties every
  // player with the same first name. One word is a surname or a first name: compare it with the name's words
  // (`<%`), which also forgives a missing accent.
  if (q.length >= 4) {
    const inside = await tier('inside', s.inside, s.alphabetical)
    if (inside.size > 0) return { rows: inside.rows, total: inside.size, capped: inside.size >= COUNT_CAP }
  }
  const found = await tier('fuzzy', s.fuzzy, [sql`${s.closeness} desc`, ...s.alphabetical])
  return { rows: found.rows, total: found.size, capped: found.size >= COUNT_CAP }
}
