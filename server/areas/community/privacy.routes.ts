import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { accessLogQuery } from '../../../src/api/contract/schemas/privacy'
import { privacyPaths } from '../../../src/api/contract/terms/privacy-paths'
import { renewGuardianContacts } from '../../domain/privacy/guardian-renewal'
import { minorReadLog } from '../../domain/privacy/minor-reads'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// The community's side of a minor's privacy (docs/api/community-football.md#who-read-a-minors-record-and-a-members-own-data-decision-0057): which scouts
// read his record and when, and keeping his guardian's contacts past his 18th birthday.

export async function communityPrivacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  app.get(
    route(privacyPaths.communityAccessLog),
    { config: { auth: 'community' }, schema: { params: idParams, querystring: accessLogQuery } },
    async (request) => minorReadLog(db, request.params.id, request.query),
  )
  app.put(
    route(privacyPaths.guardianRenewal),
    { config: { auth: 'community', idempotent: true }, schema: { params: idParams } },
    async (request) => ({
      data: await renewGuardianContacts(db, request.account!.uid, request.params.id),
    }),
  )
}
