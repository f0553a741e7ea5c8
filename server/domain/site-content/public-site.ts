import { and, count, eq, inArray, or, sql } from 'drizzle-orm'
import type { PublicHome } from '../../../src/api/contract/schemas/public-site'
import type { ContentItem, ContentKind } from '../../../src/api/contract/schemas/site-content'
import type { Executor } from '../../db/client'
import { siteContent } from '../../db/schema/index'
import { recordNotFound } from '../support/versioned-update'
import { present, selectItems } from './content'

// What the public site shows: only published items whose publish date has come, read in one query for the
// whole landing page; one news item by its readable slug.

const shown = and(
  eq(siteContent.status, 'published'),
  or(sql`${siteContent.publishedAt} is null`, sql`${siteContent.publishedAt} <= now()`),
)
const onHome: ContentKind[] = [
  'landing',
  'about',
  'about_member',
  'agent',
  'testimonial',
  'public_news',
  'faq',
  'advertisement',
  'news_ad_banner',
]
const LATEST_NEWS = 6

const byPosition = (a: ContentItem, b: ContentItem) => a.position - b.position
const newestFirst = (a: ContentItem, b: ContentItem) =>
  (b.published_at ?? '').localeCompare(a.published_at ?? '')

export async function publicHome(db: Executor): Promise<PublicHome> {
  const items = (await selectItems(db).where(and(inArray(siteContent.kind, onHome), shown))).map(present)
  const of = (kind: ContentKind) => items.filter((i) => i.kind === kind)
  return {
    landing: of('landing')[0] ?? null,
    about: of('about')[0] ?? null,
    about_members: of('about_member').sort(byPosition),
    agents: of('agent').sort(byPosition),
    testimonials: of('testimonial').sort(byPosition),
    news: of('public_news').sort(newestFirst).slice(0, LATEST_NEWS),
    faq: of('faq').sort(byPosition),
    advertisements: of('advertisement').sort(byPosition),
    news_ad_banners: of('news_ad_banner').sort(byPosition),
  }
}

export async function publicNewsItem(db: Executor, slug: string): Promise<ContentItem> {
  const [row] = await selectItems(db).where(
    and(eq(siteContent.kind, 'public_news'), eq(siteContent.slug, slug), shown),
  )
  if (!row) throw recordNotFound('news item', slug)
  return present(row)
}

/** Every published public news item, newest first, a page at a time (/news). */
export async function publicNewsPage(db: Executor, query: { page: number; limit: number }) {
  const where = and(eq(siteContent.kind, 'public_news'), shown)
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(sql`${siteContent.publishedAt} desc`, sql`${siteContent.uid} desc`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(siteContent).where(where),
  ])
  return {
    data: rows.map(present),
    meta: { total: Number(total?.n ?? 0), page: query.page, limit: query.limit },
  }
}

/** Published news of a kind, newest first (the scout area reads scout news). */
export async function publishedNews(db: Executor, kind: 'public_news' | 'scout_news', limit: number) {
  const rows = await selectItems(db)
    .where(and(eq(siteContent.kind, kind), shown))
    .orderBy(sql`${siteContent.publishedAt} desc`)
    .limit(limit)
  return rows.map(present)
}
