import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type {
  Criterion,
  ReportRevision,
  ScoutReport,
} from '../../../../src/api/contract/schemas/scouting-reports'
import type { RatingScale, Recommendation, SeenHow } from '../../../../src/api/contract/terms/scouting'
import { isStale } from '../../../../src/api/contract/terms/scouting'
import type { Executor } from '../../../db/client'
import {
  accounts,
  games,
  players,
  reportTemplates,
  scoutReportRevisions,
  scoutReports,
} from '../../../db/schema/index'
import { FORMER_MEMBER, personName } from '../../accounts/person-name'
import { nameSeenByScouts } from '../../privacy/minors'
import { renderMarkdown } from '../../site-content/markdown'
import { recordNotFound } from '../../support/versioned-update'

// Reports as a scout reads them: newest seen first, each with its author, its template's criteria (labels
// beside the ratings), whether it is stale, and the game it was based on. Which reports a scout may read is the
// caller's `readable` condition (report-visibility.ts: his own, and his workspace's as his role and
// blind-first allow); any other report does not exist for him (404, never 403: its existence is not told).

/** "Spain – Italy, 2026-06-20": the game a report was based on, as a scout recognises it. */
const gameLabel = sql<string>`(select coalesce(string_agg(t.name, ' – ' order by gt.side), 'Game')
  || coalesce(', ' || to_char(${games.date}, 'YYYY-MM-DD'), '')
  from game_teams gt join teams t on t.uid = gt.team_id where gt.game_id = ${games.uid})`

const reportColumns = {
  report: scoutReports,
  // "Not available" once he is a minor hidden from scouts (privacy/minors.ts): reports are read by scouts only.
  playerName: nameSeenByScouts,
  playerPosition: players.mainPosition,
  template: reportTemplates,
  gameLabel,
  authorName: personName,
}
type ReportRow = {
  authorName: string | null
  report: typeof scoutReports.$inferSelect
  playerName: string
  playerPosition: string | null
  template: typeof reportTemplates.$inferSelect
  gameLabel: string | null
}

const reportQuery = (db: Executor) =>
  db
    .select(reportColumns)
    .from(scoutReports)
    .innerJoin(players, eq(players.uid, scoutReports.playerUid))
    .innerJoin(reportTemplates, eq(reportTemplates.uid, scoutReports.templateUid))
    .leftJoin(games, eq(games.uid, scoutReports.gameUid))
    .leftJoin(accounts, eq(accounts.uid, scoutReports.scoutUid))

export function toReport(row: ReportRow, today = new Date()): ScoutReport {
  const { report, template } = row
  return {
    uid: report.uid,
    author: { uid: report.scoutUid, name: row.authorName ?? FORMER_MEMBER },
    player: { uid: report.playerUid, name: row.playerName, main_position: row.playerPosition },
    template: {
      uid: template.uid,
      name: template.name,
      scale: template.scale as RatingScale,
      criteria: template.criteria as Criterion[],
      archived: template.archived,
    },
    ratings: report.ratings as Record<string, number>,
    recommendation: report.recommendation as Recommendation,
    summary: report.summary,
    summary_html: renderMarkdown(report.summary) ?? '',
    seen_on: report.seenOn,
    seen_how: report.seenHow as SeenHow,
    game: report.gameUid ? { uid: report.gameUid, label: row.gameLabel ?? 'Game' } : null,
    stale: isStale(report.seenOn, today),
    version: report.version,
    created_at: report.createdAt.toISOString(),
    updated_at: report.updatedAt.toISOString(),
  }
}

/** Marks the reports the caller wrote (he may change those; a colleague's he only reads). */
export const markMine = <R extends ScoutReport>(reports: R[], callerUid: string) =>
  reports.map((r) => Object.assign(r, { mine: r.author?.uid === callerUid }))

/** The reports `readable` lets the caller read, on one player or on all, the latest seen first. */
export async function listReports(db: Executor, readable: SQL, playerUid?: string): Promise<ScoutReport[]> {
  const rows = await reportQuery(db)
    .where(and(readable, playerUid ? eq(scoutReports.playerUid, playerUid) : undefined))
    .orderBy(desc(scoutReports.seenOn), desc(scoutReports.createdAt), desc(scoutReports.uid))
    .limit(500)
  return rows.map((row) => toReport(row as ReportRow))
}

/** The scout's own reports: what he may change. */
export const ownReports = (scoutUid: string) => eq(scoutReports.scoutUid, scoutUid)

/** One report `readable` lets the caller read, with the versions it replaced; 404 for any other. */
export async function getReport(db: Executor, readable: SQL, uid: string, withHistory = true) {
  const [row] = await reportQuery(db).where(and(eq(scoutReports.uid, uid), readable))
  if (!row) throw recordNotFound('report', uid)
  const report = toReport(row as ReportRow)
  if (!withHistory) return report
  const revisions = await db
    .select()
    .from(scoutReportRevisions)
    .where(eq(scoutReportRevisions.reportUid, uid))
    .orderBy(desc(scoutReportRevisions.version))
  report.history = revisions.map((r) => ({
    ...(r.snapshot as Omit<ReportRevision, 'version' | 'at'>),
    version: r.version,
    at: r.at.toISOString(),
  }))
  return report
}

/** The latest report of the scout on each of `playerUids` (lists and Compare show its recommendation). */
export async function latestReports(db: Executor, scoutUid: string, playerUids: string[]) {
  if (playerUids.length === 0) return new Map<string, ScoutReport>()
  const rows = await reportQuery(db)
    .where(and(eq(scoutReports.scoutUid, scoutUid), inArray(scoutReports.playerUid, playerUids)))
    .orderBy(desc(scoutReports.seenOn), desc(scoutReports.createdAt))
  const latest = new Map<string, ScoutReport>()
  for (const row of rows) {
    const report = toReport(row as ReportRow)
    if (!latest.has(report.player.uid)) latest.set(report.player.uid, report)
  }
  return latest
}
