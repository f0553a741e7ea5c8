import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { templateBody } from '../../../src/api/contract/schemas/scouting-reports'
import { adminTemplatePaths } from '../../../src/api/contract/terms/paths'
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from '../../domain/scouting/reports/report-templates'
import { baseVersion } from '../../domain/support/versioned-update'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'
import { actorOf } from './content.routes'

// /api/admin/report_templates: the templates scouts write reports on (decision 0040); the domain audits every change.

export async function adminReportTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'admin' } as const
  app.get(route(adminTemplatePaths.templates), { config: auth }, async () => ({
    data: await listTemplates(db, { activeOnly: false }),
  }))
  app.post(
    route(adminTemplatePaths.templates),
    { config: auth, schema: { body: templateBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await createTemplate(db, actorOf(request), request.body) }),
  )
  app.put(
    route(adminTemplatePaths.template),
    { config: auth, schema: { params: idParams, body: templateBody } },
    async (request) => {
      const expected = baseVersion(request.body.version, request.headers['if-match'])
      return { data: await updateTemplate(db, actorOf(request), request.params.id, request.body, expected) }
    },
  )
  app.delete(
    route(adminTemplatePaths.template),
    { config: auth, schema: { params: idParams } },
    async (request) => ({
      data: await deleteTemplate(db, actorOf(request), request.params.id),
    }),
  )
}
