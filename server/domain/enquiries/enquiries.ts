import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ListBody } from '../../../src/api/contract/schemas/common'
import { ENQUIRIES_PER_DAY, type Enquiry } from '../../../src/api/contract/schemas/enquiries'
import {
  allowedEvents,
  type EnquiryStatus,
  eventTo,
  needsMessage,
  nextStatus,
} from '../../../src/machines/enquiry-status.machine'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { accounts, clubs, enquiries, enquiryEvents, players } from '../../db/schema/index'
import { requireEnquiryAllowance } from '../payments/packages'
import { isMinor, nameSeenByScouts } from '../privacy/minors'
import { audit } from '../site-content/audit'
import { conflict, invalidField, rateLimited } from '../support/errors'
import { recordNotFound } from '../support/versioned-update'

// Enquiries: a scout asks about a player; the provider's admins answer. Every status change is decided by the
// enquiry chart (src/machines/enquiry-status.machine.ts) — an illegal one is refused with the allowed ones — and
// kept as a history row; a change an admin makes is mailed to the scout and shown unread in the scout area.

export interface Viewer {
  uid: string
  role: 'admin' | 'scout'
  /** Kept in the audit log beside an admin's change. */
  email: string
}

type Row = typeof enquiries.$inferSelect & {
  clubName: string | null
  playerName: string
  playerNameSeen: string
  scoutEmail: string
  scoutUsername: string | null
}

const rows = (db: Db) =>
  db
    .select({
      uid: enquiries.uid,
      scoutUid: enquiries.scoutUid,
      playerUid: enquiries.playerUid,
      message: enquiries.message,
      aboutMinor: enquiries.aboutMinor,
      clubUid: enquiries.clubUid,
      clubName: clubs.name,
      status: enquiries.status,
      scoutReadAt: enquiries.scoutReadAt,
      createdAt: enquiries.createdAt,
      updatedAt: enquiries.updatedAt,
      playerName: players.name,
      // What the scout reads of him: "Not available" once he is a minor hidden from scouts (privacy/minors.ts).
      playerNameSeen: nameSeenByScouts,
      scoutEmail: accounts.email,
      scoutUsername: accounts.username,
    })
    .from(enquiries)
    .innerJoin(players, eq(players.uid, enquiries.playerUid))
    .innerJoin(accounts, eq(accounts.uid, enquiries.scoutUid))
    .leftJoin(clubs, eq(clubs.uid, enquiries.clubUid))

async function present(db: Db, list: Row[], viewer: Viewer): Promise<Enquiry[]> {
  if (list.length === 0) return []
  const changes = await db
    .select()
    .from(enquiryEvents)
    .where(
      inArray(
        enquiryEvents.enquiryUid,
        list.map((r) => r.uid),
      ),
    )
    .orderBy(asc(enquiryEvents.at), asc(enquiryEvents.uid))
  return list.map((r) => {
    const status = r.status as EnquiryStatus
    const history = changes.filter((c) => c.enquiryUid === r.uid)
    const lastByAdmin = history.filter((c) => c.actorRole === 'admin').at(-1)?.at
    return {
      uid: r.uid,
      player: { uid: r.playerUid, name: viewer.role === 'scout' ? r.playerNameSeen : r.playerName },
      scout: { uid: r.scoutUid, email: r.scoutEmail, username: r.scoutUsername },
      message: r.message,
      about_minor: r.aboutMinor,
      club: r.clubUid && r.clubName ? { uid: r.clubUid, name: r.clubName } : null,
      status,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      history: history.map((c) => ({
        at: c.at.toISOString(),
        by: c.actorRole as 'scout' | 'admin',
        from: c.fromStatus as EnquiryStatus | null,
        to: c.toStatus as EnquiryStatus,
        message: c.message,
      })),
      actions: allowedEvents(status, viewer.role).map((event) => ({
        event,
        to: nextStatus(status, event)!,
        needs_message: needsMessage.has(event),
      })),
      unread: viewer.role === 'scout' && !!lastByAdmin && (!r.scoutReadAt || lastByAdmin > r.scoutReadAt),
    }
  })
}

export async function createEnquiry(db: Db, scout: Viewer, input: { pid: string; message: string }) {
  // A minor is approached through his club (docs/privacy.md#approaching-a-young-player): which club is kept with
  // the enquiry, as he was when asked about.
  const [player] = await db
    .select({
      uid: players.uid,
      minor: sql<boolean>`coalesce(${isMinor(players.dateOfBirth)}, false)`,
      club: players.currentClubId,
    })
    .from(players)
    .where(eq(players.uid, input.pid))
  if (!player) throw invalidField('pid', 'There is no such player')
  const uid = uuidv7()
  await db.transaction(async (tx) => {
    // The scout's row is locked around the counts and the insert: sends at once wait for each other, so the day's
    // quota and the month's allowance hold (counted first without a lock, 30 sends at once stored 30 of 3).
    // No key update: it still lets other rows point at the account (a session, a note) meanwhile.
    await tx.execute(sql`select 1 from accounts where uid = ${scout.uid} for no key update`)
    const [sent] = await tx
      .select({ n: count() })
      .from(enquiries)
      .where(and(eq(enquiries.scoutUid, scout.uid), gt(enquiries.createdAt, sql`now() - interval '1 day'`)))
    if (Number(sent?.n ?? 0) >= ENQUIRIES_PER_DAY)
      throw rateLimited(`You can send ${ENQUIRIES_PER_DAY} enquiries a day; try again tomorrow`, 3600)
    await requireEnquiryAllowance(tx, scout.uid)
    await tx.insert(enquiries).values({
      uid,
      scoutUid: scout.uid,
      playerUid: input.pid,
      message: input.message,
      aboutMinor: player.minor,
      clubUid: player.minor ? player.club : null,
    })
    await tx.insert(enquiryEvents).values({
      uid: uuidv7(),
      enquiryUid: uid,
      actorUid: scout.uid,
      actorRole: 'scout',
      fromStatus: null,
      toStatus: 'new',
      message: input.message,
    })
  })
  return getEnquiry(db, uid, scout)
}

async function visibleRow(db: Db, uid: string, viewer: Viewer) {
  const [row] = await rows(db).where(
    and(eq(enquiries.uid, uid), viewer.role === 'scout' ? eq(enquiries.scoutUid, viewer.uid) : undefined),
  )
  // Another scout's enquiry does not exist for this scout.
  if (!row) throw recordNotFound('enquiry', uid)
  return row
}

/** One enquiry with its history; a scout reading it marks the admins' changes read. */
export async function getEnquiry(db: Db, uid: string, viewer: Viewer): Promise<Enquiry> {
  const row = await visibleRow(db, uid, viewer)
  const [shown] = await present(db, [row], viewer)
  if (viewer.role === 'scout' && shown!.unread)
    await db.update(enquiries).set({ scoutReadAt: new Date() }).where(eq(enquiries.uid, uid))
  return shown!
}

/** The chart's admin events (eventTo gives an admin no other) as the audit log names them. */
type AdminEvent = 'REVIEW' | 'ANSWER' | 'DECLINE' | 'CLOSE'
const adminAction = { REVIEW: 'review', ANSWER: 'answer', DECLINE: 'decline', CLOSE: 'close' } as const

/**
 * Moves an enquiry to `to` if the chart allows the viewer's side to (409 with the allowed statuses otherwise),
 * with the message the event needs; an admin's change is mailed to the scout.
 */
export async function changeStatus(
  db: Db,
  mailer: Mailer,
  viewer: Viewer,
  uid: string,
  change: { status: EnquiryStatus; message?: string },
  publicUrl: string,
): Promise<Enquiry> {
  const row = await visibleRow(db, uid, viewer)
  const from = row.status as EnquiryStatus
  const event = eventTo(from, change.status, viewer.role)
  if (!event) {
    const allowed = allowedEvents(from, viewer.role).map((e) => nextStatus(from, e)!)
    throw conflict(
      allowed.length
        ? `An enquiry that is ${from.replace('_', ' ')} can move to ${allowed.join(' or ').replace(/_/g, ' ')}, not ${change.status.replace('_', ' ')}`
        : `An enquiry that is ${from} cannot change any more`,
      'ILLEGAL_TRANSITION',
      { status: from, allowed },
    )
  }
  if (needsMessage.has(event) && !change.message)
    throw invalidField('message', 'Write a message with this change')
  await db.transaction(async (tx) => {
    // Only from the status read: a concurrent change wins once, the other is refused as above on retry.
    const moved = await tx
      .update(enquiries)
      .set({ status: change.status, updatedAt: new Date() })
      .where(and(eq(enquiries.uid, uid), eq(enquiries.status, from)))
      .returning({ uid: enquiries.uid })
    if (moved.length === 0) throw conflict('The enquiry changed meanwhile: reload it', 'STALE')
    await tx.insert(enquiryEvents).values({
      uid: uuidv7(),
      enquiryUid: uid,
      actorUid: viewer.uid,
      actorRole: viewer.role,
      fromStatus: from,
      toStatus: change.status,
      message: change.message ?? null,
    })
    // An admin's move is an admin change like any other: in the audit log, naming the enquiry it was about.
    if (viewer.role === 'admin') {
      const about = { player: row.playerName, scout: row.scoutUsername ?? row.scoutEmail }
      await audit(tx, viewer, {
        action: adminAction[event as AdminEvent],
        subject: 'enquiry',
        subjectUid: uid,
        before: { ...about, status: from },
        // A message only when one was written: a close without one changed no message.
        after: { ...about, status: change.status, ...(change.message ? { message: change.message } : {}) },
      })
    }
  })
  if (viewer.role === 'admin')
    await mailer
      .send({
        to: row.scoutEmail,
        subject: `Your enquiry about ${row.playerName}: ${change.status.replace('_', ' ')}`,
        text: [
          `Your enquiry about ${row.playerName} is now ${change.status.replace('_', ' ')}.`,
          change.message ? `The provider wrote:\n\n${change.message}` : '',
          `Read it in your scout area: ${publicUrl}/scout/enquiries/${uid}`,
        ]
          .filter(Boolean)
          .join('\n\n'),
      })
      .catch(() => undefined)
  return present(db, [await visibleRow(db, uid, viewer)], viewer).then((list) => list[0]!)
}

/** The admins' list: by player, scout or message text, newest first; or one scout's, by status. */
export async function listEnquiries(
  db: Db,
  viewer: Viewer,
  query: { page: number; limit: number; search?: string; status?: EnquiryStatus; scoutUid?: string },
): Promise<ListBody<Enquiry>> {
  const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const conditions: (SQL | undefined)[] = [
    viewer.role === 'scout' ? eq(enquiries.scoutUid, viewer.uid) : undefined,
    query.scoutUid ? eq(enquiries.scoutUid, query.scoutUid) : undefined,
    query.status ? eq(enquiries.status, query.status) : undefined,
    like
      ? or(
          ilike(players.name, like),
          ilike(accounts.email, like),
          ilike(accounts.username, like),
          ilike(enquiries.message, like),
        )
      : undefined,
  ]
  const where = and(...conditions)
  const page = await rows(db)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.uid))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  const [total] = await db
    .select({ n: count() })
    .from(enquiries)
    .innerJoin(players, eq(players.uid, enquiries.playerUid))
    .innerJoin(accounts, eq(accounts.uid, enquiries.scoutUid))
    .where(where)
  return {
    data: await present(db, page, viewer),
    meta: { total: Number(total?.n ?? 0), page: query.page, limit: query.limit },
  }
}

/** Enquiries an admin still has to act on (new or in review): the dashboard's count. */
export async function enquiriesWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(inArray(enquiries.status, ['new', 'in_review']))
  return Number(row?.n ?? 0)
}
