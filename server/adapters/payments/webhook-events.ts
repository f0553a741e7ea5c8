import type Stripe from 'stripe'
import type { PaymentEvent } from './provider'

// Webhooks from both providers are Stripe-shaped events signed with Stripe's scheme (`Stripe-Signature: t=…,v1=…`),
// verified by Stripe's own library; the sandbox signs its events the same way with its own secret. Stripe's module
// is loaded on first use (it adds ~100 ms to a start that never takes a payment).

type Webhooks = Stripe['webhooks']
let webhooks: Promise<Webhooks> | undefined
export const stripeWebhooks = (): Promise<Webhooks> =>
  (webhooks ??= import('stripe').then((m) => (m.default as unknown as { webhooks: Webhooks }).webhooks))

/** The verified event, or undefined when the signature is missing, forged, or older than five minutes. */
export async function verifyEvent(payload: Buffer, signature: string | undefined, secret: string) {
  if (!signature) return undefined
  try {
    return (await stripeWebhooks()).constructEvent(payload, signature, secret)
  } catch {
    return undefined
  }
}

export async function signEvent(payload: string, secret: string) {
  return (await stripeWebhooks()).generateTestHeaderString({ payload, secret })
}

interface CheckoutObject {
  id?: string
  client_reference_id?: string | null
  payment_status?: string
  payment_intent?: string | { id: string } | null
  metadata?: Record<string, string> | null
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** Reads the events that move a transaction; every other type is acknowledged and ignored. */
export function readEvent(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const object = event.data.object as CheckoutObject
  const base = {
    id: event.id,
    type: event.type,
    transactionUid: object.client_reference_id ?? object.metadata?.transaction_uid ?? null,
    checkoutRef: event.type.startsWith('checkout.session.') ? (object.id ?? null) : null,
    paymentRef: idOf(object.payment_intent),
    failureReason: null,
  }
  switch (event.type) {
    case 'checkout.session.completed':
      return { ...base, outcome: object.payment_status === 'paid' ? 'paid' : 'ignored' }
    case 'checkout.session.async_payment_succeeded':
      return { ...base, outcome: 'paid' }
    case 'checkout.session.async_payment_failed':
      return {
        ...base,
        outcome: 'failed',
        failureReason: object.metadata?.failure_reason ?? 'The payment did not go through',
      }
    case 'checkout.session.expired':
      return { ...base, outcome: 'expired' }
    case 'charge.refunded':
      return { ...base, outcome: 'refunded' }
    default:
      return { ...base, outcome: 'ignored' }
  }
}
