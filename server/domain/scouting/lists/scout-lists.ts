import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type {
  ScoutList,
  ScoutListEntry,
  ScoutListSummary,
} from '../../../../src/api/contract/schemas/scouting-lists'
import type { ListStatus } from '../../../../src/api/contract/terms/scouting'
import type { Db, Executor } from '../../../db/client'
import { players, scoutListEntries, scoutLists } from '../../../db/schema/index'
import { FORMER_MEMBER } from '../../accounts/person-name'
import { playersByUids } from '../../players/player-reads'
import { seenByScouts } from '../../privacy/minors'
import { conflict, forbidden, invalidField } from '../../support/errors'
import { recordNotFound, versionedUpdate } from '../../support/versioned-update'
import { recordActivity } from '../../workspaces/activity'
import { membershipOf, notInWorkspace } from '../../workspaces/membership'
import { keyNumbersOf, noNumbers } from '../key-numbers'
import { latestReports } from '../reports/report-reads'
import { asSeen, unavailablePlayer } from '../seen-by-scouts'
import { shortlistedAmong } from '../shortlist'
import {
  type ListRow,
  lockListNames,
  nameFree,
  ownList,
  peopleNamed,
  readableLists,
  sameOwner,
} from './list-access'

// A scout's named lists beside the spec's one shortlist (which keeps its own calls), each entry a player with a
// status in the scout's process. A list is its scout's own — another scout's is a 404 — or his workspace's, shared:
// read by every member, changed by heads, scouts and analysts, deleted by a head or its maker; its entries say who
// added and who moved them (decision 0052). Adding a player who is on the list already keeps him (and his status,
// unless one is given): a replayed add changes nothing.

/** A list holds at most this many players: a list is a selection, not a database. */
export const LIST_MAX = 500

const times = (row: ListRow) => ({
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

export async function listLists(db: Executor, scoutUid: string): Promise<ScoutListSummary[]> {
  const readable = readableLists(scoutUid, await membershipOf(db, scoutUid))
  const rows = await db
    .select()
    .from(scoutLists)
    .where(readable)
    .orderBy(asc(sql`${scoutLists.workspaceUid} is not null`), asc(sql`lower(${scoutLists.name})`))
  const counts = await db
    .select({ list: scoutListEntries.listUid, status: scoutListEntries.status, n: count() })
    .from(scoutListEntries)
    .innerJoin(scoutLists, eq(scoutLists.uid, scoutListEntries.listUid))
    .where(readable)
    .groupBy(scoutListEntries.listUid, scoutListEntries.status)
  return rows.map((row) => {
    const mine = counts.filter((c) => c.list === row.uid)
    return {
      uid: row.uid,
      name: row.name,
      shared: row.workspaceUid !== null,
      count: mine.reduce((sum, c) => sum + Number(c.n), 0),
      statuses: Object.fromEntries(mine.map((c) => [c.status, Number(c.n)])),
      ...times(row),
    }
  })
}

/** One list with its players, the latest added first (the screen sorts and filters them). */
export async function getList(db: Executor, scoutUid: string, uid: string): Promise<ScoutList> {
  const row = await ownList(db, scoutUid, uid, 'read')
  const entries = await db
    .select()
    .from(scoutListEntries)
    .where(eq(scoutListEntries.listUid, uid))
    .orderBy(desc(scoutListEntries.addedAt), asc(scoutListEntries.playerUid))
  const uids = entries.map((e) => e.playerUid)
  // The latest report shown is the reader's own: a shared list never shows a colleague's (blind-first).
  const [found, numbers, reports, shortlisted, people] = await Promise.all([
    // A minor scouts may not see is "not available" in the list (seen-by-scouts.ts), never left with his data.
    playersByUids(db, uids, true),
    keyNumbersOf(db, uids),
    latestReports(db, scoutUid, uids),
    shortlistedAmong(db, scoutUid, uids),
    peopleNamed(
      db,
      entries.flatMap((e) => [e.addedBy, e.statusBy]),
    ),
  ])
  const person = (uid: string | null) => (uid ? { uid, name: people.get(uid) ?? FORMER_MEMBER } : null)
  const byUid = new Map(found.map((p) => [p.uid, p]))
  const listed: ScoutListEntry[] = entries.flatMap((entry) => {
    const player = byUid.get(entry.playerUid)
    const report = player ? reports.get(entry.playerUid) : undefined
    const seen = player
      ? asSeen(player, shortlisted.get(entry.playerUid)?.toISOString())
      : unavailablePlayer(entry.playerUid)
    return [
      {
        player: { ...seen, stats: (player && numbers.get(entry.playerUid)) || noNumbers },
        status: entry.status as ListStatus,
        added_by: person(entry.addedBy),
        status_by: person(entry.statusBy),
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
  return { uid: row.uid, name: row.name, shared: row.workspaceUid !== null, ...times(row), entries: listed }
}

export async function createList(
  db: Db,
  scoutUid: string,
  input: { name: string; uid?: string; shared?: boolean },
) {
  let workspaceUid: string | null = null
  if (input.shared) {
    const membership = await membershipOf(db, scoutUid)
    if (!membership) throw notInWorkspace()
    if (membership.role === 'viewer')
      throw forbidden('Viewers read the club’s lists; they do not make them', 'WORKSPACE_ROLE')
    workspaceUid = membership.workspaceUid
  }
  const uid = input.uid ?? uuidv7()
  await db.transaction(async (tx) => {
    await lockListNames(tx, { scoutUid, workspaceUid })
    await nameFree(tx, sameOwner({ scoutUid, workspaceUid }), input.name, workspaceUid !== null)
    const inserted = await tx
      .insert(scoutLists)
      .values({ uid, scoutUid, workspaceUid, name: input.name })
      .onConflictDoNothing()
      .returning({ uid: scoutLists.uid })
    if (!inserted.length) throw conflict('A list with this id exists already', 'UID_TAKEN')
  })
  return getList(db, scoutUid, uid)
}

export async function renameList(db: Db, scoutUid: string, uid: string, name: string, expected?: number) {
  const row = await ownList(db, scoutUid, uid)
  await db.transaction(async (tx) => {
    await lockListNames(tx, row)
    await nameFree(tx, sameOwner(row), name, row.workspaceUid !== null, uid)
    await versionedUpdate(
      tx,
      scoutLists,
      { label: 'list', uid, expected, current: (ex) => getList(ex, scoutUid, uid) },
      { name },
    )
  })
  return getList(db, scoutUid, uid)
}

export async function deleteList(db: Db, scoutUid: string, uid: string) {
  await ownList(db, scoutUid, uid, 'delete')
  await db.delete(scoutLists).where(eq(scoutLists.uid, uid))
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
  const list = await ownList(db, scoutUid, uid)
  const [player] = await db
    .select({ uid: players.uid })
    .from(players)
    .where(and(eq(players.uid, input.uid), seenByScouts(players.uid, players.dateOfBirth)))
  // A minor scouts may not see is "no such player" here too (privacy/minors.ts).
  if (!player) throw invalidField('uid', 'There is no such player')
  // A club list has many writers: the list's row is locked around the count and the insert, so adds at once
  // wait for each other and the cap holds (a bare count-then-insert let 30 adds at once pass it).
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from scout_lists where uid = ${uid} for update`)
    await addEntry(tx, scoutUid, list, input)
  })
  return getList(db, scoutUid, uid)
}

async function addEntry(
  db: Executor,
  scoutUid: string,
  list: { uid: string; name: string; workspaceUid: string | null },
  input: { uid: string; status?: ListStatus },
) {
  const uid = list.uid
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
      .values({ listUid: uid, playerUid: input.uid, status: input.status ?? 'watching', addedBy: scoutUid })
  else if (input.status)
    await db
      .update(scoutListEntries)
      .set({ status: input.status, statusBy: scoutUid, updatedAt: sql`now()` })
      .where(and(eq(scoutListEntries.listUid, uid), eq(scoutListEntries.playerUid, input.uid)))
  if (list.workspaceUid && !listed)
    await recordActivity(db, list.workspaceUid, scoutUid, 'listed', {
      playerUid: input.uid,
      listUid: uid,
      detail: list.name,
    })
  await touch(db, uid)
}

export async function setEntryStatus(
  db: Db,
  scoutUid: string,
  uid: string,
  playerUid: string,
  status: ListStatus,
) {
  const list = await ownList(db, scoutUid, uid)
  const changed = await db
    .update(scoutListEntries)
    .set({ status, statusBy: scoutUid, updatedAt: sql`now()` })
    .where(and(eq(scoutListEntries.listUid, uid), eq(scoutListEntries.playerUid, playerUid)))
    .returning({ uid: scoutListEntries.playerUid })
  if (!changed.length) throw recordNotFound('player on this list', playerUid)
  if (list.workspaceUid)
    await recordActivity(db, list.workspaceUid, scoutUid, 'status', {
      playerUid,
      listUid: uid,
      detail: status,
    })
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
