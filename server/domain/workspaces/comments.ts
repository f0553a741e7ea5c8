import { and, asc, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { WorkspaceComment } from '../../../src/api/contract/schemas/workspaces'
import type { Db, Executor } from '../../db/client'
import { accounts, players, scoutListEntries, scoutLists, workspaceComments } from '../../db/schema/index'
import { FORMER_MEMBER, personName } from '../accounts/person-name'
import { enqueueAlert } from '../alert-events/alert-queue'
import { conflict, invalidField, notFound } from '../support/errors'
import { recordActivity } from './activity'
import { requireMembership, requireRole } from './membership'

// A workspace's threads: on a player (his page) and on his entry of a shared list. Read by every member, written
// by all but viewers, deleted by their author or a head. Written offline, a comment arrives with its own uid and
// is stored once.

const commentRow = {
  uid: workspaceComments.uid,
  playerUid: workspaceComments.playerUid,
  listUid: workspaceComments.listUid,
  authorUid: workspaceComments.authorUid,
  authorName: personName,
  body: workspaceComments.body,
  createdAt: workspaceComments.createdAt,
}
type Row = { [K in keyof typeof commentRow]: unknown }

const toComment = (r: Row): WorkspaceComment => ({
  uid: r.uid as string,
  player_uid: r.playerUid as string,
  list_uid: (r.listUid as string | null) ?? null,
  author: {
    uid: (r.authorUid as string | null) ?? null,
    name: (r.authorName as string | null) ?? FORMER_MEMBER,
  },
  body: r.body as string,
  created_at: (r.createdAt as Date).toISOString(),
})

export async function listComments(db: Executor, accountUid: string, playerUid: string) {
  const membership = await requireMembership(db, accountUid)
  const rows = await db
    .select(commentRow)
    .from(workspaceComments)
    .leftJoin(accounts, eq(accounts.uid, workspaceComments.authorUid))
    .where(
      and(
        eq(workspaceComments.workspaceUid, membership.workspaceUid),
        eq(workspaceComments.playerUid, playerUid),
      ),
    )
    .orderBy(asc(workspaceComments.createdAt), asc(workspaceComments.uid))
  return rows.map(toComment)
}

export async function addComment(
  db: Db,
  accountUid: string,
  playerUid: string,
  input: { uid?: string; body: string; list_uid?: string },
) {
  const membership = await requireMembership(db, accountUid)
  requireRole(
    membership,
    ['head', 'scout', 'analyst'],
    'Viewers read the club’s threads; they do not write in them',
  )
  const [player] = await db.select({ uid: players.uid }).from(players).where(eq(players.uid, playerUid))
  if (!player) throw notFound('There is no such player')
  if (input.list_uid) {
    const [entry] = await db
      .select({ list: scoutListEntries.listUid })
      .from(scoutListEntries)
      .innerJoin(scoutLists, eq(scoutLists.uid, scoutListEntries.listUid))
      .where(
        and(
          eq(scoutListEntries.listUid, input.list_uid),
          eq(scoutListEntries.playerUid, playerUid),
          eq(scoutLists.workspaceUid, membership.workspaceUid),
        ),
      )
    if (!entry) throw invalidField('list_uid', 'The player is not on that list of your club')
  }
  const uid = input.uid ?? uuidv7()
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(workspaceComments)
      .values({
        uid,
        workspaceUid: membership.workspaceUid,
        playerUid,
        listUid: input.list_uid ?? null,
        authorUid: accountUid,
        body: input.body,
      })
      .onConflictDoNothing()
      .returning({ uid: workspaceComments.uid })
    if (!inserted.length) throw conflict('A comment with this id exists already', 'UID_TAKEN')
    // Whom it names with "@" hears of it (server/domain/alerts/comment-mentions.ts), once, with the comment.
    await enqueueAlert(tx, 'comment_posted', uid)
    await recordActivity(tx, membership.workspaceUid, accountUid, 'commented', {
      playerUid,
      listUid: input.list_uid,
    })
  })
  const [row] = await db
    .select(commentRow)
    .from(workspaceComments)
    .leftJoin(accounts, eq(accounts.uid, workspaceComments.authorUid))
    .where(eq(workspaceComments.uid, uid))
  return toComment(row!)
}

export async function deleteComment(db: Db, accountUid: string, uid: string) {
  const membership = await requireMembership(db, accountUid)
  const [row] = await db
    .select({ author: workspaceComments.authorUid })
    .from(workspaceComments)
    .where(and(eq(workspaceComments.uid, uid), eq(workspaceComments.workspaceUid, membership.workspaceUid)))
  if (!row) throw notFound('There is no such comment')
  if (row.author !== accountUid)
    requireRole(membership, ['head'], 'Only its author or a head of recruitment deletes a comment')
  await db.delete(workspaceComments).where(eq(workspaceComments.uid, uid))
  return { uid, deleted: true }
}
