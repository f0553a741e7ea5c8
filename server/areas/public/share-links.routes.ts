import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sharePaths } from '../../../src/api/contract/terms/paths'
import { sharedView } from '../../domain/scouting/share-links/share-link-view'
import { openShare } from '../../domain/scouting/share-links/share-links'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// GET /api/shared/{token}: what a scout shared, for whoever holds the link — no account. Never cached (a withdrawn
// link must stop at once, in the browser and in any proxy) and never indexed.

const tokenParams = z.object({ token: z.string().max(200) })

export async function publicShareLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  app.get(
    route(sharePaths.shared, 'token'),
    { config: { auth: 'public' }, schema: { params: tokenParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
      const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }
      const link = await openShare(db, request.params.token, visitor)
      return { data: await sharedView(db, link) }
    },
  )
}
