import type { FastifyInstance, FastifyRequest } from 'fastify'
import { calendarQuery, renewFeedBody } from '../../../src/api/contract/schemas/assignments'
import { assignmentPaths } from '../../../src/api/contract/terms/paths'
import { calendarGames } from '../../domain/assignments/calendar'
import { calendarFeed } from '../../domain/assignments/feed'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// The scout's calendar of games that matter to him, and the address of his private feed (made on first asking,
// renewed on demand: the old address stops at once).

export async function scoutCalendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, config } = app.deps
  const auth = { auth: 'scout' } as const
  const me = (request: FastifyRequest) => request.account!.uid

  app.get(
    route(assignmentPaths.calendar),
    { config: auth, schema: { querystring: calendarQuery } },
    async (request) => ({
      data: await calendarGames(db, me(request), request.query.from, request.query.to),
    }),
  )
  app.get(route(assignmentPaths.feed), { config: auth }, async (request) => ({
    data: await calendarFeed(db, config, me(request)),
  }))
  app.post(
    route(assignmentPaths.feed),
    { config: auth, schema: { body: renewFeedBody } },
    async (request) => ({
      data: await calendarFeed(db, config, me(request), true),
    }),
  )
}
