import type { FastifyInstance } from 'fastify'
import { visitorContactBody } from '../../../src/api/contract/schemas/public-contact'
import { publicPaths } from '../../../src/api/contract/schemas/public-site'
import { contactFromVisitor } from '../../domain/site-content/visitor-contact'
import { rateLimits } from '../../plugins/rate-limit'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// POST /api/public/contact: the public site's contact form. The scout's POST contact without an account: the
// same subject and message rules, the same budget (five an hour, here per address of the caller), kept and
// mailed to CONTACT_EMAIL.

export async function publicContactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, mailer, config } = app.deps
  app.post(
    route(publicPaths.contact),
    { config: { auth: 'public', rateLimit: rateLimits.contact }, schema: { body: visitorContactBody } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await contactFromVisitor(db, mailer, request.body, config.contactEmail) }),
  )
}
