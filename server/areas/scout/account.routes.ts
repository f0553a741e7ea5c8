import type { FastifyInstance } from 'fastify'
import { profileUpdateBody, registerBody, validateUsernameQuery } from '../../../src/api/contract/auth'
import { presentProfile, updateProfile } from '../../domain/accounts/accounts'
import { registerScout, usernameAvailability } from '../../domain/accounts/registration'
import { rateLimits } from '../../plugins/rate-limit'
import { signIn } from '../../plugins/session'
import type { ZodTypeProvider } from '../../plugins/zod'

// A scout's own account: registration, the username check while typing, and the profile.
export async function scoutAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, config } = app.deps

  app.get(
    '/validate_username',
    {
      config: { auth: 'public', rateLimit: rateLimits.validateUsername },
      schema: { querystring: validateUsernameQuery },
    },
    async (request) => ({ data: await usernameAvailability(db, request.query.username) }),
  )

  app.post(
    '/register',
    { config: { auth: 'public', rateLimit: rateLimits.register }, schema: { body: registerBody } },
    async (request, reply) => {
      const account = await registerScout(db, request.body)
      await signIn(db, request, reply, account, config.isProduction)
      return reply.status(201).send({ data: presentProfile(account) })
    },
  )

  app.get('/profile', { config: { auth: 'scout' } }, async (request) => ({
    data: presentProfile(request.account!),
  }))

  app.put('/profile', { config: { auth: 'scout' }, schema: { body: profileUpdateBody } }, async (request) => {
    const updated = await updateProfile(db, request.account!.uid, request.body)
    return { data: presentProfile(updated!) }
  })
}
