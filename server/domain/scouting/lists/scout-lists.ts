import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ScoutList, ScoutListEntry, ScoutListSummary } from '../../../../src/api/contract/scouting-lists'
import type { ListStatus } from '../../../../src/api/contract/scouting-terms'
import type { Db, Executor } from '../../../db/client'
import { players, scoutListEntries, scoutLists } from '../../../db/schema/index'
import { playersByUids } from '../../players/player-reads'
import { conflict, invalidField } from '../../support/errors'
import { recordNotFound, versionedUpdate } from '../../support/versioned-update'
import { keyNumbersOf, noNumbers } from '../key-numbers'
import { latestReports } from '../reports/report-reads'
import { asSeen } from '../seen-by-scouts'
import { shortlistedAmong } from '../shortlist'

// A scout's named lists beside the spec's one shortlist (which keeps its own calls): private to their scout —
// another scout's list is a 404 — each entry a player with a status in the scout's process. Adding a player who is
// on the list already keeps him (and his status, unless one is given): a replayed add changes nothing.

/** A list holds at most this many players: a list is a selection, not a database. */
export const LIST_MAX = 500

type ListRow = typeof scoutLists.$inferSelect
const times = (row: ListRow) => ({
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

export async function listLists(db: Executor, scoutUid: string): Promise<ScoutListSummary[]> {
  const rows = await db
    .select()
    .from(scoutLists)
    .where(eq(scoutLists.scoutUid, scoutUid))
    .orderBy(asc(sql`lower(${scoutLists.name})`))
  const counts = await db
    .select({ list: scoutListEntries.listUid, status: scoutListEntries.status, n: count() })
    .from(scoutListEntries)
    .innerJoin(scoutLists, eq(scoutLists.uid, scoutListEntries.listUid))
    .where(eq(scoutLists.scoutUid, scoutUid))
    .groupBy(scoutListEntries.listUid, scoutListEntries.status)
  return rows.map((row) => {
    const mine = counts.filter((c) => c.list === row.uid)
    return {
      uid: row.uid,
      name: row.name,
      count: mine.reduce((sum, c) => sum + Number(c.n), 0),
      statuses: Object.fromEntries(mine.map((c) => [c.status, Number(c.n)])),
      ...times(row),
    }
  })
}

async function ownList(db: Executor, scoutUid: string, uid: string): Promise<ListRow> {
  const [row] = await db
    .select()
    .from(scoutLists)
    .where(and(eq(scoutLists.uid, uid), eq(scoutLists.scoutUid, scoutUid)))
  if (!row) throw recordNotFound('list', uid)
  return row
}

async function nameFree(db: Executor, scoutUid: string, name: string, except?: string) {
  const [taken] = await db
    .select({ uid: scoutLists.uid })
    .from(scoutLists)
    .where(and(eq(scoutLists.scoutUid, scoutUid), sql`lower(${scoutLists.name}) = lower(${name})`))
  if (taken && taken.uid !== except) throw invalidField('name', `You have a list called “${name}” already`)
}

/** One list with its players, the latest added first (the screen sorts and filters them). */
export async function getList(db: Executor, scoutUid: string, uid: string): Promise<ScoutList> {
  const row = await ownList(db, scoutUid, uid)
  const entries = await db
    .select()
    .from(scoutListEntries)
    .where(eq(scoutListEntries.listUid, uid))
    .orderBy(desc(scoutListEntries.addedAt), asc(scoutListEntries.playerUid))
  const uids = entries.map((e) => e.playerUid)
  const [found, numbers, reports, shortlisted] = await Promise.all([
    playersByUids(db, uids),
    keyNumbersOf(db, uids),
    latestReports(db, scoutUid, uids),
    shortlistedAmong(db, scoutUid, uids),
  ])
  const byUid = new Map(found.map((p) => [p.uid, p]))
  const listed: ScoutListEntry[] = entries.flatMap((entry) => {
    const player = byUid.get(entry.playerUid)
    if (!player) return []
    const report = reports.get(entry.playerUid)
    const seen = asSeen(player, shortlisted.get(entry.playerUid)?.toISOString())
    return [
      {
        player: { ...seen, stats: numbers.get(entry.playerUid) ?? noNumbers },
        status: entry.status as ListStatus,
        added_at: entry.addedAt.toISOString(),
        updated_at: entry.updatedAt.toISOString(),
        latest_report: report
          ? {
              uid: report.uid,
              recommendation: report.recommendation,
              seen_on: report.seen_on,
              stale: report.stale,
            }
          : null,
      },
    ]
  })
  return { uid: row.uid, name: row.name, ...times(row), entries: listed }
}

export async function createList(db: Db, scoutUid: string, input: { name: string; uid?: string }) {
  await nameFree(db, scoutUid, input.name)
  const uid = input.uid ?? uuidv7()
  const inserted = await db
    .insert(scoutLists)
    .values({ uid, scoutUid, name: input.name })
    .onConflictDoNothing()
    .returning({ uid: scoutLists.uid })
  if (!inserted.length) throw conflict('A list with this id exists already', 'UID_TAKEN')
  return getList(db, scoutUid, uid)
}

export async function renameList(db: Db, scoutUid: string, uid: string, name: string, expected?: number) {
  await ownList(db, scoutUid, uid)
  await nameFree(db, scoutUid, name, uid)
  await versionedUpdate(
    db,
    scoutLists,
    { label: 'list', uid, expected, current: (ex) => getList(ex, scoutUid, uid) },
    { name },
  )
  return getList(db, scoutUid, uid)
}

export async function deleteList(db: Db, scoutUid: string, uid: string) {
  await ownList(db, scoutUid, uid)
  await db.delete(scoutLists).where(and(eq(scoutLists.uid, uid), eq(scoutLists.scoutUid, scoutUid)))
  return { uid, deleted: true }
}

const touch = (db: Executor, uid: string) =>
  db.update(scoutLists).set({ updatedAt: sql`now()` }).where(eq(scoutLists.uid, uid))

export async function addToList(
  db: Db,
  scoutUid: string,
  uid: string,
  input: { uid: string; status?: ListStatus },
) {
  await ownList(db, scoutUid, uid)
  const [player] = await db.select({ uid: players.uid }).from(players).where(eq(players.uid, input.uid))
  if (!player) throw invalidField('uid', 'There is no such player')
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(scoutListEntries)
    .where(eq(scoutListEntries.listUid, uid))
  const [listed] = await db
    .select({ uid: scoutListEntries.playerUid })
    .from(scoutListEntries)
    .where(and(eq(scoutListEntries.listUid, uid), eq(scoutListEntries.playerUid, input.uid)))
  if (!listed && Number(n) >= LIST_MAX)
    throw invalidField('uid', `A list holds at most ${LIST_MAX} players: make another list`)
  if (!listed)
    await db
      .insert(scoutListEntries)
      .values({ listUid: uid, playerUid: input.uid, status: input.status ?? 'watching' })
  else if (input.status)
    await db
      .update(scoutListEntries)
      .set({ status: input.status, updatedAt: sql`now()` })
      .where(and(eq(scoutListEntries.listUid, uid), eq(scoutListEntries.playerUid, input.uid)))
  await touch(db, uid)
  return getList(db, scoutUid, uid)
}

export async function setEntryStatus(
  db: Db,
  scoutUid: string,
  uid: string,
  playerUid: string,
  status: ListStatus,
) {
  await ownList(db, scoutUid, uid)
  const changed = await db
    .update(scoutListEntries)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(scoutListEntries.listUid, uid), eq(scoutListEntries.playerUid, playerUid)))
    .returning({ uid: scoutListEntries.playerUid })
  if (!changed.length) throw recordNotFound('player on this list', playerUid)
  await touch(db, uid)
  return getList(db, scoutUid, uid)
}

export async function removeFromList(db: Db, scoutUid: string, uid: string, playerUid: string) {
  await ownList(db, scoutUid, uid)
  await db
    .delete(scoutListEntries)
    .where(and(eq(scoutListEntries.listUid, uid), eq(scoutListEntries.playerUid, playerUid)))
  await touch(db, uid)
  return getList(db, scoutUid, uid)
}
