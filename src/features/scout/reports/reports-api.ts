import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { Assignment } from '../../../api/contract/schemas/assignments'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { ReportBody, ReportTemplate, ScoutReport } from '../../../api/contract/schemas/scouting-reports'
import { isOpenAssignment } from '../../../api/contract/terms/assignments'
import { assignmentPaths, scoutReportPaths } from '../../../api/contract/terms/paths'
import { recommendationLabel } from '../../../api/contract/terms/scouting'
import { durableWrite } from '../../../api/durable-write'
import { noticeDeleted, noticeSaved } from '../../../api/notices'
import { readThrough } from '../../../api/read-cache/cached-read'
import { calendarDay } from '../../../ui/dates'

// A scout's reports and the templates they are written on. Read through the offline copies (kept with the
// shortlist's and the lists' players); written through the scout's outbox, so a report written at the ground
// without a signal waits on the device and is sent once.

const read = <T>(url: string, keepIn?: string) =>
  readThrough(url, () => api<DataBody<T>>(url, { quiet: true }), keepIn).then((r) => r.data)

export const loadTemplates = (keepIn?: string) => read<ReportTemplate[]>(scoutReportPaths.templates, keepIn)

export const loadReports = (pid: string, keepIn?: string) =>
  read<ScoutReport[]>(`${scoutReportPaths.reports}?pid=${pid}`, keepIn)

/**
 * The scout's assignments a report on this player may close: still to be watched, on him or on a game alone. Read
 * with the key of his assignments' list, so the copy kept for the ground answers with no signal.
 */
export const openAssignmentsFor = async (pid: string): Promise<Assignment[]> =>
  (await read<Assignment[]>(assignmentPaths.list)).filter(
    (a) => isOpenAssignment(a.status) && (a.player === null || a.player.uid === pid),
  )

export const loadReport = (id: string) => read<ScoutReport>(scoutReportPaths.report(id))

/** How the Sync page names a report's waiting write: whose it is and what it says, never just "Report". */
const reportWords = (playerName: string, body?: ReportBody) =>
  `scouting report on ${playerName}${body ? `: ${recommendationLabel(body.recommendation)}, seen ${calendarDay(body.seen_on)}` : ''}`

/** A new report (its uid made here, so the outbox and the page know it before it is sent) or an edit. */
export async function saveReport(
  body: ReportBody,
  playerName: string,
  existing?: { uid: string; version: number },
) {
  const uid = existing?.uid ?? uuidv7()
  const result = await durableWrite<ScoutReport>(
    existing
      ? {
          method: 'PUT',
          url: scoutReportPaths.report(uid),
          body: { ...body, version: existing.version },
          recordUid: uid,
          baseVersion: existing.version,
          label: `Change to the ${reportWords(playerName, body)}`,
        }
      : {
          method: 'POST',
          url: scoutReportPaths.reports,
          body: { ...body, uid },
          recordUid: uid,
          label: `New ${reportWords(playerName, body)}`,
        },
  )
  noticeSaved('report', result.pending)
  return result
}

export async function removeReport(uid: string, playerName: string) {
  const result = await durableWrite({
    method: 'DELETE',
    url: scoutReportPaths.report(uid),
    recordUid: uid,
    label: `Removal of the ${reportWords(playerName)}`,
  })
  noticeDeleted('report', result.pending)
}
