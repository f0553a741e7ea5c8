import type { FastifyInstance } from 'fastify'
import { sessionRoutes } from '../session.routes'
import { scoutAccountRoutes } from './account.routes'

// /api/scout — browsing, shortlists, enquiries, notes and payments for scouts (spec §7 Scout).
export async function scoutArea(app: FastifyInstance) {
  await app.register(sessionRoutes('scout', { logoutAll: true }))
  await app.register(scoutAccountRoutes)
}
