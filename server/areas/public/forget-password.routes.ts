import type { FastifyInstance } from 'fastify'
import { FORGET_PASSWORD_ANSWER, forgetPasswordBody } from '../../../src/api/contract/schemas/auth'
import { forgetPasswordPath } from '../../../src/api/contract/terms/paths'
import { requestPasswordResetAnyRole } from '../../domain/accounts/password-reset'
import { rateLimits } from '../../plugins/rate-limit'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// POST /api/public/forget-password {email}: the footer's "Forgot your password?" asks for the address only, so
// a person need not know which kind of account they have. Each account holding the address gets a link to its
// own area; the answer is the one every forget-password gives, known address or not (no account enumeration;
// decision 0034).

export async function forgetPasswordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, mailer, config } = app.deps
  app.post(
    route(forgetPasswordPath),
    {
      config: { auth: 'public', rateLimit: rateLimits.forgetPasswordAnyRole },
      schema: { body: forgetPasswordBody },
    },
    async (request) => {
      const failures = await requestPasswordResetAnyRole(db, mailer, request.body.email, config.publicUrl)
      for (const failed of failures)
        request.log.error({ err: failed.mailError }, 'password reset mail could not be sent')
      return { data: { message: FORGET_PASSWORD_ANSWER } }
    },
  )
}
