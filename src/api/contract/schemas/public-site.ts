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
  /** GET: the packages on sale, their prices and what each includes (the public /packages page). */
  packages: '/api/public/packages',
} as const

/**
 * The public pages the server renders as HTML before any JavaScript runs (decision 0044), then hydrated: a
 * search engine, a link preview and a visitor without JavaScript read them whole.
 */
export const publicPages = {
  home: '/home',
  newsList: '/news',
  news: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  packages: '/packages',
  about: '/about',
  faq: '/faq',
} as const

/**
 * What a server-rendered page read, by the address of the public read that answers it on the client
 * (`publicPaths.home`, `publicPaths.news(slug)` …): the page hydrates from these instead of asking again.
 */
export type PublicSeeds = Record<string, { data: unknown } | { error: { status: number } }>

/** How many news items /news shows a page. */
export const NEWS_PAGE_SIZE = 10

/** The read of one page of /news (its seed is kept under this address). */
export const newsPageRead = (page: number) => `${publicPaths.newsList}?page=${page}&limit=${NEWS_PAGE_SIZE}`

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
