import { sql } from 'drizzle-orm'
import type { ListMeta } from '../../../../src/api/contract/schemas/common'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import type { Db } from '../../../db/client'
import type { JsonPage } from '../../../db/reads/json-rows'
import { type PageKey, playersOfPageJson } from '../../players/player-reads'
import { valuesOwnerOf } from '../../recruitment/club-values'
import { withMinimumsCounted } from './number-minimums'
import { afterValues } from './order-key'
import { isOpen, OPEN_COUNT_CAP, readsClubValues, walksWholePositions, walksWithin } from './plan'
import { statementKey } from './shape'
import { filterPageSql, matchCount, matchCountUpTo, type PageKind, type PageRead } from './sql'
import { paramSlot, statementValues } from './values'

// POST filter: the structured search, run (its SQL: player-filter/sql.ts).

/**
 * POST filter's page as the reply sends it (http/json-reply.ts): the page's players, their numbers and this scout's
 * shortlist dates, written as JSON by PostgreSQL, and the total, in ONE statement; only a page past the end asks
 * again. The statement is built and prepared once per filter shape, every value a placeholder named for what it
 * holds (values.ts): planning it, and building it to gather its values, for each request cost more than its
 * work (why: decisions 0026 and 0047).
 */
export async function filterPlayersJson(db: Db, scoutUid: string, asked: PlayerFilter): Promise<JsonPage> {
  const { found, values, f } = await readPage(db, scoutUid, asked, { page: 'screen' })
  // Only a page past the end (no rows to carry the total) asks again; an open filter counts up to its cap.
  const counted =
    found.total ??
    (f.page === 1
      ? 0
      : Number(
          (await db.execute<{ n: number }>(sql`select ${matchCount(f, paramSlot(values))} as n`)).rows[0]
            ?.n ?? 0,
        ))
  const capped = isOpen(f) && counted >= OPEN_COUNT_CAP
  const meta: ListMeta = { total: counted, page: f.page, limit: f.limit, ...(capped ? { capped: true } : {}) }
  return { json: found.json, meta }
}

/**
 * A page of the scout's search as his file reads it: `f.limit` players after the last one of the page before
 * (`after`, null for the first), not by offset (order-key.ts): each page starts where the last ended, whatever
 * the order, instead of reading the players before it again; and a player added or removed before a page's start
 * no longer shifts the rest by one (one of them written twice or left out). Each player as a file's row: the few
 * fields its columns write (scouting/file-row.ts). With the key to read the next after.
 */
export async function filterFilePage(db: Db, scoutUid: string, f: PlayerFilter, after: PageKey | null) {
  const at: PageAt = after ? { page: 'file after', after } : { page: 'file start' }
  const { found } = await readPage(db, scoutUid, { ...f, page: 1 }, at)
  return { json: found.json, last: found.last }
}

/** Which page (sql.ts, PageKind), with the key a file's next page starts after. */
type PageAt = { page: Exclude<PageKind, 'file after'> } | { page: 'file after'; after: PageKey }

/** A page of the filter: the screen's (its players' whole objects) or a file's (its rows: scouting/file-row.ts). */
async function readPage(db: Db, scoutUid: string, asked: PlayerFilter, at: PageAt) {
  const f = await withMinimumsCounted(db, asked)
  const owner = readsClubValues(f) ? (await valuesOwnerOf(db, scoutUid)).ownerUid : null
  const values = {
    ...statementValues(f, scoutUid, owner),
    ...(at.page === 'file after' ? afterValues(at.after) : {}),
  }
  const read = (within: boolean) => {
    const how: PageRead = { within, page: at.page }
    return playersOfPageJson(db, statementKey(f, how), () => filterPageSql(f, how), values)
  }
  const walks = walksWithin(f)
  let found = await read(walks)
  // Looked for among the top players of the sort's number only: if those did not fill the page (and the exact
  // total does not say it ends here), the matches are sorted instead (player-filter/sql.ts, walksWithin) —
  // unless the walk went through all the players of the filter's positions. Read after a key, the total is what
  // is left after it.
  const offset = at.page === 'file after' ? 0 : (f.page - 1) * f.limit
  const endsHere =
    found.total !== undefined && found.total < OPEN_COUNT_CAP && offset + found.found >= found.total
  if (walks && !walksWholePositions(f) && found.found < f.limit && !endsHere) found = await read(false)
  return { found, values, f }
}

/** How many players the filter finds, counted up to `cap` whether or not the filter is open (a file's total). */
export async function filterTotal(db: Db, scoutUid: string, f: PlayerFilter, cap: number): Promise<number> {
  const owner = readsClubValues(f) ? (await valuesOwnerOf(db, scoutUid)).ownerUid : null
  const values = statementValues(f, scoutUid, owner)
  const counted = await db.execute<{ n: number }>(
    sql`select ${matchCountUpTo(f, paramSlot(values), cap)} as n`,
  )
  return Number(counted.rows[0]?.n ?? 0)
}
