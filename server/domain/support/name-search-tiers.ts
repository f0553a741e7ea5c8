import { and, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { foldName, nameKeys } from '../../db/schema/name-keys'
import { preparedShapes } from './prepared-read'
import { RIDING_TOTAL, takeRidingTotal } from './riding-total'
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
/** The exact tiers' sizes, riding along the page's rows as two more columns. */
const SIZE_FIRST = 'tier_size_first'
const SIZE_SECOND = 'tier_size_second'

/** The rows without the size columns, and the sizes they carried (undefined when there are no rows). */
function takeSizes<Row>(rows: Row[]): { rows: Row[]; sizes: [number, number] | undefined } {
  const first = rows[0] as Record<string, unknown> | undefined
  const sizes: [number, number] | undefined =
    first === undefined ? undefined : [Number(first[SIZE_FIRST]), Number(first[SIZE_SECOND])]
  for (const row of rows) {
    delete (row as Record<string, unknown>)[SIZE_FIRST]
    delete (row as Record<string, unknown>)[SIZE_SECOND]
  }
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
export type TierQuery<Row> = (where: SQL, order: SQL[], extra?: Record<string, SQL>) => Paged<Row>

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

  /** A tier of few rows (the anchored one): its slice and its size from one query, counted by a window. */
  const smallTier = async (kind: string, condition: SQL, order: SQL[]) => {
    const { rows, total } = takeRidingTotal(
      await run(kind, () => slice(condition, order, { [RIDING_TOTAL]: sql`count(*) over ()` })),
    )
    return { rows, size: total ?? 0 }
  }

  const first = startsWith(keys.whole, 'prefix')
  const second = sql`(${startsWith(keys.rest, 'prefix')} or ${startsWith(keys.last, 'prefix')}) and not ${first}`
  // The exact tiers' page and both tiers' sizes in ONE statement (every query is a round trip, ~250 µs of the
  // server's CPU: the profile put socket writes at a quarter of a search). The page's keys come from a UNION of
  // the two tiers, each an index scan stopped at the page's end; the rows are then read by key for those few
  // uids and put back in tier order; the sizes are capped counts PostgreSQL runs once. The second tier sorts on
  // the key as an expression the whole-name btree cannot hand over in order: otherwise PostgreSQL may walk that
  // whole index for the first 20 rows of a match it guesses common (1.25 s at 100,000 players) instead of
  // reading the few matches of its own two btrees.
  const tierKeys = (tier: number, condition: SQL, key: SQL) =>
    sql`(select ${uid} as uid, ${sql.raw(String(tier))} as tier, ${key} as k from ${source.table}
      where ${scoped(condition)} order by ${key}, ${uid} limit ${value('reach')})`
  const pageKeys = sql`select t.uid from (${tierKeys(0, first, keys.whole)} union all ${tierKeys(1, second, sql`(${keys.whole} || '')`)}) t
    order by t.tier, t.k, t.uid limit ${value('limit')} offset ${value('offset')}`
  const exactRows = takeSizes(
    await run('exact', () =>
      select(sql`${uid} in (${pageKeys})`, [sql`case when ${first} then 0 else 1 end`, ...alphabetical], {
        [SIZE_FIRST]: cappedCount(first),
        [SIZE_SECOND]: cappedCount(second),
      })
        .limit(value('limit'))
        .offset(value('no_offset')),
    ),
  )
  // No rows: nothing matches as typed, or (a later page) the page is past the matches' end; only then ask.
  const sizes = exactRows.sizes ?? (values.offset === 0 ? [0, 0] : await capped('exact', [first, second]))
  const total = sizes.reduce((a, b) => a + b, 0)
  if (total > 0)
    return {
      rows: exactRows.rows,
      total: Math.min(total, COUNT_CAP),
      capped: sizes.some((n) => n >= COUNT_CAP),
    }

  // Nothing starts with it. Names that start like it and are close enough (see 3 above).
  const similar = sql`similarity(${value('typed')}, ${keys.whole})`
  const wordSimilar = sql`word_similarity(${value('typed')}, ${keys.whole})`
  const closeness = sql`${similar} + ${wordSimilar} desc`
  const anchor =
    words.length > 1
      ? sql`${startsWith(keys.whole, 'anchor')} and ${similar} >= ${CLOSE_WHOLE}`
      : typed.length >= 3
        ? sql`(${startsWith(keys.whole, 'anchor')} or ${startsWith(keys.rest, 'anchor')} or ${startsWith(keys.last, 'anchor')}) and ${wordSimilar} >= ${CLOSE_WORD}`
        : undefined
  if (anchor) {
    const near = await smallTier(words.length > 1 ? 'near_name' : 'near_word', anchor, [
      closeness,
      ...alphabetical,
    ])
    if (near.size > 0) return { rows: near.rows, total: near.size, capped: near.size >= COUNT_CAP }
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
    closeness,
    ...alphabetical,
  ])
  return { rows: found.rows, total: found.size, capped: found.size >= COUNT_CAP }
}
