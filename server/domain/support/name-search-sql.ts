import { and, getTableName, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { countUpTo } from '../../db/reads/capped-count'
import { ridingColumn } from '../../db/reads/riding-columns'
import { nameKeys } from '../../db/schema/name-keys'

// The SQL of a name search's tiers (name-search-tiers.ts says what each tier is), every value a placeholder: the
// same for every search of one shape, so it is built once per shape and the search only fills in values. Built
// for each request, drizzle spent ~10 % of a search's CPU assembling the same SQL again.

export const COUNT_CAP = 1000
/** How close an anchored name must be: pg_trgm's `%` threshold for a whole name, `<%`'s for one word. */
const CLOSE_WHOLE = 0.45
const CLOSE_WORD = 0.6
/** The tiers' sizes ride along the page's rows as these columns (db/reads/riding-columns.ts). */
export const SIZE_COLUMNS = [0, 1, 2].map((tier) => ridingColumn(`tier_size_${tier}`))

export interface SearchTable {
  table: PgTable
  name: AnyPgColumn
  uid: AnyPgColumn
  /** The caller's other conditions, their values as placeholders when the search is prepared. */
  where?: SQL
}

/** Several words (a whole name), one word of three letters or more, or fewer letters (no look-alikes). */
export type SearchVariant = 'name' | 'word' | 'short'

export interface SearchSql {
  first: SQL
  second: SQL
  /** The look-alikes that start like it, guarded by "nothing matches as typed"; none for a short word. */
  near?: SQL
  inside: SQL
  fuzzy: SQL
  closeness: SQL
  alphabetical: SQL[]
  scoped: (condition: SQL) => SQL
  cappedCount: (condition: SQL) => SQL
  /** The page's keys from every tier at once, as a subquery `page` to join the rows to. */
  pageKeys: SQL
  pageOrder: SQL[]
  sizeColumns: Record<string, SQL>
}

const value = (key: string) => sql.placeholder(key)

/** The last character there is: a key that starts with `text` sorts before `text` followed by it. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff)

/**
 * "Starts with" as a range of keys (byte order) between two placeholders: unlike `LIKE $1`, a range of
 * parameters lets one generic plan of a prepared search read the key's btree whatever the text, so PostgreSQL
 * need not plan the statement again for each search. `startRange` gives the placeholders' values.
 */
const startsWith = (key: SQL, range: string) =>
  sql`${key} >= ${value(`${range}_from`)} and ${key} < ${value(`${range}_to`)}`
export const startRange = (range: string, text: string) => ({
  [`${range}_from`]: text,
  [`${range}_to`]: text + LAST_CHARACTER,
})

function buildSearchSql({ table, name, uid, where }: SearchTable, variant: SearchVariant): SearchSql {
  const keys = nameKeys(name)
  const scoped = (condition: SQL) => (where ? and(where, condition)! : condition)
  const exists = (condition: SQL) => sql`exists (select 1 from ${table} where ${scoped(condition)})`
  const first = startsWith(keys.whole, 'prefix')
  const rest = startsWith(keys.rest, 'prefix')
  const last = startsWith(keys.last, 'prefix')
  const second = sql`(${rest} or ${last}) and not ${first}`
  const similar = sql`similarity(${value('typed')}, ${keys.whole})`
  const wordSimilar = sql`word_similarity(${value('typed')}, ${keys.whole})`
  // How close a look-alike is, to rank them. A whole name typed is compared with whole names: word similarity
  // would add the same comparison again (its best-matching stretch of a name is the whole name) at ~20 times
  // the CPU — 9 of a search's 10 ms for 323 look-alikes at 1,000,000 players. One word typed is a word of a name.
  const closeness = variant === 'name' ? similar : sql`${similar} + ${wordSimilar}`
  // One EXISTS per key: each one range of one btree, which even a generic plan reads through its index.
  const nothingExact = sql`not ${exists(first)} and not ${exists(rest)} and not ${exists(last)}`
  // A whole name's look-alikes start like it: its first word and the surname's first two letters ("lucas bo"),
  // else, only where those hold none, its first letter ("lucas b": a typo in the surname's second letter). At
  // 1,000,000 players one letter after a common first name anchors thousands of names to rank by similarity;
  // two anchor a few hundred.
  const closeName = (range: string) => sql`${startsWith(keys.whole, range)} and ${similar} >= ${CLOSE_WHOLE}`
  const nearBranches =
    variant === 'name'
      ? [
          sql`${nothingExact} and ${closeName('narrow')}`,
          sql`${nothingExact} and not ${exists(closeName('narrow'))} and ${closeName('anchor')}`,
        ]
      : variant === 'word'
        ? [
            sql`${nothingExact} and (${startsWith(keys.whole, 'anchor')} or ${startsWith(keys.rest, 'anchor')} or ${startsWith(keys.last, 'anchor')}) and ${wordSimilar} >= ${CLOSE_WORD}`,
          ]
        : []
  const near = nearBranches.length ? sql`(${sql.join(nearBranches, sql` or `)})` : undefined

  const tierKeys = (tier: number, condition: SQL, key: SQL) =>
    sql`(select ${uid} as uid, ${sql.raw(String(tier))} as tier, 0::real as score, ${key} as k, null::bigint as n
      from ${table} where ${scoped(condition)}
      order by ${key}, ${uid} limit ${value('reach')})`
  // Look-alikes are ranked by closeness and counted by a window over them. Their closeness and key are worked
  // out in the scan, behind a fence (`offset 0`): merged into one query, PostgreSQL worked them out again in the
  // window for each row — 7 of a search's 8 ms for 226 look-alikes at 1,000,000 players, against ~1 ms fenced.
  const rankedKeys = (tier: number, condition: SQL, key: SQL, score: SQL) =>
    sql`(select uid, tier, score, k, count(*) over () as n from (
        select ${uid} as uid, ${sql.raw(String(tier))} as tier, ${score} as score, ${key} as k
        from ${table} where ${scoped(condition)} offset 0) scored
      order by score desc, k, uid limit ${value('reach')})`
  // The second tier sorts on the key as an expression the whole-name btree cannot hand over in order: otherwise
  // PostgreSQL may walk that whole index for the first 20 rows of a match it guesses common (1.25 s at 100,000
  // players) instead of reading the few matches of its own two btrees.
  const branches = [tierKeys(0, first, keys.whole), tierKeys(1, second, sql`(${keys.whole} || '')`)]
  // A whole name's look-alikes in the narrow range are worked out once, in a CTE both branches read: the page's
  // branch ranks them, and the fallback to the surname's first letter asks only whether there were any. As
  // `not exists` of the narrow range's condition the fallback worked out their similarities a second time, up
  // to the first close one (every one when none is close: the case that then also reads the wider range).
  const narrowOnce = variant === 'name'
  const withNarrow = narrowOnce
    ? sql`with near_narrow as materialized (select ${uid} as uid, ${closeness} as score, ${keys.whole} as k
        from ${table} where ${scoped(nearBranches[0]!)}) `
    : sql``
  if (narrowOnce)
    branches.push(
      sql`(select uid, 2 as tier, score, k, count(*) over () as n from near_narrow
        order by score desc, k, uid limit ${value('reach')})`,
      rankedKeys(
        2,
        sql`${nothingExact} and not exists (select 1 from near_narrow) and ${closeName('anchor')}`,
        keys.whole,
        closeness,
      ),
    )
  else for (const branch of nearBranches) branches.push(rankedKeys(2, branch, keys.whole, closeness))
  const cappedCount = (condition: SQL) => countUpTo(table, scoped(condition), COUNT_CAP)
  return {
    first,
    second,
    near,
    inside: sql`${name} ilike ${value('inside')}`,
    fuzzy: variant === 'name' ? sql`${name} % ${value('q')}` : sql`${value('q')} <% ${name}`,
    closeness,
    alphabetical: [keys.whole, sql`${uid}`],
    scoped,
    cappedCount,
    // The look-alikes are counted by a window in their own scan (their similarities are worked out once).
    pageKeys: sql`(${withNarrow}select t.uid, t.tier, t.score, t.k, max(t.n) over () as near_size
      from (${sql.join(branches, sql` union all `)}) t
      order by t.tier, t.score desc, t.k, t.uid limit ${value('limit')} offset ${value('offset')}) page`,
    pageOrder: [sql`page.tier`, sql`page.score desc`, sql`page.k`, sql`page.uid`],
    sizeColumns: Object.fromEntries(
      [cappedCount(first), cappedCount(second), sql`coalesce(page.near_size, 0)`].map((size, i) => [
        SIZE_COLUMNS[i]!,
        size,
      ]),
    ),
  }
}

/** Past this many shapes the SQL is built for each search: a bound on what the process keeps. */
const MAX_SHAPES = 256
const built = new Map<string, SearchSql>()

/** The search's SQL for this table, caller shape (undefined: not reusable) and variant. */
export function searchSql(source: SearchTable, shape: string | undefined, variant: SearchVariant): SearchSql {
  if (shape === undefined) return buildSearchSql(source, variant)
  const key = `${getTableName(source.table)}|${shape}|${variant}`
  let found = built.get(key)
  if (!found) {
    found = buildSearchSql(source, variant)
    if (built.size < MAX_SHAPES) built.set(key, found)
  }
  return found
}
