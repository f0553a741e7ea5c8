import type { FastifyInstance } from 'fastify'
import { authPaths } from '../../../src/api/contract/terms/paths'
import { presentProfile } from '../../domain/accounts/accounts'
import { enquiryRoutes } from '../../routes/enquiry-routes'
import { route } from '../../routes/route-path'
import { vimeoTokenRoute } from '../../routes/vimeo-token-route'
import { sessionRoutes } from '../session.routes'
import { adminAccountRoutes } from './accounts.routes'
import { adminContentRoutes } from './content.routes'
import { adminExportRoutes } from './exports.routes'
import { adminPrivacyRoutes } from './privacy.routes'
import { adminReportTemplateRoutes } from './report-templates.routes'

// /api/admin — site content, accounts and enquiries (docs/api/admin.md).
export async function adminArea(app: FastifyInstance) {
  await app.register(sessionRoutes('admin', { logoutAll: false }))
  app.get(route(authPaths('admin').profile), { config: { auth: 'admin' } }, async (request) => ({
    data: presentProfile(request.account!),
  }))
  await app.register(adminContentRoutes)
  await app.register(adminAccountRoutes)
  await app.register(adminReportTemplateRoutes)
  await app.register(adminExportRoutes)
  await app.register(adminPrivacyRoutes)
  await app.register(enquiryRoutes('admin'))
  await app.register(vimeoTokenRoute('admin'))
}
