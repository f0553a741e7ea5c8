import { and, asc, count, desc, eq, inArray, like, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  type ContentItem,
  type ContentKind,
  contentFields,
  contentKind,
} from '../../../src/api/contract/schemas/site-content'
import type { Db, Executor } from '../../db/client'
import { siteContent, uploads } from '../../db/schema/index'
import { invalidInput } from '../support/errors'
import { recordNotFound } from '../support/versioned-update'
import type { ReceivedFile } from '../uploads/received-file'
import { fileUrl, insertUpload } from '../uploads/uploads'
import { type Actor, audit } from './audit'
import { renderMarkdown } from './markdown'

// Site content: create, update, delete and reorder items of a kind, and the single pages (about, landing).
// Every write checks the kind's contract on the whole item (the stored fields with the change over them), renders
// Markdown bodies to safe HTML, keeps the picture as an uploads row, and writes its audit entry in the same
// transaction.

type Row = typeof siteContent.$inferSelect
type Pictured = Row & { stored: string | null; thumbStored: string | null }

export function present(row: Pictured): ContentItem {
  return {
    uid: row.uid,
    kind: row.kind as ContentKind,
    version: row.version,
    position: row.position,
    fields: row.fields as Record<string, unknown>,
    body_html: row.bodyHtml,
    slug: row.slug,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    pic: row.stored ? fileUrl(row.stored) : null,
    thumb: row.thumbStored ? fileUrl(row.thumbStored) : null,
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The content rows with their picture's file names, one join. */
export const selectItems = (db: Executor) =>
  db
    .select({
      uid: siteContent.uid,
      kind: siteContent.kind,
      version: siteContent.version,
      position: siteContent.position,
      fields: siteContent.fields,
      bodyHtml: siteContent.bodyHtml,
      slug: siteContent.slug,
      status: siteContent.status,
      publishedAt: siteContent.publishedAt,
      picUpload: siteContent.picUpload,
      createdBy: siteContent.createdBy,
      createdAt: siteContent.createdAt,
      updatedAt: siteContent.updatedAt,
      stored: uploads.storedName,
      thumbStored: uploads.thumbName,
    })
    .from(siteContent)
    .leftJoin(uploads, eq(uploads.uid, siteContent.picUpload))

/** A kind's items as admins order them: news newest first (drafts on top), the rest by position. */
export async function listContent(db: Executor, kind: ContentKind): Promise<ContentItem[]> {
  const order = contentKind(kind).news
    ? [sql`${siteContent.publishedAt} desc nulls first`, desc(siteContent.createdAt)]
    : [asc(siteContent.position), asc(siteContent.createdAt)]
  const rows = await selectItems(db)
    .where(eq(siteContent.kind, kind))
    .orderBy(...order)
  return rows.map(present)
}

async function one(db: Executor, kind: ContentKind, uid: string): Promise<Pictured> {
  const [row] = await selectItems(db).where(and(eq(siteContent.kind, kind), eq(siteContent.uid, uid)))
  if (!row) throw recordNotFound(contentKind(kind).label, uid)
  return row
}

/** How many news items (public and scout) are drafts: the admin's dashboard shows them, the sites do not. */
export async function newsDrafts(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteContent)
    .where(and(inArray(siteContent.kind, ['public_news', 'scout_news']), eq(siteContent.status, 'draft')))
  return Number(row?.n ?? 0)
}

/** A single page (about, landing), or null before an admin writes it. */
export async function singleContent(db: Executor, kind: ContentKind): Promise<ContentItem | null> {
  const [row] = await selectItems(db).where(eq(siteContent.kind, kind)).limit(1)
  return row ? present(row) : null
}

/** The kind's contract over the whole item; Markdown rendered; news state derived. */
function checked(kind: ContentKind, input: Record<string, unknown>) {
  const fields = contentFields[kind].parse(input) as Record<string, unknown>
  const info = contentKind(kind)
  const status: 'draft' | 'published' = info.news ? (fields.status as 'draft' | 'published') : 'published'
  // Publishing without a date publishes now, and the date is kept with the item.
  const publishedAt = fields.published_at
    ? new Date(fields.published_at as string)
    : status === 'published'
      ? new Date()
      : null
  if (info.news && publishedAt && !fields.published_at) fields.published_at = publishedAt.toISOString()
  return { fields, status, publishedAt, bodyHtml: renderMarkdown(fields.body as string | null) }
}

/**
 * Held to the end of the transaction: writes of one kind wait for each other around the read of the next position
 * and of the free slug and their write (two news items of one title at once both took the same slug: a 500).
 */
const lockKind = (tx: Executor, kind: ContentKind) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_content:${kind}`}))`)

/** "World Cup: who to watch" → "world-cup-who-to-watch"; a taken slug gets "-2", "-3" … */
async function freeSlug(tx: Executor, kind: ContentKind, title: string, own?: string) {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'news'
  const taken = new Set(
    (
      await tx
        .select({ slug: siteContent.slug, uid: siteContent.uid })
        .from(siteContent)
        .where(and(eq(siteContent.kind, kind), like(siteContent.slug, `${base}%`)))
    )
      .filter((r) => r.uid !== own)
      .map((r) => r.slug),
  )
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

async function storePicture(tx: Executor, actor: Actor, file: ReceivedFile | undefined) {
  return file ? (await insertUpload(tx, file, actor.uid)).uid : undefined
}

export async function createContent(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  input: Record<string, unknown>,
  file?: ReceivedFile,
): Promise<ContentItem> {
  const info = contentKind(kind)
  if (info.pictureRequired && !file)
    throw invalidInput([{ path: 'pic', message: 'Attach the picture' }], `An ${info.label} needs its picture`)
  const item = checked(kind, input)
  const uid = uuidv7()
  await db.transaction(async (tx) => {
    await lockKind(tx, kind)
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${siteContent.position}), -1)::int` })
      .from(siteContent)
      .where(eq(siteContent.kind, kind))
    await tx.insert(siteContent).values({
      uid,
      kind,
      position: (last?.n ?? -1) + 1,
      fields: item.fields,
      bodyHtml: item.bodyHtml,
      slug: info.news ? await freeSlug(tx, kind, String(item.fields.title)) : null,
      status: item.status,
      publishedAt: item.publishedAt,
      picUpload: await storePicture(tx, actor, file),
      createdBy: actor.uid,
    })
    await audit(tx, actor, { action: 'create', subject: kind, subjectUid: uid, after: item.fields })
  })
  return present(await one(db, kind, uid))
}

export async function updateContent(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  uid: string,
  input: Record<string, unknown>,
  file?: ReceivedFile,
): Promise<ContentItem> {
  const info = contentKind(kind)
  await db.transaction(async (tx) => {
    if (info.news) await lockKind(tx, kind)
    const current = await one(tx, kind, uid)
    const before = current.fields as Record<string, unknown>
    const item = checked(kind, { ...before, ...input })
    const picUpload = await storePicture(tx, actor, file)
    await tx
      .update(siteContent)
      .set({
        fields: item.fields,
        bodyHtml: item.bodyHtml,
        slug:
          info.news && item.fields.title !== before.title
            ? await freeSlug(tx, kind, String(item.fields.title), uid)
            : current.slug,
        status: item.status,
        publishedAt: item.publishedAt,
        ...(picUpload ? { picUpload } : {}),
        version: sql`${siteContent.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(siteContent.uid, uid))
    // The replaced picture's row goes; the sweep removes its files.
    if (picUpload && current.picUpload) await tx.delete(uploads).where(eq(uploads.uid, current.picUpload))
    await audit(tx, actor, { action: 'update', subject: kind, subjectUid: uid, before, after: item.fields })
  })
  return present(await one(db, kind, uid))
}

/** PUT of a single page: written whole the first time, changed after. */
export async function putSingle(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  input: Record<string, unknown>,
  file?: ReceivedFile,
): Promise<ContentItem> {
  const existing = await singleContent(db, kind)
  return existing
    ? updateContent(db, actor, kind, existing.uid, input, file)
    : createContent(db, actor, kind, input, file)
}

export async function deleteContent(db: Db, actor: Actor, kind: ContentKind, uid: string) {
  await db.transaction(async (tx) => {
    const current = await one(tx, kind, uid)
    await tx.delete(siteContent).where(eq(siteContent.uid, uid))
    if (current.picUpload) await tx.delete(uploads).where(eq(uploads.uid, current.picUpload))
    await audit(tx, actor, { action: 'delete', subject: kind, subjectUid: uid, before: current.fields })
  })
  return { uid, deleted: true }
}

/** Puts a kind's items in the order given (uids not of the kind are refused). */
export async function reorderContent(db: Db, actor: Actor, kind: ContentKind, order: string[]) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ uid: siteContent.uid, position: siteContent.position })
      .from(siteContent)
      .where(and(eq(siteContent.kind, kind), inArray(siteContent.uid, order)))
    if (rows.length !== new Set(order).size)
      throw invalidInput([
        { path: 'uids', message: `Every uid must be one of the ${contentKind(kind).plural}` },
      ])
    for (const [position, uid] of order.entries())
      await tx.update(siteContent).set({ position }).where(eq(siteContent.uid, uid))
    await audit(tx, actor, { action: 'reorder', subject: kind, before: rows.map((r) => r.uid), after: order })
  })
  return listContent(db, kind)
}

/** PUT news/{id}: a news item's picture (the banner) and its shape — public or scout news. */
export async function setNewsBanner(
  db: Db,
  actor: Actor,
  uid: string,
  file: ReceivedFile,
  imageType: string | undefined,
): Promise<ContentItem> {
  const [row] = await db
    .select({ kind: siteContent.kind })
    .from(siteContent)
    .where(and(eq(siteContent.uid, uid), inArray(siteContent.kind, ['public_news', 'scout_news'])))
  if (!row) throw recordNotFound('news item', uid)
  return updateContent(
    db,
    actor,
    row.kind as ContentKind,
    uid,
    imageType ? { image_type: imageType } : {},
    file,
  )
}
