import type { PaymentProvider } from './provider'

// Stripe Checkout (STRIPE_SECRET_KEY set): a one-off payment for the package's price, our transaction id as
// client_reference_id and in the PaymentIntent's metadata (refunds arrive about the PaymentIntent).

export function stripeProvider(secretKey: string, webhookSecret: string): PaymentProvider {
  const client = import('stripe').then((m) => new m.default(secretKey))
  return {
    name: 'stripe',
    webhookSecret,
    async createCheckout(request) {
      const session = await (await client).checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.transactionUid,
        customer_email: request.customerEmail,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountMinor,
              product_data: { name: request.packageName },
            },
          },
        ],
        metadata: { transaction_uid: request.transactionUid },
        payment_intent_data: { metadata: { transaction_uid: request.transactionUid } },
        // Stripe's own default (24 hours), said here so that Stripe and our reads close it at the same moment.
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      })
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL')
      return { ref: session.id, url: session.url }
    },
  }
}
