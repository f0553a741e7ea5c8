import { and, asc, count, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type {
  Criterion,
  ReportTemplate,
  TemplateBody,
} from '../../../../src/api/contract/schemas/scouting-reports'
import type { PositionCode } from '../../../../src/api/contract/terms/players'
import type { RatingScale } from '../../../../src/api/contract/terms/scouting'
import type { Db, Executor } from '../../../db/client'
import { reportTemplates, scoutReports } from '../../../db/schema/index'
import { type Actor, audit } from '../../site-content/audit'
import { conflict } from '../../support/errors'
import { recordNotFound, versionedUpdate } from '../../support/versioned-update'

// Report templates (decision 0040): admins define them, scouts write reports on them. A template that reports
// use keeps every criterion they rated and its scale — the change a scout's ratings would no longer mean is
// refused with 409, and the admin archives the template and makes a new version (POST with `replaces`) instead.
// Labels and descriptions may be reworded at any time; a criterion keeps its id through every edit.

/** How the admin audit log names what changed. */
const SUBJECT = 'report template'

type TemplateRow = typeof reportTemplates.$inferSelect
type TemplateInput = Omit<TemplateBody, 'criteria'> & {
  criteria: (Omit<Criterion, 'id'> & { id?: string })[]
}

export const toTemplate = (row: TemplateRow, reports?: number): ReportTemplate => ({
  uid: row.uid,
  name: row.name,
  positions: row.positions as PositionCode[],
  scale: row.scale as RatingScale,
  criteria: row.criteria as Criterion[],
  archived: row.archived,
  replaces: row.replacesUid,
  ...(reports === undefined ? {} : { reports }),
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** Criteria with their ids: kept ones keep theirs, new ones get a short new one. */
const withIds = (criteria: TemplateInput['criteria']): Criterion[] =>
  criteria.map((c) => ({
    id: c.id ?? uuidv7().slice(-12),
    label: c.label,
    description: c.description ?? '',
    optional: c.optional ?? false,
  }))

/** The templates, active first, each with how many reports use it (admins), or only the active ones (scouts). */
export async function listTemplates(
  db: Executor,
  options: { activeOnly: boolean },
): Promise<ReportTemplate[]> {
  const rows = await db
    .select({ template: reportTemplates, reports: count(scoutReports.uid) })
    .from(reportTemplates)
    .leftJoin(scoutReports, eq(scoutReports.templateUid, reportTemplates.uid))
    .where(options.activeOnly ? eq(reportTemplates.archived, false) : undefined)
    .groupBy(reportTemplates.uid)
    .orderBy(asc(reportTemplates.archived), asc(reportTemplates.name), asc(reportTemplates.createdAt))
  return rows.map((r) => toTemplate(r.template, options.activeOnly ? undefined : Number(r.reports)))
}

export async function templateRow(db: Executor, uid: string): Promise<TemplateRow> {
  const [row] = await db.select().from(reportTemplates).where(eq(reportTemplates.uid, uid))
  if (!row) throw recordNotFound('report template', uid)
  return row
}

export async function createTemplate(db: Db, actor: Actor, input: TemplateInput): Promise<ReportTemplate> {
  const uid = uuidv7()
  return db.transaction(async (tx) => {
    if (input.replaces) {
      await templateRow(tx, input.replaces)
      await tx
        .update(reportTemplates)
        .set({ archived: true, version: sql`${reportTemplates.version} + 1`, updatedAt: sql`now()` })
        .where(eq(reportTemplates.uid, input.replaces))
    }
    const [row] = await tx
      .insert(reportTemplates)
      .values({
        uid,
        name: input.name,
        positions: input.positions ?? [],
        scale: input.scale,
        criteria: withIds(input.criteria),
        replacesUid: input.replaces ?? null,
      })
      .returning()
    await audit(tx, actor, { action: 'create', subject: SUBJECT, subjectUid: uid, after: input.name })
    return toTemplate(row!, 0)
  })
}

/** Which criteria of a template reports have rated, and how many reports use it. */
async function usage(db: Executor, uid: string) {
  const rated = await db.execute<{ id: string; n: number }>(
    sql`select key as id, count(*)::int as n from ${scoutReports}, jsonb_object_keys(${scoutReports.ratings}) as key
        where ${scoutReports.templateUid} = ${uid} group by key`,
  )
  const [{ reports } = { reports: 0 }] = await db
    .select({ reports: count() })
    .from(scoutReports)
    .where(eq(scoutReports.templateUid, uid))
  return { rated: new Map(rated.rows.map((r) => [r.id, Number(r.n)])), reports: Number(reports) }
}

export async function updateTemplate(
  db: Db,
  actor: Actor,
  uid: string,
  input: TemplateInput,
  expected?: number,
) {
  const current = await templateRow(db, uid)
  const { rated, reports } = await usage(db, uid)
  const criteria = withIds(input.criteria)
  const kept = new Set(criteria.map((c) => c.id))
  const lost = (current.criteria as Criterion[]).filter((c) => rated.has(c.id) && !kept.has(c.id))
  const newVersion = 'archive this template and make a new version instead'
  if (lost.length)
    throw conflict(
      `${lost.map((c) => `“${c.label}”`).join(', ')} ${lost.length === 1 ? 'is' : 'are'} rated in scouts' reports and cannot be removed: ${newVersion}`,
      'TEMPLATE_IN_USE',
    )
  if (reports > 0 && input.scale !== current.scale)
    throw conflict(
      `${reports} report${reports === 1 ? ' rates' : 's rate'} on this scale: ${newVersion}`,
      'TEMPLATE_IN_USE',
    )
  await versionedUpdate(
    db,
    reportTemplates,
    {
      label: 'report template',
      uid,
      expected,
      current: async (ex) => toTemplate(await templateRow(ex, uid)),
    },
    {
      name: input.name,
      positions: input.positions ?? [],
      scale: input.scale,
      criteria,
      archived: input.archived ?? current.archived,
    },
  )
  await audit(db, actor, { action: 'update', subject: SUBJECT, subjectUid: uid, after: input.name })
  return toTemplate(await templateRow(db, uid), reports)
}

/** A template no report uses is deleted; one in use is archived (its reports keep it). */
export async function deleteTemplate(db: Db, actor: Actor, uid: string) {
  await templateRow(db, uid)
  await audit(db, actor, { action: 'delete', subject: SUBJECT, subjectUid: uid })
  const { reports } = await usage(db, uid)
  if (reports === 0) {
    await db.delete(reportTemplates).where(eq(reportTemplates.uid, uid))
    return { uid, deleted: true, archived: false }
  }
  await db
    .update(reportTemplates)
    .set({ archived: true, version: sql`${reportTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(reportTemplates.uid, uid)))
  return { uid, deleted: false, archived: true }
}
