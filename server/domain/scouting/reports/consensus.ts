import { and, desc, eq, sql } from 'drizzle-orm'
import type { Criterion } from '../../../../src/api/contract/schemas/scouting-reports'
import type { Consensus, ConsensusCriterion } from '../../../../src/api/contract/schemas/workspaces'
import { type Recommendation, recommendationCodes } from '../../../../src/api/contract/terms/scouting'
import type { Executor } from '../../../db/client'
import { players, reportTemplates, scoutReports } from '../../../db/schema/index'
import { notFound } from '../../support/errors'
import { membershipOf } from '../../workspaces/membership'
import { listReports, markMine } from './report-reads'
import { isBlind, readableReports } from './report-visibility'

// A workspace's consensus on a player: each author's latest report counted once (several independent judgements
// side by side, not one scout's repeated visits). Per criterion — matched across templates by its label on the
// same scale — the count, median, min and max, and whether scouts disagree (2+ points apart on 1–5, 4+ on 1–10);
// the recommendations tallied. A blind scout gets only how many colleagues reported; a viewer the numbers but
// not the reports (decision 0052).

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const disagreement = (scale: number) => (scale === 5 ? 2 : 4)

export interface JudgedReport {
  scale: number
  criteria: Criterion[]
  ratings: Record<string, number>
  recommendation: Recommendation
}

/** The numbers of a set of reports (each already one author's latest). */
export function consensusOf(reports: JudgedReport[]) {
  const recommendations = Object.fromEntries(recommendationCodes.map((c) => [c, 0])) as Record<
    Recommendation,
    number
  >
  const byCriterion = new Map<string, { id: string; label: string; scale: number; values: number[] }>()
  for (const report of reports) {
    recommendations[report.recommendation] += 1
    for (const criterion of report.criteria) {
      const value = report.ratings[criterion.id]
      if (typeof value !== 'number') continue
      const key = `${report.scale}:${criterion.label.trim().toLowerCase()}`
      const entry = byCriterion.get(key) ?? {
        id: criterion.id,
        label: criterion.label,
        scale: report.scale,
        values: [],
      }
      entry.values.push(value)
      byCriterion.set(key, entry)
    }
  }
  const criteria: ConsensusCriterion[] = [...byCriterion.values()].map((c) => {
    const min = Math.min(...c.values)
    const max = Math.max(...c.values)
    return {
      id: c.id,
      label: c.label,
      scale: c.scale as 5 | 10,
      count: c.values.length,
      median: median(c.values),
      min,
      max,
      disagree: max - min >= disagreement(c.scale),
    }
  })
  return { recommendations, criteria }
}

export async function playerConsensus(
  db: Executor,
  accountUid: string,
  playerUid: string,
): Promise<Consensus | null> {
  const membership = await membershipOf(db, accountUid)
  // A scout in no club has no club's view: nothing, not a refusal (his player page asks on every visit).
  if (!membership) return null
  const [player] = await db.select({ uid: players.uid }).from(players).where(eq(players.uid, playerUid))
  if (!player) throw notFound('There is no such player')
  // Each author's latest report on the player held by the workspace.
  const latest = await db
    .selectDistinctOn([scoutReports.scoutUid], {
      uid: scoutReports.uid,
      author: scoutReports.scoutUid,
      ratings: scoutReports.ratings,
      recommendation: scoutReports.recommendation,
      scale: reportTemplates.scale,
      criteria: reportTemplates.criteria,
    })
    .from(scoutReports)
    .innerJoin(reportTemplates, eq(reportTemplates.uid, scoutReports.templateUid))
    .where(and(eq(scoutReports.workspaceUid, membership.workspaceUid), eq(scoutReports.playerUid, playerUid)))
    .orderBy(scoutReports.scoutUid, desc(scoutReports.seenOn), desc(scoutReports.createdAt))
  const colleagues = new Set(latest.map((r) => r.author).filter((a) => a !== accountUid)).size
  const blind = await isBlind(db, accountUid, membership, playerUid)
  const empty = consensusOf([])
  const role = membership.role
  if (blind) return { role, blind, colleagues, ...empty, reports: [] }
  const numbers = consensusOf(
    latest.map((r) => ({
      scale: r.scale,
      criteria: r.criteria as Criterion[],
      ratings: r.ratings as Record<string, number>,
      recommendation: r.recommendation as Recommendation,
    })),
  )
  if (role === 'viewer') return { role, blind, colleagues, ...numbers, reports: [] }
  const reports = await listReports(
    db,
    and(
      readableReports(accountUid, membership),
      sql`${scoutReports.uid} in ${latest.map((r) => r.uid).concat('00000000-0000-0000-0000-000000000000')}`,
    )!,
    playerUid,
  )
  return {
    role,
    blind,
    colleagues,
    ...numbers,
    reports: markMine(reports, accountUid) as Consensus['reports'],
  }
}
