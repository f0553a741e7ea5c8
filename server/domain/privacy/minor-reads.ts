import { eq, sql } from 'drizzle-orm'
import type { MinorRead } from '../../../src/api/contract/schemas/privacy'
import type { Executor } from '../../db/client'
import { preparedRead } from '../../db/reads/prepared'
import { accounts, minorReads, players } from '../../db/schema/index'
import { recordNotFound } from '../support/versioned-update'
import { isMinor, seenByScouts } from './minors'

// Who read a minor's record (docs/privacy.md#who-read-his-record): each scout read of one minor — his page, its
// statistics, media and career, his PDF card, a shared link to it, an export that lists him — is one row. The
// single-player reads are logged by the scout area's minors gate, which already reads whether he may be seen:
// nothing more for an adult, one insert for a minor.

export interface Reader {
  /** The scout who read (for a shared link, the scout who made it). */
  accountUid: string | null
  /** The call ("GET /api/scout/stats/:id"). */
  call: string
}

/** Whether the player is a minor and whether scouts may see him: one prepared read, as the gate made before. */
const seenOne = preparedRead('player_seen_by_scouts_minor', (db) =>
  db
    .select({
      minor: sql<boolean>`coalesce(${isMinor(players.dateOfBirth)}, false)`,
      seen: sql<boolean>`${seenByScouts(players.uid, players.dateOfBirth)}`,
    })
    .from(players)
    .where(eq(players.uid, sql.placeholder('player'))),
)

/**
 * 404 for a minor hidden from scouts (as refuseHiddenMinor), and one log row when he is a minor the scout may
 * read. An adult, or a uid that is no player, costs the one prepared read the gate always made (measured: the
 * same time as before); a minor adds one insert.
 */
export async function seeMinorAndLog(db: Executor, uid: string, reader: Reader): Promise<void> {
  const [player] = await seenOne(db, { player: uid })
  if (!player) return
  if (!player.seen) throw recordNotFound('player', uid)
  if (player.minor)
    await db.insert(minorReads).values({ playerUid: uid, accountUid: reader.accountUid, call: reader.call })
}

/** One row for each minor among `uids` (a list, a shortlist or a search in a file): one statement. */
export async function logMinorReads(db: Executor, uids: readonly string[], reader: Reader): Promise<void> {
  if (uids.length === 0) return
  await db.execute(sql`
    insert into ${minorReads} (player_uid, account_uid, call)
    select ${players.uid}, ${reader.accountUid}, ${reader.call} from ${players}
    where ${players.uid} = any(${`{${uids.join(',')}}`}::uuid[]) and ${isMinor(players.dateOfBirth)}`)
}

/** The reads of a player's record, newest first. */
export async function minorReadLog(
  db: Executor,
  uid: string,
  page: { page: number; limit: number },
): Promise<{ data: MinorRead[]; meta: { total: number; page: number; limit: number } }> {
  const found = await db.execute<{ uid: string }>(sql`select uid from ${players} where uid = ${uid}`)
  if (found.rows.length === 0) throw recordNotFound('player', uid)
  const rows = await db.execute<{
    id: number | string
    at: Date | string
    call: string
    reader_uid: string | null
    name: string | null
    username: string | null
    organisation: string | null
    deleted: boolean | null
    total: number
  }>(sql`
    select r.id, r.at, r.call, r.account_uid as reader_uid, a.name, a.username, a.organisation,
      (a.uid is null or a.deleted_at is not null) as deleted, count(*) over ()::int as total
    from ${minorReads} r left join ${accounts} a on a.uid = r.account_uid
    where r.player_uid = ${uid}
    order by r.at desc, r.id desc
    limit ${page.limit} offset ${(page.page - 1) * page.limit}`)
  return {
    data: rows.rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      call: r.call,
      reader: {
        uid: r.reader_uid,
        name: r.deleted || !r.reader_uid ? 'A former scout' : r.name || r.username || 'A scout',
        organisation: r.deleted ? null : r.organisation,
        deleted: Boolean(r.deleted) || !r.reader_uid,
      },
    })),
    meta: { total: rows.rows[0]?.total ?? 0, page: page.page, limit: page.limit },
  }
}
