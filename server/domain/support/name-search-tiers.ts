import { and, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { foldName, nameKeys } from '../../db/schema/name-keys'
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
/** How close an anchored name must be: pg_trgm's `%` threshold for a whole name, `<%`'s for one word. */
const CLOSE_WHOLE = 0.45
const CLOSE_WORD = 0.6

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export interface NameSearchSource {
  table: PgTable
  name: AnyPgColumn
  uid: AnyPgColumn
  /** The caller's other conditions (parents, filters). */
  where?: SQL
}

export interface TieredPage<Row> {
  rows: Row[]
  total: number
  /** True when `total` stopped at COUNT_CAP. */
  capped: boolean
}

/**
 * Reads a slice of rows: the caller's columns, plus `extra` columns when given (a tier's total, read in the same
 * query: the search strips it again).
 */
export type TierFetch<Row> = (
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
  extra?: Record<string, SQL>,
) => Promise<Row[]>

export async function searchNameTiers<Row>(
  db: Executor,
  source: NameSearchSource,
  q: string,
  page: { page: number; limit: number },
  fetch: TierFetch<Row>,
): Promise<TieredPage<Row>> {
  const { name, uid } = source
  const keys = nameKeys(name)
  const typed = foldName(q.trim())
  const startsWith = (key: SQL, text: string) => sql`${key} like ${`${escapeLike(text)}%`}`
  const scoped = (condition: SQL) => (source.where ? and(source.where, condition)! : condition)
  const alphabetical = [keys.whole, sql`${uid}`]
  /** How many rows match each condition (at most COUNT_CAP each), in one query. */
  const capped = async (conditions: SQL[]) => {
    const counts = conditions.map(
      (condition, i) =>
        sql`(select count(*)::int from (select 1 from ${source.table} where ${scoped(condition)} limit ${COUNT_CAP}) m) as ${sql.raw(`n${i}`)}`,
    )
    const result = await db.execute<Record<string, number>>(sql`select ${sql.join(counts, sql`, `)}`)
    return conditions.map((_, i) => Number(result.rows[0]?.[`n${i}`] ?? 0))
  }
  const offset = (page.page - 1) * page.limit

  /** One tier's slice and its size: counted only when the slice does not already tell it. */
  const tier = async (condition: SQL, order: SQL[], limit: number, skip: number) => {
    const rows = await fetch(scoped(condition), order, limit, skip)
    const known = skip === 0 && rows.length < limit
    return { rows, size: known ? rows.length : (await capped([condition]))[0]! }
  }

  /** A tier of few rows (the anchored one): its slice and its size from one query, counted by a window. */
  const smallTier = async (condition: SQL, order: SQL[]) => {
    const { rows, total } = takeRidingTotal(
      await fetch(scoped(condition), order, page.limit, offset, { [RIDING_TOTAL]: sql`count(*) over ()` }),
    )
    return { rows, size: total ?? 0 }
  }

  const first = startsWith(keys.whole, typed)
  // Each exact tier with its order. The second sorts on the key as an expression the whole-name btree cannot
  // hand over in order: otherwise PostgreSQL may walk that whole index for the first 20 rows of a match it
  // guesses common (1.25 s at 100,000 players) instead of reading the few matches of its own two btrees.
  const exact: [SQL, SQL[]][] = [
    [first, alphabetical],
    [
      sql`(${startsWith(keys.rest, typed)} or ${startsWith(keys.last, typed)}) and not ${first}`,
      [sql`(${keys.whole} || '')`, sql`${uid}`],
    ],
  ]
  // Both tiers' sizes in one round trip (every query is a round trip: the CPU profile put socket writes at a
  // quarter of a search), then the page's slice read from wherever it falls.
  const sizes = await capped(exact.map(([condition]) => condition))
  const total = sizes.reduce((a, b) => a + b, 0)
  if (total > 0) {
    const rows: Row[] = []
    let skip = offset
    for (const [index, [condition, order]] of exact.entries()) {
      const room = page.limit - rows.length
      if (room <= 0) break
      if (skip >= sizes[index]!) {
        skip -= sizes[index]!
        continue
      }
      rows.push(...(await fetch(scoped(condition), order, room, skip)))
      skip = 0
    }
    return { rows, total: Math.min(total, COUNT_CAP), capped: sizes.some((n) => n >= COUNT_CAP) }
  }

  // Nothing starts with it. Names that start like it and are close enough (see 3 above).
  const words = typed.split(/\s+/)
  const similar = sql`similarity(${typed}, ${keys.whole})`
  const wordSimilar = sql`word_similarity(${typed}, ${keys.whole})`
  const closeness = sql`${similar} + ${wordSimilar} desc`
  const anchor =
    words.length > 1
      ? sql`${startsWith(keys.whole, `${words[0]} ${words.at(-1)!.slice(0, 1)}`)} and ${similar} >= ${CLOSE_WHOLE}`
      : typed.length >= 3
        ? sql`(${startsWith(keys.whole, typed.slice(0, 3))} or ${startsWith(keys.rest, typed.slice(0, 3))} or ${startsWith(keys.last, typed.slice(0, 3))}) and ${wordSimilar} >= ${CLOSE_WORD}`
        : undefined
  if (anchor) {
    const near = await smallTier(anchor, [closeness, ...alphabetical])
    if (near.size > 0) return { rows: near.rows, total: near.size, capped: near.size >= COUNT_CAP }
  }

  // Still nothing: the trigram index. Several words read as a whole name with a typo: compare whole names (`%`,
  // similarity ≥ 0.45, set in db/client.ts), which singles out the one meant where word similarity ties every
  // player with the same first name. One word is a surname or a first name: compare it with the name's words
  // (`<%`), which also forgives a missing accent.
  if (q.length >= 4) {
    const inside = await tier(sql`${name} ilike ${`%${escapeLike(q)}%`}`, alphabetical, page.limit, offset)
    if (inside.size > 0) return { rows: inside.rows, total: inside.size, capped: inside.size >= COUNT_CAP }
  }
  const fuzzy = words.length > 1 ? sql`${name} % ${q}` : sql`${q} <% ${name}`
  const found = await tier(fuzzy, [closeness, ...alphabetical], page.limit, offset)
  return { rows: found.rows, total: found.size, capped: found.size >= COUNT_CAP }
}
