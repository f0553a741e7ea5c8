import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ReportBody } from '../../../../src/api/contract/schemas/scouting-reports'
import { canWriteReports, workspaceRoleWords } from '../../../../src/api/contract/terms/workspaces'
import { ratingIssues, suitsPlayer } from '../../../../src/rules/scouting-report'
import type { Db, Executor } from '../../../db/client'
import { gamePlayers, players, scoutReportRevisions, scoutReports } from '../../../db/schema/index'
import { enqueueAlert } from '../../alert-events/alert-queue'
import { closeByReport } from '../../assignments/assignments'
import { conflict, forbidden, invalidField, invalidInput } from '../../support/errors'
import { recordNotFound, versionedUpdate } from '../../support/versioned-update'
import { recordActivity } from '../../workspaces/activity'
import { membershipOf } from '../../workspaces/membership'
import { getReport, ownReports } from './report-reads'
import { templateRow } from './report-templates'

// Writing a scout's report: every rule of the template (scouting-report.ts in src/rules, which the form checks
// too), the player and the game it was based on, a date seen that is not in the future. An edit keeps the version
// it replaced (scout_report_revisions), as community edits keep theirs.

type ReportInput = Omit<ReportBody, 'summary'> & { summary?: string }

const today = () => new Date().toISOString().slice(0, 10)

/** Checks a report against its player, template and game; the values to store. */
async function checked(db: Executor, input: ReportInput, currentTemplate?: string) {
  const [player] = await db
    .select({ name: players.name, main: players.mainPosition, others: players.positions })
    .from(players)
    .where(eq(players.uid, input.pid))
  if (!player) throw invalidField('pid', 'There is no such player')
  const template = await templateRow(db, input.template_id).catch(() => {
    throw invalidField('template_id', 'There is no such report template')
  })
  if (template.archived && template.uid !== currentTemplate)
    throw invalidField('template_id', `“${template.name}” was archived: choose a current template`)
  const his = [player.main, ...((player.others as string[] | null) ?? [])].filter((p): p is string =>
    Boolean(p),
  )
  if (!suitsPlayer(template.positions, his))
    throw invalidField(
      'template_id',
      `“${template.name}” is a template for other positions than ${player.name}'s: choose one that suits him`,
    )
  const issues = ratingIssues(
    { name: template.name, scale: template.scale, criteria: template.criteria as never },
    input.ratings,
  )
  if (issues.length) throw invalidInput(issues)
  if (input.seen_on > today()) throw invalidField('seen_on', 'The day seen cannot be in the future')
  if (input.game_id) {
    const [played] = await db
      .select({ game: gamePlayers.gameId })
      .from(gamePlayers)
      .where(and(eq(gamePlayers.gameId, input.game_id), eq(gamePlayers.playerId, input.pid)))
      .limit(1)
    if (!played)
      throw invalidField('game_id', `${player.name} has no sheet in that game: pick one of his matches`)
  }
  return {
    playerUid: input.pid,
    templateUid: template.uid,
    ratings: input.ratings,
    recommendation: input.recommendation,
    summary: input.summary ?? '',
    seenOn: input.seen_on,
    seenHow: input.seen_how,
    gameUid: input.game_id ?? null,
  }
}

/** `input.uid`: a report written offline arrives with the uid the device gave it. */
/**
 * `input.uid`: a report written offline arrives with the uid the device gave it. A workspace member's report is
 * the workspace's (decision 0052): analysts and viewers write none.
 */
export async function createReport(db: Db, scoutUid: string, input: ReportInput) {
  const values = await checked(db, input)
  const membership = await membershipOf(db, scoutUid)
  if (membership && !canWriteReports(membership.role))
    throw forbidden(
      `${workspaceRoleWords[membership.role]}s read the club's reports; they do not write them`,
      'WORKSPACE_ROLE',
    )
  const uid = input.uid ?? uuidv7()
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(scoutReports)
      .values({ uid, scoutUid, workspaceUid: membership?.workspaceUid ?? null, ...values })
      .onConflictDoNothing()
      .returning({ uid: scoutReports.uid })
    // The same answer whether the taken uid is this scout's or another's: it tells nobody what exists.
    if (!inserted.length) throw conflict('A report with this id exists already', 'UID_TAKEN')
    await enqueueAlert(tx, 'report_filed', uid) // the colleagues who follow the player (decision 0058)
    if (membership)
      await recordActivity(tx, membership.workspaceUid, scoutUid, 'reported', { playerUid: values.playerUid })
    if (input.assignment_id)
      await closeByReport(tx, scoutUid, input.assignment_id, { uid, playerUid: values.playerUid })
  })
  return getReport(db, ownReports(scoutUid), uid, false)
}

async function ownReport(db: Executor, scoutUid: string, uid: string) {
  const [row] = await db
    .select()
    .from(scoutReports)
    .where(and(eq(scoutReports.uid, uid), eq(scoutReports.scoutUid, scoutUid)))
  if (!row) throw recordNotFound('report', uid)
  return row
}

export async function updateReport(
  db: Db,
  scoutUid: string,
  uid: string,
  input: ReportInput,
  expected?: number,
) {
  const current = await ownReport(db, scoutUid, uid)
  if (input.pid !== current.playerUid)
    throw invalidField('pid', 'A report stays on the player it was written on')
  const values = await checked(db, input, current.templateUid)
  await db.transaction(async (tx) => {
    await tx
      .insert(scoutReportRevisions)
      .values({
        reportUid: uid,
        version: current.version,
        snapshot: {
          recommendation: current.recommendation,
          ratings: current.ratings,
          summary: current.summary,
          seen_on: current.seenOn,
          seen_how: current.seenHow,
        },
      })
      .onConflictDoNothing()
    await versionedUpdate(
      tx,
      scoutReports,
      { label: 'report', uid, expected, current: (ex) => getReport(ex, ownReports(scoutUid), uid, false) },
      values,
    )
  })
  return getReport(db, ownReports(scoutUid), uid)
}

export async function deleteReport(db: Db, scoutUid: string, uid: string) {
  await ownReport(db, scoutUid, uid)
  await db.delete(scoutReports).where(and(eq(scoutReports.uid, uid), eq(scoutReports.scoutUid, scoutUid)))
  return { uid, deleted: true }
}
