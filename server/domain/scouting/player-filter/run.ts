import { sql } from 'drizzle-orm'
import type { ListBody } from '../../../../src/api/contract/common'
import type { PlayerFilter } from '../../../../src/api/contract/scout-filter'
import type { KeyNumbers, ScoutPlayer } from '../../../../src/api/contract/scout-players'
import type { Db } from '../../../db/client'
import { asParam, placeholderValues } from '../../../db/reads/prepared'
import { playersOfPage } from '../../players/player-reads'
import { asSeen, unseenByScouts } from '../seen-by-scouts'
import { isOpen, OPEN_COUNT_CAP, walksWholePositions, walksWithin } from './plan'
import { statementKey } from './shape'
import { filterPageSql, matchCount, numbers } from './sql'

// POST filter: the structured search, run (its SQL: player-filter/sql.ts).

/** Read as `stat_<name>` beside each player, and given as its `stats`, not as fields of the player. */
const leaveOut = new Set([...unseenByScouts, ...numbers.map((name) => `stat_${name}`)])

/**
 * POST filter: the page's players, their numbers, this scout's shortlist dates and the total in ONE statement
 * (three round trips before: the ranked uids, the players, the shortlist); only a page past the end asks again.
 * The statement is prepared once per filter shape (every value a placeholder): planning it and building its text
 * for each request cost more than its work (why: decision 0026).
 */
export async function filterPlayers(
  db: Db,
  scoutUid: string,
  f: PlayerFilter,
): Promise<ListBody<ScoutPlayer & { stats: KeyNumbers }>> {
  const read = async (within: boolean) => {
    const { values, value } = placeholderValues()
    const { page, columns } = filterPageSql(f, scoutUid, value, within)
    return playersOfPage(db, statementKey(f, within), page, columns, values)
  }
  const walks = walksWithin(f)
  let { rows, total } = await read(walks)
  // Looked for among the top players of the sort's number only: if those did not fill the page (and the exact
  // total does not say it ends here), the matches are sorted instead (player-filter/sql.ts, walksWithin) —
  // unless the walk went through all the players of the filter's positions.
  const offset = (f.page - 1) * f.limit
  const endsHere = total !== undefined && total < OPEN_COUNT_CAP && offset + rows.length >= total
  if (walks && !walksWholePositions(f) && rows.length < f.limit && !endsHere)
    ({ rows, total } = await read(false))
  const data = rows.map((row) => {
    const stats = {} as KeyNumbers
    for (const name of numbers) stats[name] = Number(row[`stat_${name}`])
    const seen = asSeen(row, row.shortlisted_at as string | null, leaveOut) as ScoutPlayer & {
      stats: KeyNumbers
    }
    seen.stats = stats
    return seen
  })
  // Only a page past the end (no rows to carry the total) asks again; an open filter counts up to its cap.
  const counted =
    total ??
    (f.page === 1
      ? 0
      : Number((await db.execute<{ n: number }>(sql`select ${matchCount(f, asParam)} as n`)).rows[0]?.n ?? 0))
  const capped = isOpen(f) && counted >= OPEN_COUNT_CAP
  return {
    data,
    meta: { total: counted, page: f.page, limit: f.limit, ...(capped ? { capped: true as const } : {}) },
  }
}
