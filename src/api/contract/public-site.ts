import type { ContentItem } from './site-content'

// The public site's read-only calls (no session): the whole landing page in one answer (cached with an ETag)
// and one news item by its readable slug. Only published items whose publish date has come.

export const publicPaths = {
  home: '/api/public/home',
  news: (slug: string) => `/api/public/news/${encodeURIComponent(slug)}`,
  /** GET ?page=&limit=: every published public news item, newest first, a page at a time. */
  newsList: '/api/public/news',
  /** POST: a visitor's message to the provider (public-contact.ts). */
  contact: '/api/public/contact',
} as const

/** How many news items /news shows a page. */
export const NEWS_PAGE_SIZE = 10

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
