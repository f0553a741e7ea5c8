import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { assignmentBody, assignmentChangeBody } from '../../../src/api/contract/schemas/assignments'
import { canWriteReports } from '../../../src/api/contract/terms/workspaces'
import type { Mailer } from '../../adapters/mail'
import type { Db, Executor } from '../../db/client'
import { games, players, workspaceAssignments, workspaceMembers } from '../../db/schema/index'
import { enqueueAlert } from '../alert-events/alert-queue'
import { seenByScouts } from '../privacy/minors'
import { conflict, forbidden, invalidField } from '../support/errors'
import { type Membership, requireMembership, requireRole } from '../workspaces/membership'
import { mailAssignment } from './assignment-mail'
import { readableAssignment } from './assignment-reads'

// Giving, answering, changing and removing assignments (decision 0053): a head assigns a member who writes
// reports (or himself) to a player, a game or both; the scout accepts or declines with a reason; a head changes or
// reassigns it; only a report filed on it closes it. Each new or changed assignment is mailed to its scout.

type NewAssignment = ReturnType<typeof assignmentBody.parse>
type AssignmentChange = ReturnType<typeof assignmentChangeBody.parse>
/** An assignment's scout always has an account: the row goes with it. */
const scoutOf = (a: { scout: { uid: string | null } }) => a.scout.uid as string

interface Mailing {
  mailer: Mailer
  publicUrl: string
}

/** The member to watch: in the head's workspace, and one who writes reports. */
async function assignee(db: Executor, me: Membership, scoutUid: string) {
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.accountUid, scoutUid), eq(workspaceMembers.workspaceUid, me.workspaceUid)))
  if (!member) throw invalidField('scout_uid', 'Choose a member of your club')
  if (!canWriteReports(member.role as Membership['role']))
    throw invalidField('scout_uid', 'Analysts and viewers write no reports: choose a scout or a head')
}

async function targetExists(db: Executor, input: { player_uid?: string | null; game_id?: string | null }) {
  if (input.player_uid) {
    // A minor hidden from scouts is no player to assign (privacy/minors.ts).
    const [p] = await db
      .select({ uid: players.uid })
      .from(players)
      .where(and(eq(players.uid, input.player_uid), seenByScouts(players.uid, players.dateOfBirth)))
    if (!p) throw invalidField('player_uid', 'There is no such player')
  }
  if (input.game_id) {
    const [g] = await db.select({ uid: games.uid }).from(games).where(eq(games.uid, input.game_id))
    if (!g) throw invalidField('game_id', 'There is no such game')
  }
}

export async function createAssignment(db: Db, mail: Mailing, accountUid: string, input: NewAssignment) {
  const me = await requireMembership(db, accountUid)
  requireRole(me, ['head'], 'Only a head of recruitment gives assignments')
  await assignee(db, me, input.scout_uid)
  await targetExists(db, input)
  const uid = uuidv7()
  await db.transaction(async (tx) => {
    await tx.insert(workspaceAssignments).values({
      uid,
      workspaceUid: me.workspaceUid,
      scoutUid: input.scout_uid,
      assignedBy: accountUid,
      playerUid: input.player_uid ?? null,
      gameUid: input.game_id ?? null,
      dueOn: input.due_on,
      priority: input.priority,
      note: input.note,
    })
    await enqueueAlert(tx, 'assignment_given', uid) // the scout's inbox (decision 0058)
  })
  const made = await readableAssignment(db, accountUid, uid, me)
  if (input.scout_uid !== accountUid)
    await mailAssignment(db, mail.mailer, mail.publicUrl, input.scout_uid, 'new', made)
  return made
}

export async function changeAssignment(
  db: Db,
  mail: Mailing,
  accountUid: string,
  uid: string,
  change: AssignmentChange,
) {
  const me = await requireMembership(db, accountUid)
  const before = await readableAssignment(db, accountUid, uid, me)
  const mine = scoutOf(before) === accountUid
  const planning = change.scout_uid ?? change.due_on ?? change.priority ?? change.note
  if (planning !== undefined)
    requireRole(me, ['head'], 'Only a head of recruitment changes who watches, by when and why')
  if (change.status !== undefined && !mine && me.role !== 'head')
    throw forbidden('Only the scout it was given to answers an assignment', 'WORKSPACE_ROLE')
  if (before.status === 'done') throw conflict('A report closed this assignment already', 'ASSIGNMENT_DONE')
  if (change.status === 'declined' && !change.reason)
    throw invalidField('reason', 'Say why you decline: your head of recruitment reads it')
  const reassigned = change.scout_uid !== undefined && change.scout_uid !== scoutOf(before)
  if (reassigned) await assignee(db, me, change.scout_uid!)
  await db.transaction(async (tx) => {
    await tx
      .update(workspaceAssignments)
      .set({
        // A reassigned assignment waits for its new scout's answer.
        status: reassigned ? 'open' : (change.status ?? before.status),
        reason: reassigned ? null : change.status === undefined ? before.reason : (change.reason ?? null),
        ...(reassigned ? { scoutUid: change.scout_uid } : {}),
        ...(change.due_on ? { dueOn: change.due_on } : {}),
        ...(change.priority ? { priority: change.priority } : {}),
        ...(change.note !== undefined ? { note: change.note } : {}),
        version: sql`${workspaceAssignments.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(workspaceAssignments.uid, uid))
    // As the mail below: the scout hears of what his head changed, not of his own answer.
    if (!mine || reassigned)
      await enqueueAlert(tx, reassigned ? 'assignment_given' : 'assignment_changed', uid)
  })
  const after = await readableAssignment(db, accountUid, uid, me)
  // The scout hears of what his head changed; his own answer is read by the head on the club's list.
  if (!mine || reassigned) {
    if (reassigned) await mailAssignment(db, mail.mailer, mail.publicUrl, scoutOf(before), 'removed', before)
    if (scoutOf(after) !== accountUid)
      await mailAssignment(
        db,
        mail.mailer,
        mail.publicUrl,
        scoutOf(after),
        reassigned ? 'new' : 'changed',
        after,
      )
  }
  return after
}

export async function deleteAssignment(db: Db, mail: Mailing, accountUid: string, uid: string) {
  const me = await requireMembership(db, accountUid)
  const before = await readableAssignment(db, accountUid, uid, me)
  requireRole(me, ['head'], 'Only a head of recruitment removes assignments')
  await db.delete(workspaceAssignments).where(eq(workspaceAssignments.uid, uid))
  if (before.status !== 'done' && scoutOf(before) !== accountUid)
    await mailAssignment(db, mail.mailer, mail.publicUrl, scoutOf(before), 'removed', before)
  return { deleted: true }
}

/**
 * A report filed on an assignment closes it, in the report's transaction. One that is no longer the scout's (taken
 * from him, removed, on another player, closed by another report while he was offline) is left as it is and the
 * report is kept: a report written at the ground is never refused for it.
 */
export async function closeByReport(
  tx: Executor,
  scoutUid: string,
  assignmentUid: string,
  report: { uid: string; playerUid: string },
) {
  await tx
    .update(workspaceAssignments)
    .set({
      status: 'done',
      reportUid: report.uid,
      version: sql`${workspaceAssignments.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(workspaceAssignments.uid, assignmentUid),
        eq(workspaceAssignments.scoutUid, scoutUid),
        inArray(workspaceAssignments.status, ['open', 'accepted', 'declined']),
        or(isNull(workspaceAssignments.playerUid), eq(workspaceAssignments.playerUid, report.playerUid)),
      ),
    )
}
