import { and, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { foldName, nameKeys } from '../../db/schema/name-keys'
import { preparedShapes } from './prepared-read'
import type { Executor } from './versioned-update'

// A name search in tiers, each one a cheap index scan, instead of one OR of every kind of match that had to
// fetch, rank and count them all. Decisions 0016 and 0022. Names compare folded (lower case, no accents:
// "mbappe" finds "Mbappé") through the btrees of db/schema/name-keys.ts.
//   1. the name starts with q ("Lucas Bo"), alphabetical;
//   2. a later word starts with q — a surname, "da Silva", the last word ("Bruyne") — alphabetical;
//   only when 1 and 2 find nothing (a typo, a missing letter):
//   3. names that START like q — its first word and the next word's first letter ("arthur v"), or one word's
//      first three letters — close enough by trigram similarity, most similar first: a btree range of a few
//      dozen names, where the trigram index reads the posting lists of every trigram of a common first name;
//   4. the trigram index (pg_trgm GIN) for what 3 cannot anchor (a typo in the first letters): q inside a name
//      (4+ characters), then the most similar names anywhere.
// Counts stop at COUNT_CAP (the page says "1,000+"), so a one-letter search never counts 100,000 rows, and a tier
// is counted only when its slice does not already tell its size (a first page with room to spare).

export const COUNT_CAP = 1000
/** The tiers' sizes ride along the page's rows as columns `tier_size_0`, `tier_size_1`, … */
const SIZE = 'tier_size_'

/** The rows without the size columns, and the `count` sizes they carried (undefined when there are no rows). */
function takeSizes<Row>(rows: Row[], count: number): { rows: Row[]; sizes: number[] | undefined } {
  const first = rows[0] as Record<string, unknown> | undefined
  const sizes = first && Array.from({ length: count }, (_, i) => Number(first[`${SIZE}${i}`]))
  for (const row of rows)
    for (let i = 0; i < count; i++) delete (row as Record<string, unknown>)[`${SIZE}${i}`]
  return { rows, sizes }
}
/** How close an anchored name must be: pg_trgm's `%` threshold for a whole name, `<%`'s for one word. */
const CLOSE_WHOLE = 0.45
const CLOSE_WORD = 0.6

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export interface NameSearchSource {
  table: PgTable
  name: AnyPgColumn
  uid: AnyPgColumn
  /** The caller's other conditions (parents, filters), their values given or as placeholders (`values`). */
  where?: SQL
  /**
   * Names the shape of `where` and of the caller's columns when both use placeholders only: the search's
   * queries are then prepared once per shape (prepared-read.ts). Without it they are built for each request.
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
  limit(n: Placeholder): { offset(n: Placeholder): Runnable<Row[]> }
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
) => Paged<Row>
/** A subquery the rows are joined to (inner join `table`, `on` the caller's rows), for its columns. */
export interface TierJoin {
  table: SQL
  on: SQL
}

type Counts = Record<string, number>[]
/** Every query of a search, prepared per caller shape and query kind (`${shape}|${kind}`). */
const prepared = preparedShapes<() => Runnable<unknown>, unknown>('name_search', (_db, build) => build())

export async function searchNameTiers<Row>(
  db: Executor,
  source: NameSearchSource,
  q: string,
  page: { page: number; limit: number },
  select: TierQuery<Row>,
): Promise<TieredPage<Row>> {
  const { name, uid } = source
  const keys = nameKeys(name)
  const typed = foldName(q.trim())
  const words = typed.split(/\s+/)
  const values: Record<string, unknown> = {
    ...source.values,
    prefix: `${escapeLike(typed)}%`,
    typed,
    q,
    inside: `%${escapeLike(q)}%`,
    anchor:
      words.length > 1
        ? `${escapeLike(`${words[0]} ${words.at(-1)!.slice(0, 1)}`)}%`
        : `${escapeLike(typed.slice(0, 3))}%`,
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
    reach: page.page * page.limit,
    no_offset: 0,
  }
  const value = (key: string) => sql.placeholder(key)
  /** Runs a query of this kind: prepared when the caller's shape is named, else built for this request. */
  const run = <Result>(kind: string, build: () => Runnable<Result>, more = {}): Promise<Result> =>
    source.shape === undefined
      ? build().execute({ ...values, ...more })
      : (prepared(db, `${source.shape}|${kind}`, build, { ...values, ...more }) as Promise<Result>)

  const startsWith = (key: SQL, pattern: string) => sql`${key} like ${value(pattern)}`
  const scoped = (condition: SQL) => (source.where ? and(source.where, condition)! : condition)
  const alphabetical = [keys.whole, sql`${uid}`]
  const slice = (condition: SQL, order: SQL[], extra?: Record<string, SQL>) =>
    select(scoped(condition), order, extra).limit(value('limit')).offset(value('offset'))
  /** How many rows match a condition, at most COUNT_CAP. */
  const cappedCount = (condition: SQL) =>
    sql`(select count(*)::int from (select 1 from ${source.table} where ${scoped(condition)} limit ${COUNT_CAP}) m)`
  /** How many rows match each condition (at most COUNT_CAP each), in one query. */
  const capped = async (kind: string, conditions: SQL[]) => {
    const counts: Record<string, SQL> = {}
    for (const [i, condition] of conditions.entries()) counts[`n${i}`] = cappedCount(condition)
    const result = await run(`${kind}_counts`, () => db.select(counts).from(sql`(select 1) one`) as never)
    return conditions.map((_, i) => Number((result as Counts)[0]?.[`n${i}`] ?? 0))
  }

  /** One tier's slice and its size: counted only when the slice does not already tell it. */
  const tier = async (kind: string, condition: SQL, order: SQL[]) => {
    const rows = await run(kind, () => slice(condition, order))
    const known = values.offset === 0 && rows.length < page.limit
    return { rows, size: known ? rows.length : (await capped(kind, [condition]))[0]! }
  }

  const first = startsWith(keys.whole, 'prefix')
  const later = sql`(${startsWith(keys.rest, 'prefix')} or ${startsWith(keys.last, 'prefix')})`
  const second = sql`${later} and not ${first}`
  // Names that start like it and are close enough (3 above), only when nothing matches as typed.
  const similar = sql`similarity(${value('typed')}, ${keys.whole})`
  const wordSimilar = sql`word_similarity(${value('typed')}, ${keys.whole})`
  const closeness = sql`${similar} + ${wordSimilar}`
  const anchored =
    words.length > 1
      ? sql`${startsWith(keys.whole, 'anchor')} and ${similar} >= ${CLOSE_WHOLE}`
      : typed.length >= 3
        ? sql`(${startsWith(keys.whole, 'anchor')} or ${startsWith(keys.rest, 'anchor')} or ${startsWith(keys.last, 'anchor')}) and ${wordSimilar} >= ${CLOSE_WORD}`
        : undefined
  const nothingExact = sql`not exists (select 1 from ${source.table} where ${scoped(first)})
    and not exists (select 1 from ${source.table} where ${scoped(later)})`
  const near = anchored && sql`${nothingExact} and ${anchored}`

  // Tiers 1–3 answer in ONE statement: the page and every tier's size (every query is a round trip, ~250 µs of
  // the server's CPU; the profile put socket writes at a quarter of a search). The page's keys come from a
  // UNION of the tiers, each an index scan stopped at the page's end; the rows are then read by key for those
  // few uids and put back in tier order; the sizes are capped counts PostgreSQL runs once. The near tier is
  // guarded by "nothing matches as typed", which PostgreSQL checks once before reading it. The second tier sorts
  // on the key as an expression the whole-name btree cannot hand over in order: otherwise PostgreSQL may walk
  // that whole index for the first 20 rows of a match it guesses common (1.25 s at 100,000 players) instead of
  // reading the few matches of its own two btrees.
  const tierKeys = (tier: number, condition: SQL, key: SQL, score?: SQL) =>
    sql`(select ${uid} as uid, ${sql.raw(String(tier))} as tier, ${score ?? sql`0::real`} as score, ${key} as k,
        ${score ? sql`count(*) over ()` : sql`null::bigint`} as n
      from ${source.table} where ${scoped(condition)}
      order by ${score ? sql`${score} desc, ` : sql``}${key}, ${uid} limit ${value('reach')})`
  const branches = [tierKeys(0, first, keys.whole), tierKeys(1, second, sql`(${keys.whole} || '')`)]
  if (near) branches.push(tierKeys(2, near, keys.whole, closeness))
  // The near tier is counted by a window in its own scan (its similarities are worked out once).
  const pageKeys = sql`(select t.uid, t.tier, t.score, t.k, max(t.n) over () as near_size
    from (${sql.join(branches, sql` union all `)}) t
    order by t.tier, t.score desc, t.k, t.uid limit ${value('limit')} offset ${value('offset')}) page`
  const tiers = near ? [first, second, near] : [first, second]
  const kind = near ? (words.length > 1 ? 'tiers_near_name' : 'tiers_near_word') : 'tiers'
  const ranked = takeSizes(
    await run(kind, () =>
      select(
        sql`true`,
        [sql`page.tier`, sql`page.score desc`, sql`page.k`, sql`page.uid`],
        {
          [`${SIZE}0`]: cappedCount(first),
          [`${SIZE}1`]: cappedCount(second),
          [`${SIZE}2`]: sql`coalesce(page.near_size, 0)`,
        },
        { table: pageKeys, on: sql`page.uid = ${uid}` },
      )
        .limit(value('limit'))
        .offset(value('no_offset')),
    ),
    3,
  )
  // No rows: nothing matches, or (a later page) the page is past the matches' end; only then ask.
  const sizes = ranked.sizes ?? (values.offset === 0 ? tiers.map(() => 0) : await capped(kind, tiers))
  const exactSize = sizes[0]! + sizes[1]!
  const size = exactSize || (sizes[2] ?? 0)
  if (size > 0)
    return {
      rows: ranked.rows,
      total: Math.min(size, COUNT_CAP),
      capped: sizes.some((n) => n >= COUNT_CAP),
    }

  // Still nothing: the trigram index. Several words read as a whole name with a typo: compare whole names (`%`,
  // similarity ≥ 0.45, set in db/client.ts), which singles out the one meant where word similarity ties every
  // player with the same first name. One word is a surname or a first name: compare it with the name's words
  // (`<%`), which also forgives a missing accent.
  if (q.length >= 4) {
    const inside = await tier('inside', sql`${name} ilike ${value('inside')}`, alphabetical)
    if (inside.size > 0) return { rows: inside.rows, total: inside.size, capped: inside.size >= COUNT_CAP }
  }
  const fuzzy = words.length > 1 ? sql`${name} % ${value('q')}` : sql`${value('q')} <% ${name}`
  const found = await tier(words.length > 1 ? 'fuzzy_name' : 'fuzzy_word', fuzzy, [
    sql`${closeness} desc`,
    ...alphabetical,
  ])
  return { rows: found.rows, total: found.size, capped: found.size >= COUNT_CAP }
}
