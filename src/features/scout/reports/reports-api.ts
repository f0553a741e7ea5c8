import { uuidv7 } from 'uuidv7'
import { api } from '../../../api/client'
import type { Assignment } from '../../../api/contract/schemas/assignments'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { ReportBody, ReportTemplate, ScoutReport } from '../../../api/contract/schemas/scouting-reports'
import { isOpenAssignment } from '../../../api/contract/terms/assignments'
import { assignmentPaths, scoutReportPaths } from '../../../api/contract/terms/paths'
import { durableWrite } from '../../../api/durable-write'
import { noticeDeleted, noticeSaved } from '../../../api/notices'
import { pendingCreated } from '../../../api/outbox/pending-records'
import { readThrough } from '../../../api/read-cache/cached-read'

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

/** A new report (its uid made here, so the outbox and the page know it before it is sent) or an edit. */
export async function saveReport(body: ReportBody, existing?: { uid: string; version: number }) {
  const uid = existing?.uid ?? uuidv7()
  const result = await durableWrite<ScoutReport>(
    existing
      ? {
          method: 'PUT',
          url: scoutReportPaths.report(uid),
          body: { ...body, version: existing.version },
          recordUid: uid,
          baseVersion: existing.version,
          label: 'Report',
        }
      : {
          method: 'POST',
          url: scoutReportPaths.reports,
          body: { ...body, uid },
          recordUid: uid,
          label: 'Report',
        },
  )
  noticeSaved('report', result.pending)
  return result
}

export async function removeReport(uid: string) {
  const result = await durableWrite({ method: 'DELETE', url: scoutReportPaths.report(uid), recordUid: uid })
  noticeDeleted('report', result.pending)
}

/** Reports written on this device that wait to be sent, as the bodies the outbox keeps. */
export async function waitingReports(pid: string): Promise<(ReportBody & { uid: string })[]> {
  return (await pendingCreated(scoutReportPaths.reports)).filter((r) => r.pid === pid) as never
}
