// A payment provider, as the domain sees it: it opens a hosted checkout for one transaction, and later tells the
// server what happened through a signed webhook (server/areas/public/payments-webhook.routes.ts). A package is
// granted only by a verified webhook, never by the browser coming back to the return URL.

export interface CheckoutRequest {
  transactionUid: string
  packageName: string
  amountMinor: number
  currency: string
  customerEmail: string
  /** Where the browser lands after paying (the scout's result page) or giving up (Packages). */
  successUrl: string
  cancelUrl: string
  /** When the checkout stops taking payment (the domain's checkout lifetime, told to the provider). */
  expiresAt: Date
}

export interface PaymentProvider {
  name: 'sandbox' | 'stripe'
  /** Opens the hosted checkout: the provider's id for it (kept on the transaction) and the page to send the scout to. */
  createCheckout(request: CheckoutRequest): Promise<{ ref: string; url: string }>
  /** The secret the provider signs its webhooks with (Stripe's signature scheme for both providers). */
  webhookSecret: string
}

/** What a verified webhook says, reduced to what the domain acts on. */
export interface PaymentEvent {
  /** The provider's event id: a delivery seen before changes nothing. */
  id: string
  type: string
  outcome: 'paid' | 'failed' | 'expired' | 'refunded' | 'ignored'
  /** Our transaction, as the checkout was told (client_reference_id). */
  transactionUid: string | null
  /** The provider's checkout id (checkout events) or payment id (paid, refunds). */
  checkoutRef: string | null
  paymentRef: string | null
  failureReason: string | null
}
