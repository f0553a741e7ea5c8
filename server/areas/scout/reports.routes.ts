import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { reportBody, reportsQuery } from '../../../src/api/contract/schemas/scouting-reports'
import { scoutReportPaths } from '../../../src/api/contract/terms/paths'
import { getReport, listReports, markMine } from '../../domain/scouting/reports/report-reads'
import { listTemplates } from '../../domain/scouting/reports/report-templates'
import { readableFor } from '../../domain/scouting/reports/report-visibility'
import { createReport, deleteReport, updateReport } from '../../domain/scouting/reports/report-writes'
import { baseVersion } from '../../domain/support/versioned-update'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// Scouting reports on players and the templates they are written on. A scout reads his own and, in a club's
// workspace, his colleagues' as his role and blind-first allow (decision 0052); any other is a 404. Only the
// author changes or deletes a report. Writes come from the scout's outbox too: the Idempotency-Key makes each apply once.

export async function scoutReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'scout' } as const
  const write = { ...auth, idempotent: true } as const
  app.get(route(scoutReportPaths.templates), { config: auth }, async () => ({
    data: await listTemplates(db, { activeOnly: true }),
  }))
  app.get(
    route(scoutReportPaths.reports),
    // About a player a scout may see, when one is named (minors-gate.ts).
    { config: { ...auth, seesPlayer: { query: 'pid' } }, schema: { querystring: reportsQuery } },
    async (request) => ({
      data: markMine(
        await listReports(db, (await readableFor(db, request.account!.uid)).readable, request.query.pid),
        request.account!.uid,
      ),
    }),
  )
  app.post(
    route(scoutReportPaths.reports),
    { config: { ...write, seesPlayer: { body: 'pid' } }, schema: { body: reportBody } },
    async (request, reply) =>
      reply.status(201).send({ data: await createReport(db, request.account!.uid, request.body) }),
  )
  app.get(
    route(scoutReportPaths.report),
    { config: auth, schema: { params: idParams } },
    async (request) => ({
      data: markMine(
        [await getReport(db, (await readableFor(db, request.account!.uid)).readable, request.params.id)],
        request.account!.uid,
      )[0],
    }),
  )
  app.put(
    route(scoutReportPaths.report),
    { config: write, schema: { params: idParams, body: reportBody } },
    async (request) => {
      const expected = baseVersion(request.body.version, request.headers['if-match'])
      return { data: await updateReport(db, request.account!.uid, request.params.id, request.body, expected) }
    },
  )
  app.delete(
    route(scoutReportPaths.report),
    { config: write, schema: { params: idParams } },
    async (request) => ({
      data: await deleteReport(db, request.account!.uid, request.params.id),
    }),
  )
}
