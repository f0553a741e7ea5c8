import type { FastifyInstance, FastifyRequest } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { shareBody } from '../../../src/api/contract/schemas/share-links'
import { sharePaths } from '../../../src/api/contract/terms/paths'
import { signatureOf } from '../../domain/accounts/accounts'
import { createShare, listShares, revokeShare } from '../../domain/scouting/share-links/share-links'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A scout's read-only links to a list or a player's card: made (and mailed, when a recipient is named), listed
// with how often each was opened, and withdrawn at once.

export async function scoutShareLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, mailer, config } = app.deps
  const auth = { auth: 'scout' } as const
  const me = (request: FastifyRequest) => request.account!.uid

  app.get(route(sharePaths.shares), { config: auth }, async (request) => ({
    data: await listShares(db, me(request)),
  }))
  app.post(
    route(sharePaths.shares),
    // Not an outbox write (a link is made online, to be handed on at once): no idempotent transaction, so the
    // mail is queued by the mailer's own statement.
    { config: auth, schema: { body: shareBody } },
    async (request, reply) => {
      const account = request.account!
      const scout = {
        uid: account.uid,
        name: signatureOf(account),
        publicUrl: config.publicUrl,
      }
      return reply.status(201).send({ data: await createShare(db, mailer, scout, request.body) })
    },
  )
  app.delete(route(sharePaths.share), { config: auth, schema: { params: idParams } }, async (request) => ({
    data: await revokeShare(db, me(request), request.params.id),
  }))
}
