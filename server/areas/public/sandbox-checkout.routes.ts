import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { paymentPaths } from '../../../src/api/contract/terms/paths'
import { type CardForm, judgeCard, sandboxEvent } from '../../adapters/payments/sandbox'
import { checkoutPage, finishedPage } from '../../adapters/payments/sandbox-page'
import { signEvent } from '../../adapters/payments/webhook-events'
import { statusAt } from '../../domain/payments/checkout-expiry'
import { paymentResultPath, sandboxCheckout } from '../../domain/payments/transactions'
import { forbidden } from '../../domain/support/errors'
import { route } from '../../routes/route-path'

// The sandbox provider's hosted checkout (server/adapters/payments/sandbox.ts): GET shows the order and a card
// form, POST judges the test card and reports the outcome as a provider does — a signed webhook to
// POST /api/payments/webhook, verified like Stripe's — then sends the browser to the scout's result page, which
// reads the transaction (the return itself grants nothing).

const refParams = z.object({ ref: z.string().regex(/^cs_sbx_[\w-]{10,40}$/) })
const cardForm = z.object({
  number: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
  name: z.string().max(200).optional(),
})
const packagesPage = '/scout/packages'

export async function sandboxCheckoutRoutes(app: FastifyInstance) {
  const { db, payments } = app.deps
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page)

  async function open(request: FastifyRequest, reply: FastifyReply) {
    const params = refParams.safeParse(request.params)
    const checkout = params.success ? await sandboxCheckout(db, params.data.ref) : undefined
    if (!checkout) {
      html(reply, 404, finishedPage('There is no such checkout', packagesPage))
      return undefined
    }
    // Paid, declined, or closed unpaid (as Stripe closes a session after its lifetime): the result page says which.
    if (statusAt(checkout.tx.status, checkout.tx.createdAt, checkout.tx.provider) !== 'pending') {
      reply.redirect(paymentResultPath(checkout.tx.uid), 303)
      return undefined
    }
    return checkout
  }
  const view = (checkout: NonNullable<Awaited<ReturnType<typeof sandboxCheckout>>>) => ({
    packageName: checkout.packageName,
    amountMinor: checkout.tx.amountMinor,
    currency: checkout.tx.currency,
    cancelUrl: packagesPage,
  })

  const page = route(paymentPaths.sandboxCheckout, 'ref')
  app.get(page, { config: { auth: 'public' } }, async (request, reply) => {
    const checkout = await open(request, reply)
    if (checkout) return html(reply, 200, checkoutPage(view(checkout)))
  })

  app.post(page, { config: { auth: 'public' } }, async (request, reply) => {
    // A card page takes its own form only: a post from another site is refused before anything is read.
    const site = request.headers['sec-fetch-site']
    if (site === 'cross-site' || site === 'same-site') throw forbidden('Cross-site request refused', 'CSRF')
    const checkout = await open(request, reply)
    if (!checkout) return
    const form: CardForm = cardForm.safeParse(request.body).data ?? {}
    const verdict = judgeCard(form)
    if (verdict.kind === 'invalid')
      return html(reply, 422, checkoutPage({ ...view(checkout), values: form, errors: verdict.errors }))

    const event = sandboxEvent(
      { transactionUid: checkout.tx.uid, checkoutRef: checkout.tx.providerRef! },
      verdict.kind === 'paid' ? { kind: 'paid' } : verdict,
    )
    const payload = JSON.stringify(event)
    const delivered = await app.inject({
      method: 'POST',
      url: paymentPaths.webhook,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': await signEvent(payload, payments!.webhookSecret),
      },
      payload,
    })
    if (delivered.statusCode !== 200) {
      request.log.error({ status: delivered.statusCode, body: delivered.body }, 'sandbox webhook refused')
      return html(
        reply,
        502,
        checkoutPage({
          ...view(checkout),
          values: form,
          notice: 'The payment could not be confirmed with the site. Nothing was charged: try again.',
        }),
      )
    }
    return reply.redirect(paymentResultPath(checkout.tx.uid), 303)
  })
}
