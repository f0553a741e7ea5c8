import type { FastifyInstance } from 'fastify'
import { sessionRoutes } from '../session.routes'

// /api/community — the football database kept by community members (spec §7 Community).
// Each resource family registers its own routes file below.
export async function communityArea(app: FastifyInstance) {
  await app.register(sessionRoutes('community', { logoutAll: true }))
}
