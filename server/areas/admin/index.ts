import type { FastifyInstance } from 'fastify'
import { presentProfile } from '../../domain/accounts/accounts'
import { sessionRoutes } from '../session.routes'

// /api/admin — site content, accounts and enquiries (spec §7 Admin).
export async function adminArea(app: FastifyInstance) {
  await app.register(sessionRoutes('admin', { logoutAll: false }))
  app.get('/profile', { config: { auth: 'admin' } }, async (request) => ({
    data: presentProfile(request.account!),
  }))
}
