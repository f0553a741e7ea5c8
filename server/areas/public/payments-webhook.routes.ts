import type { FastifyInstance } from 'fastify'
import { webhookBody } from '../../../src/api/contract/schemas/payment-requests'
import { paymentPaths } from '../../../src/api/contract/terms/paths'
import { readEvent, verifyEvent } from '../../adapters/payments/webhook-events'
import { applyPaymentEvent } from '../../domain/payments/payment-events'
import { invalidField } from '../../domain/support/errors'
import type { ZodTypeProvider } from '../../plugins/zod'
import { route } from '../../routes/route-path'

// POST /api/payments/webhook: the payment provider tells us what happened. Only a body whose Stripe-Signature
// verifies with the provider's secret is read (else 400, nothing changes); the same event twice is acknowledged
// and changes nothing. The body is kept raw here: the signature covers the exact bytes.

export async function paymentsWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, mailer, payments } = app.deps
  app.removeContentTypeParser('application/json') // the app's own (plugins/json-body.ts) parses
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  )
  app.post(
    route(paymentPaths.webhook),
    { config: { auth: 'public', signedWebhook: true }, schema: { body: webhookBody } },
    async (request) => {
      if (!payments) throw invalidField('stripe-signature', 'Payments are not set up on this site')
      const signature = request.headers['stripe-signature']
      const verified = await verifyEvent(
        Buffer.from(request.body),
        typeof signature === 'string' ? signature : undefined,
        payments.webhookSecret,
      )
      if (!verified) throw invalidField('stripe-signature', 'The webhook signature does not verify')
      const { result, receipt } = await applyPaymentEvent(db, payments.name, readEvent(verified))
      if (receipt)
        await mailer.send(receipt).catch((error: Error) => {
          // The package is granted either way; a failed receipt must not make the provider resend the event.
          request.log.error({ err: error.message }, 'payment receipt not sent')
        })
      return { data: { received: true, result } }
    },
  )
}
