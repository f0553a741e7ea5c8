import type { FastifyInstance } from 'fastify'
import {
  confirmEmailBody,
  profileUpdateBody,
  registerBody,
  validateUsernameQuery,
} from '../../../src/api/contract/schemas/auth'
import { authPaths, scoutAccountPaths } from '../../../src/api/contract/terms/paths'
import { presentProfile, updateProfile } from '../../domain/accounts/accounts'
import {
  confirmEmail,
  REGISTER_ANSWER,
  registerScoutAndMail,
  usernameAvailability,
} from '../../domain/accounts/registration'
import { rateLimits } from '../../plugins/rate-limit'
import { signIn } from '../../plugins/session'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// A scout's own account: registration, the username check while typing, and the profile.
export async function scoutAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, config, mailer } = app.deps

  app.get(
    route(scoutAccountPaths.validateUsername),
    {
      config: { auth: 'public', rateLimit: rateLimits.validateUsername },
      schema: { querystring: validateUsernameQuery },
    },
    async (request) => ({ data: await usernameAvailability(db, request.query.username) }),
  )

  app.post(
    route(scoutAccountPaths.register),
    { config: { auth: 'public', rateLimit: rateLimits.register }, schema: { body: registerBody } },
    async (request, reply) => {
      await registerScoutAndMail(db, mailer, request.body, config.publicUrl, (err) =>
        request.log.error({ err }, 'registration mail not sent'),
      )
      return reply.status(202).send({ data: { message: REGISTER_ANSWER } })
    },
  )

  // The link mailed at registration: confirms the address and signs the new scout in.
  app.post(
    route(scoutAccountPaths.confirmEmail),
    { config: { auth: 'public', rateLimit: rateLimits.confirmEmail }, schema: { body: confirmEmailBody } },
    async (request, reply) => {
      const account = await confirmEmail(db, request.body.token)
      await signIn(db, request, reply, account, config.isProduction)
      return { data: presentProfile(account) }
    },
  )

  app.get(route(authPaths('scout').profile), { config: { auth: 'scout' } }, async (request) => ({
    data: presentProfile(request.account!),
  }))

  app.put(
    route(authPaths('scout').profile),
    { config: { auth: 'scout' }, schema: { body: profileUpdateBody } },
    async (request) => {
      const updated = await updateProfile(db, request.account!.uid, request.body)
      return { data: presentProfile(updated!) }
    },
  )
}
