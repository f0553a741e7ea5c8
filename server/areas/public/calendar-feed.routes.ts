import type { FastifyInstance } from 'fastify'
import { feedTokenParams } from '../../../src/api/contract/schemas/assignments'
import { assignmentPaths } from '../../../src/api/contract/terms/paths'
import { feedFile } from '../../domain/assignments/feed'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A scout's calendar feed as calendar apps poll it: no session (the token in the address is the key), never
// cached by a shared cache, and a 404 once the address is renewed.

export async function calendarFeedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, config } = app.deps
  app.get(
    route(assignmentPaths.feedFile, 'token'),
    { config: { auth: 'public' }, schema: { params: feedTokenParams } },
    async (request, reply) => {
      const body = await feedFile(db, config.publicUrl, request.params.token)
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="scoutline.ics"')
        .send(body)
    },
  )
}
