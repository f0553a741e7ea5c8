import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  NEWS_PAGE_SIZE,
  newsPageRead,
  type PublicSeeds,
  publicPages,
  publicPaths,
} from '../../../src/api/contract/schemas/public-site'
import type { ContentItem } from '../../../src/api/contract/schemas/site-content'
import { listPackages } from '../../domain/payments/packages'
import { publicHome, publicNewsItem, publicNewsPage } from '../../domain/site-content/public-site'
import { DomainError } from '../../domain/support/errors'
import { newsHead, type PageHead } from '../../plugins/page-meta'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'
import type { PageRenderer } from './page-renderer'

// The public pages as HTML (decision 0044): each reads what its screen reads, from the same domain functions as
// GET /api/public/…, renders it, and sends it with its head and those answers. Revalidated on every load
// (no-cache with an ETag), so an admin's publish shows at once; a browser with the same page gets 304.

const DEFAULT_DESCRIPTION = 'Scoutline: football talent scouting, from the touchline to the shortlist.'
/** The lazy chunk each page's screen is in (src/app/routes.tsx): its stylesheet and modules come with the page. */
const chunks = {
  newsList: 'src/features/public/news-list-page.tsx',
  packages: 'src/features/public/packages-page.tsx',
  about: 'src/features/public/about-page.tsx',
  faq: 'src/features/public/faq-page.tsx',
}
const text = (item: ContentItem | null, name: string) => {
  const value = item?.fields[name]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** A rendered public page with its ETag (revalidated on every load: `no-cache`; the same page again is 304). */
export async function sendPage(
  renderer: PageRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { seeds: PublicSeeds; head: PageHead; chunk?: string; status?: number; cache?: 'no-store' },
) {
  const body = await renderer.page(request.url, page.seeds, page.head, page.chunk)
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  reply
    .header('etag', etag)
    .header('cache-control', page.cache ?? 'no-cache')
    .type('text/html; charset=utf-8')
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  return reply.status(page.status ?? 200).send(body)
}

export async function publicPageRoutes(fastify: FastifyInstance, opts: { renderer: PageRenderer }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, config } = app.deps
  const open = { config: { auth: 'public' } } as const
  const at = (address: string) => `${config.publicUrl}${address}`

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: { seeds: PublicSeeds; head: PageHead; chunk?: string; status?: number },
  ) => sendPage(opts.renderer, request, reply, page)

  app.get(route(publicPages.home), open, async (request, reply) => {
    const home = await publicHome(db)
    return send(request, reply, {
      seeds: { [publicPaths.home]: { data: home } },
      head: {
        title: 'Football talent scouting',
        description: text(home.landing, 'subtitle') ?? DEFAULT_DESCRIPTION,
        url: at(publicPages.home),
      },
    })
  })

  app.get(
    route(publicPages.newsList),
    { ...open, schema: { querystring: z.object({ page: z.coerce.number().int().min(1).catch(1) }) } },
    async (request, reply) => {
      const page = request.query.page
      const news = await publicNewsPage(db, { page, limit: NEWS_PAGE_SIZE })
      return send(request, reply, {
        seeds: { [newsPageRead(page)]: { data: news } },
        head: {
          title: 'News',
          description: 'Everything Scoutline has published, newest first.',
          url: at(page > 1 ? `${publicPages.newsList}?page=${page}` : publicPages.newsList),
        },
        chunk: chunks.newsList,
      })
    },
  )

  app.get(
    route(publicPages.news, 'slug'),
    { ...open, schema: { params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      const { slug } = request.params
      const read = publicPaths.news(slug)
      const item = await publicNewsItem(db, slug.trim().slice(0, 120)).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') return undefined
        throw error
      })
      if (!item)
        return send(request, reply, {
          status: 404,
          seeds: { [read]: { error: { status: 404 } } },
          head: { title: 'News', url: at(publicPages.news(slug)) },
        })
      return send(request, reply, {
        seeds: { [read]: { data: item } },
        head: newsHead(item, config.publicUrl),
      })
    },
  )

  app.get(route(publicPages.packages), open, async (request, reply) =>
    send(request, reply, {
      seeds: { [publicPaths.packages]: { data: await listPackages(db) } },
      head: {
        title: 'Packages and prices',
        description:
          'Scoutline packages for scouts and clubs: what each costs and what it includes, from the free account up.',
        url: at(publicPages.packages),
      },
      chunk: chunks.packages,
    }),
  )

  app.get(route(publicPages.about), open, async (request, reply) => {
    const home = await publicHome(db)
    return send(request, reply, {
      seeds: { [publicPaths.home]: { data: home } },
      head: {
        title: 'About us',
        description:
          'Who runs Scoutline, our agents in the regions, and what clubs say about working with us.',
        url: at(publicPages.about),
      },
      chunk: chunks.about,
    })
  })

  app.get(route(publicPages.faq), open, async (request, reply) => {
    const home = await publicHome(db)
    return send(request, reply, {
      seeds: { [publicPaths.home]: { data: home } },
      head: {
        title: 'Frequently asked questions',
        description: 'Answers to what clubs and scouts ask most about Scoutline, its packages and accounts.',
        url: at(publicPages.faq),
      },
      chunk: chunks.faq,
    })
  })
}
