import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import type { Db } from '../../../db/client'
import { batchesFrom, type WrittenBatch } from '../../exports/table-batches'
import type { PageKey } from '../../players/player-reads'
import { logMinorReads, type Reader } from '../../privacy/minor-reads'
import { filterFilePage } from './run'

// One page of a scout's search as it goes into his file: read through the filter (its minors' gate and his club's
// values), written as CSV, and the minors on it logged as read (docs/privacy.md). Wherever it runs — a worker thread
// with its own connection on PostgreSQL, or the main thread with the embedded database handing the text to a
// thread (decision 0067) — these steps are this one function's, so the log can never be left out of one of them.

/** A page written, and the uids of its rows (for the minors' read log). */
export type WrittenPage = WrittenBatch & { uids: string[] }

/** A file's page as written, and where the next one starts (after its last player: run.ts, filterFilePage). */
export type WrittenFilePage = WrittenBatch & { last: PageKey | null }

export async function searchPageCsv(
  db: Db,
  page: { scoutUid: string; filter: PlayerFilter; after: PageKey | null; reader: Reader },
  write: (json: string) => WrittenPage | Promise<WrittenPage>,
): Promise<WrittenFilePage> {
  const found = await filterFilePage(db, page.scoutUid, page.filter, page.after)
  const { uids, ...written } = await write(found.json)
  await logMinorReads(db, uids, page.reader)
  return { ...written, last: found.last }
}

/**
 * The file's pages, each read after the last player of the one before (decision 0069), not by its number: `readPage`
 * makes one (searchPageCsv, wherever it runs) from the filter's page size and the key it starts after.
 */
export const searchFilePages = (
  readPage: (after: PageKey | null, limit: number) => Promise<WrittenFilePage>,
) =>
  batchesFrom<WrittenFilePage, PageKey | null>(async (after, limit) => {
    const page = await readPage(after ?? null, limit)
    return { batch: page, next: page.last }
  })
