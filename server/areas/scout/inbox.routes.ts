import type { FastifyInstance, FastifyRequest } from 'fastify'
import { alertSettingsBody, inboxQuery, inboxReadBody } from '../../../src/api/contract/schemas/alerts'
import { inboxPaths } from '../../../src/api/contract/terms/paths'
import { changeAlertSettings, markInboxRead, readAlertSettings, readInbox } from '../../domain/alerts/inbox'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A scout's inbox of alerts (decision 0058) and which kinds he hears of, in the inbox and by mail.

export async function scoutInboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'scout' } as const
  const me = (request: FastifyRequest) => request.account!.uid

  app.get(
    route(inboxPaths.inbox),
    { config: auth, schema: { querystring: inboxQuery } },
    async (request) => ({
      data: await readInbox(db, me(request), request.query.unread === '1'),
    }),
  )
  app.post(route(inboxPaths.read), { config: auth, schema: { body: inboxReadBody } }, async (request) => ({
    data: await markInboxRead(db, me(request), request.body.ids),
  }))
  app.get(route(inboxPaths.settings), { config: auth }, async (request) => ({
    data: await readAlertSettings(db, me(request)),
  }))
  app.put(
    route(inboxPaths.settings),
    { config: auth, schema: { body: alertSettingsBody } },
    async (request) => ({ data: await changeAlertSettings(db, me(request), request.body.settings) }),
  )
}
