import type { FastifyInstance } from 'fastify'
import { idParams } from '../../../src/api/contract/schemas/common'
import { paymentQuery } from '../../../src/api/contract/schemas/payment-requests'
import { scoutPaths } from '../../../src/api/contract/terms/paths'
import { scoutPackages } from '../../domain/payments/packages'
import { startCheckout, transactionFor, transactionsOf } from '../../domain/payments/transactions'
import { rateLimits } from '../../plugins/rate-limit'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// Packages and payments for scouts (docs/api/payments.md: GET payment?package_code=, GET payment/transaction/{id}),
// with the catalogue and what the scout holds, and the scout's own payments. docs/api/payments.md.

export async function scoutPaymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, payments, config } = app.deps
  const auth = { auth: 'scout' } as const
  app.get(route(scoutPaths.packages), { config: auth }, async (request) => ({
    data: await scoutPackages(db, request.account!.uid),
  }))
  // A GET that opens a checkout, as the spec spells it; rate-limited, and it grants nothing by itself.
  app.get(
    route(scoutPaths.payment),
    { config: { ...auth, rateLimit: rateLimits.checkout }, schema: { querystring: paymentQuery } },
    async (request) => ({
      data: await startCheckout(db, payments, request.account!, request.query.package_code, config.publicUrl),
    }),
  )
  app.get(route(scoutPaths.transaction), { config: auth, schema: { params: idParams } }, async (request) => ({
    data: await transactionFor(db, request.account!.uid, request.params.id),
  }))
  app.get(route(scoutPaths.transactions), { config: auth }, async (request) => {
    const data = await transactionsOf(db, request.account!.uid)
    return { data, meta: { total: data.length, page: 1, limit: 100 } }
  })
}
