import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { pageQuery } from '../../../src/api/contract/schemas/common'
import { publicPaths } from '../../../src/api/contract/schemas/public-site'
import { listPackages } from '../../domain/payments/packages'
import { publicHome, publicNewsItem, publicNewsPage } from '../../domain/site-content/public-site'
import { sendJsonText } from '../../http/json-reply'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// /api/public — what the landing page shows, no session: the whole page in one answer, every news item a page at
// a time (/news), one news item by its slug, and the packages on sale (/packages). Answers carry an ETag; a browser that has the same answer gets 304 and no body. A change an admin makes
// is seen on the next load (no-cache: always revalidated).

function withEtag(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body)
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`
  reply.header('etag', etag).header('cache-control', 'public, no-cache')
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  return sendJsonText(reply, json)
}

export async function publicSiteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const open = { auth: 'public' } as const
  app.get(route(publicPaths.home), { config: open }, async (request, reply) =>
    withEtag(request, reply, { data: await publicHome(db) }),
  )
  app.get(
    route(publicPaths.newsList),
    { config: open, schema: { querystring: pageQuery.pick({ page: true, limit: true }) } },
    async (request, reply) => withEtag(request, reply, await publicNewsPage(db, request.query)),
  )
  app.get(
    route(publicPaths.news, 'slug'),
    { config: open, schema: { params: z.object({ slug: z.string().trim().min(1).max(120) }) } },
    async (request, reply) =>
      withEtag(request, reply, { data: await publicNewsItem(db, request.params.slug) }),
  )
  app.get(route(publicPaths.packages), { config: open }, async (request, reply) =>
    withEtag(request, reply, { data: await listPackages(db) }),
  )
}
