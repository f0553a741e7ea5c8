import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { communityPaths } from '../../../src/api/contract/terms/paths'
import { memberDashboard } from '../../domain/history/member-dashboard'
import { recordHistory } from '../../domain/history/record-history'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// GET dashboard: the member's start page, read from the record history. GET history/{id}: who created and
// changed a community record, and each change (decision 0020). Members only: a change may show contact details
// the scout area never sends.
export async function historyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  app.get(route(communityPaths.dashboard), { config: { auth: 'community' } }, async (request) => ({
    data: await memberDashboard(db, request.account!.uid),
  }))
  app.get(
    route(communityPaths.history),
    { config: { auth: 'community' }, schema: { params: idParams } },
    async (request) => ({
      data: await recordHistory(db, request.params.id),
    }),
  )
}
