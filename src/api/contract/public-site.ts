import type { ContentItem } from './site-content'

// The public site's read-only calls (no session): the whole landing page in one answer (cached with an ETag)
// and one news item by its readable slug. Only published items whose publish date has come.

export const publicPaths = {
  home: '/api/public/home',
  news: (slug: string) => `/api/public/news/${encodeURIComponent(slug)}`,
} as const

export interface PublicHome {
  landing: ContentItem | null
  about: ContentItem | null
  about_members: ContentItem[]
  agents: ContentItem[]
  testimonials: ContentItem[]
  /** The latest public news, newest first. */
  news: ContentItem[]
  faq: ContentItem[]
  advertisements: ContentItem[]
  news_ad_banners: ContentItem[]
}
