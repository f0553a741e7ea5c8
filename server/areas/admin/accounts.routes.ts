import type { FastifyInstance } from 'fastify'
import {
  accountListQuery,
  auditQuery,
  communityRegisterBody,
  disabledBody,
} from '../../../src/api/contract/schemas/admin'
import { idParams } from '../../../src/api/contract/schemas/common'
import { mailOutboxQuery } from '../../../src/api/contract/schemas/mail-outbox'
import { adminPaths } from '../../../src/api/contract/terms/admin-paths'
import { workspacePaths } from '../../../src/api/contract/terms/paths'
import {
  countOf,
  dashboard,
  deleteCommunityMember,
  listAccounts,
  registerCommunityMember,
  setScoutDisabled,
} from '../../domain/accounts/admin-accounts'
import { adminScout, sendConfirmationAgain } from '../../domain/accounts/admin-scout'
import { listMailOutbox } from '../../domain/mail/mail-outbox'
import { auditLog } from '../../domain/site-content/audit'
import { listWorkspacesForAdmin } from '../../domain/workspaces/workspaces'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'
import { actorOf } from './content.routes'

// /api/admin accounts, counts and the audit log (docs/api/admin.md#accounts-counts-audit: community,
// community/register, community/delete/{id}, scout/count, player/count; beyond it: scouts, a scout's disabling, the
// dashboard's numbers and the audit log).

export async function adminAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, mailer, config } = app.deps
  const auth = { auth: 'admin' } as const

  // Clubs' workspaces and their member counts: never what their members wrote (decision 0052).
  app.get(route(workspacePaths.adminList), { config: auth }, async () => ({
    data: await listWorkspacesForAdmin(db),
  }))
  app.get(route(adminPaths.scoutCount), { config: auth }, async () => ({
    data: { count: await countOf(db, 'scout') },
  }))
  app.get(route(adminPaths.playerCount), { config: auth }, async () => ({
    data: { count: await countOf(db, 'player') },
  }))
  app.get(route(adminPaths.dashboard), { config: auth }, async () => ({ data: await dashboard(db) }))

  app.get(
    route(adminPaths.community),
    { config: auth, schema: { querystring: accountListQuery } },
    async (request) => listAccounts(db, 'community', request.query),
  )
  app.post(
    route(adminPaths.communityRegister),
    { config: auth, schema: { body: communityRegisterBody } },
    async (request, reply) => {
      const result = await registerCommunityMember(
        db,
        mailer,
        actorOf(request),
        request.body,
        config.publicUrl,
      )
      if (result.mailError) request.log.error({ err: result.mailError }, 'set-password mail not sent')
      return reply.status(201).send({ data: result.data, mail_sent: !result.mailError })
    },
  )
  app.delete(
    route(adminPaths.communityDelete),
    { config: auth, schema: { params: idParams } },
    async (request) => ({
      data: await deleteCommunityMember(db, actorOf(request), request.params.id),
    }),
  )

  app.get(
    route(adminPaths.scouts),
    { config: auth, schema: { querystring: accountListQuery } },
    async (request) => listAccounts(db, 'scout', request.query),
  )
  app.get(route(adminPaths.scout), { config: auth, schema: { params: idParams } }, async (request) => ({
    data: await adminScout(db, request.params.id),
  }))
  app.post(
    route(adminPaths.scoutConfirmation),
    { config: auth, schema: { params: idParams } },
    async (request) => {
      const sent = await sendConfirmationAgain(db, mailer, request.params.id, config.publicUrl)
      return { data: { message: 'A new confirmation link is on its way to the scout.', mail_sent: sent } }
    },
  )
  app.put(
    route(adminPaths.scoutDisabled),
    { config: auth, schema: { params: idParams, body: disabledBody } },
    async (request) => ({
      data: await setScoutDisabled(db, actorOf(request), request.params.id, request.body.disabled),
    }),
  )

  // The mail outbox: what was sent, what waits, what failed; without SMTP, where mail is kept
  // (tests/api/admin-mail-outbox.test.ts).
  app.get(
    route(adminPaths.mailOutbox),
    { config: auth, schema: { querystring: mailOutboxQuery } },
    async (request) => listMailOutbox(db, request.query, Boolean(config.smtpUrl)),
  )
  app.get(
    route(adminPaths.audit),
    { config: auth, schema: { querystring: auditQuery } },
    async (request) => ({
      data: await auditLog(db, request.query),
    }),
  )
}
