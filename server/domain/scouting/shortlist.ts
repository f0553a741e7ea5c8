import { type AnyColumn, and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Executor } from '../../db/client'
import { players, scoutShortlists } from '../../db/schema/index'
import { requirePlayer } from '../players/player-reads'
import { refuseHiddenMinor, seenByScouts } from '../privacy/minors'

// A scout's shortlist: private to the scout (another scout's rows are never read), toggled idempotently (a
// second "shortlist" keeps the first time; removing what is not there is no error), listed newest first.

/**
 * A column for a query of players (`playerUid`: where it reads the player's uid): when `scoutUid` (the scout's uid, or a placeholder for it in a prepared read)
 * shortlisted the player, or null; read as a timestamp, so the wire gets the same ISO text as everywhere else.
 */
export const shortlistedAtColumn = (scoutUid: unknown, playerUid: SQL | AnyColumn = players.uid) =>
  sql`(select ${scoutShortlists.createdAt} from ${scoutShortlists} where ${scoutShortlists.scoutUid} = ${scoutUid} and ${scoutShortlists.playerUid} = ${playerUid})`.mapWith(
    scoutShortlists.createdAt,
  )

/** The uids among `playerUids` that `scoutUid` has shortlisted: one query for a whole page. */
export async function shortlistedAmong(
  db: Executor,
  scoutUid: string,
  playerUids: string[],
): Promise<Map<string, Date>> {
  if (playerUids.length === 0) return new Map()
  const rows = await db
    .select({ player: scoutShortlists.playerUid, at: scoutShortlists.createdAt })
    .from(scoutShortlists)
    .where(and(eq(scoutShortlists.scoutUid, scoutUid), inArray(scoutShortlists.playerUid, playerUids)))
  return new Map(rows.map((row) => [row.player, row.at]))
}

/** The birth date of the player `uid` names (a read of players by its key). */
const bornOf = (uid: AnyColumn) =>
  sql`(select ${players.dateOfBirth} from ${players} where ${players.uid} = ${uid})`

export async function setShortlisted(db: Db, scoutUid: string, playerUid: string, on: boolean) {
  // A minor hidden from scouts cannot be added (404 as for no player); taking him off stays possible.
  await requirePlayer(db, playerUid)
  if (on) await refuseHiddenMinor(db, playerUid)
  if (on) await db.insert(scoutShortlists).values({ scoutUid, playerUid }).onConflictDoNothing()
  else
    await db
      .delete(scoutShortlists)
      .where(and(eq(scoutShortlists.scoutUid, scoutUid), eq(scoutShortlists.playerUid, playerUid)))
  return { uid: playerUid, is_shortlisted: on }
}

/**
 * A page of the scout's shortlisted player uids, newest first, and how many there are: the players he may see
 * (a minor whose consent was withdrawn stays on it, unseen and uncounted, until consent is given again).
 */
export async function shortlistPage(db: Db, scoutUid: string, page: number, limit: number) {
  const mine = and(
    eq(scoutShortlists.scoutUid, scoutUid),
    seenByScouts(scoutShortlists.playerUid, bornOf(scoutShortlists.playerUid)),
  )
  const rows = await db
    .select({ player: scoutShortlists.playerUid })
    .from(scoutShortlists)
    .where(mine)
    .orderBy(desc(scoutShortlists.createdAt), scoutShortlists.playerUid)
    .limit(limit)
    .offset((page - 1) * limit)
  const [total] = await db.select({ n: count() }).from(scoutShortlists).where(mine)
  return { uids: rows.map((row) => row.player), total: Number(total?.n ?? 0) }
}
