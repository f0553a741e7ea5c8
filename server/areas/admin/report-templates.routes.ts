import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/common'
import { adminTemplatePaths } from '../../../src/api/contract/paths'
import { templateBody } from '../../../src/api/contract/scouting-reports'
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from '../../domain/scouting/reports/report-templates'
import { audit } from '../../domain/site-content/audit'
import { baseVersion } from '../../domain/support/versioned-update'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'
import { actorOf } from './content.routes'

// /api/admin/report_templates: the templates scouts write reports on (decision 0040). Every change is audited.

export async function adminReportTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'admin' } as const
  const subject = 'report template'
  app.get(route(adminTemplatePaths.templates), { config: auth }, async () => ({
    data: await listTemplates(db, { activeOnly: false }),
  }))
  app.post(
    route(adminTemplatePaths.templates),
    { config: auth, schema: { body: templateBody } },
    async (request, reply) => {
      const template = await createTemplate(db, request.body)
      await audit(db, actorOf(request), {
        action: 'create',
        subject,
        subjectUid: template.uid,
        after: template.name,
      })
      return reply.status(201).send({ data: template })
    },
  )
  app.put(
    route(adminTemplatePaths.template),
    { config: auth, schema: { params: idParams, body: templateBody } },
    async (request) => {
      const expected = baseVersion(request.body.version, request.headers['if-match'])
      const template = await updateTemplate(db, request.params.id, request.body, expected)
      await audit(db, actorOf(request), {
        action: 'update',
        subject,
        subjectUid: template.uid,
        after: template.name,
      })
      return { data: template }
    },
  )
  app.delete(
    route(adminTemplatePaths.template),
    { config: auth, schema: { params: idParams } },
    async (request) => {
      const outcome = await deleteTemplate(db, request.params.id)
      await audit(db, actorOf(request), { action: 'delete', subject, subjectUid: outcome.uid })
      return { data: outcome }
    },
  )
}
