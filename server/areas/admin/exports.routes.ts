import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tableExportQuery } from '../../../src/api/contract/schemas/exports'
import { adminPaths } from '../../../src/api/contract/terms/admin-paths'
import { exportFileName } from '../../../src/rules/csv-table'
import { listAccounts } from '../../domain/accounts/admin-accounts'
import { listEnquiries } from '../../domain/enquiries/enquiries'
import { listedBatches } from '../../domain/exports/table-batches'
import { sendCsv } from '../../http/download-reply'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// The admins' tables as CSV (docs/decisions/0046-files-and-share-links.md): every scout account and every enquiry,
// newest first, streamed.

export async function adminExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps
  const auth = { auth: 'admin', longAnswer: true, download: true } as const
  const today = () => new Date()

  app.get(
    route(adminPaths.scoutsExport),
    { config: auth, schema: { querystring: tableExportQuery } },
    async (_request, reply) => {
      const { batches, total } = listedBatches((page, limit) => listAccounts(db, 'scout', { page, limit }))
      return sendCsv(reply, exportFileName('scouts', today(), 'csv'), 'scoutAccounts', batches, total)
    },
  )

  app.get(
    route(adminPaths.enquiriesExport),
    { config: auth, schema: { querystring: tableExportQuery } },
    async (request: FastifyRequest, reply) => {
      const viewer = { uid: request.account!.uid, role: 'admin' as const, email: request.account!.email }
      const { batches, total } = listedBatches((page, limit) => listEnquiries(db, viewer, { page, limit }))
      return sendCsv(reply, exportFileName('enquiries', today(), 'csv'), 'adminEnquiries', batches, total)
    },
  )
}
