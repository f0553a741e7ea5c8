import { and, count, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from './versioned-update'

// A name search in tiers, each one a cheap index scan, instead of one OR of every kind of match that had to
// fetch, rank and count them all (measured at 100,000 players: p99 143 ms for "Lucas Bo", whose fuzzy part
// matches every "Lucas …"). Decision 0016.
//   1. prefix — the name starts with q (btree on lower(name) text_pattern_ops), alphabetical;
//   2. substring — q inside the name, a surname say (pg_trgm GIN), alphabetical; q of 4+ characters only;
//   3. fuzzy — only when 1 and 2 find nothing: trigram similarity of the whole name or of a word of it (GIN),
//      most similar first; this is what forgives a typo or a missing accent ("mbappe" → "Kylian Mbappé").
// Counts stop at COUNT_CAP (the page says "1,000+"), so a one-letter search never counts 100,000 rows, and a tier
// is counted only when its slice does not already tell its size (a first page with room to spare).

export const COUNT_CAP = 1000

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

export async function searchNameTiers<Row>(
  db: Executor,
  source: NameSearchSource,
  q: string,
  page: { page: number; limit: number },
  fetch: (where: SQL, order: SQL[], limit: number, offset: number) => Promise<Row[]>,
): Promise<TieredPage<Row>> {
  const { name, uid } = source
  const prefix = sql`lower(${name}) like ${`${escapeLike(q.toLowerCase())}%`}`
  const inside = sql`${name} ilike ${`%${escapeLike(q)}%`}`
  const scoped = (condition: SQL) => (source.where ? and(source.where, condition)! : condition)
  const alphabetical = [sql`lower(${name})`, sql`${uid}`]
  const capped = async (condition: SQL) => {
    const matches = db
      .select({ one: sql`1` })
      .from(source.table)
      .where(scoped(condition))
      .limit(COUNT_CAP)
      .as('matches')
    const [row] = await db.select({ n: count() }).from(matches)
    return Number(row?.n ?? 0)
  }
  const offset = (page.page - 1) * page.limit

  /** One tier's slice and its size: counted only when the slice does not already tell it. */
  const tier = async (condition: SQL, order: SQL[], limit: number, skip: number) => {
    const rows = limit > 0 ? await fetch(scoped(condition), order, limit, skip) : []
    const known = skip === 0 && rows.length < limit
    return { rows, size: known ? rows.length : await capped(condition) }
  }

  const exact: SQL[] = [prefix]
  if (q.length >= 4) exact.push(sql`${inside} and not ${prefix}`)
  // Walk the exact tiers in order, taking the page's slice from wherever it falls.
  const rows: Row[] = []
  const sizes: number[] = []
  let skip = offset
  for (const condition of exact) {
    if (skip > 0) {
      // A later page: this tier's size says whether the slice starts in it.
      const size = await capped(condition)
      sizes.push(size)
      if (skip >= size) {
        skip -= size
        continue
      }
    }
    const found = await tier(condition, alphabetical, page.limit - rows.length, skip)
    rows.push(...found.rows)
    if (sizes.length < exact.indexOf(condition) + 1) sizes.push(found.size)
    skip = 0
  }
  const total = sizes.reduce((a, b) => a + b, 0)
  if (total > 0) return { rows, total: Math.min(total, COUNT_CAP), capped: sizes.some((n) => n >= COUNT_CAP) }

  // Nothing matches as typed: the most similar names. Several words read as a whole name with a typo: compare
  // whole names (`%`, similarity ≥ 0.45, set in db/client.ts), which singles out the one meant where word
  // similarity ties every player with the same first name. One word is a surname or a first name: compare it
  // with the name's words (`<%`), which also forgives a missing accent ("mbappe").
  const fuzzy = /\s/.test(q.trim()) ? sql`${name} % ${q}` : sql`${q} <% ${name}`
  const closeness = sql`similarity(${q}, ${name}) + word_similarity(${q}, ${name}) desc`
  const found = await tier(fuzzy, [closeness, ...alphabetical], page.limit, offset)
  return { rows: found.rows, total: found.size, capped: found.size >= COUNT_CAP }
}
