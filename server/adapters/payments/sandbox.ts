import { randomBytes } from 'node:crypto'
import { paymentPaths } from '../../../src/api/contract/terms/paths'
import type { PaymentProvider } from './provider'

// The built-in payment provider for development, demos and tests: a hosted checkout page served by this app
// (server/areas/public/sandbox-checkout.routes.ts) that takes test card numbers only, the way card providers'
// test modes do, and reports the outcome through the same signed webhook Stripe would call.

export function sandboxProvider(webhookSecret: string): PaymentProvider {
  return {
    name: 'sandbox',
    webhookSecret,
    async createCheckout() {
      const ref = `cs_sbx_${randomBytes(18).toString('base64url')}`
      return { ref, url: paymentPaths.sandboxCheckout(ref) }
    },
  }
}

/** The sandbox's test cards (any future expiry, any CVC): one pays, the others are declined for a stated reason. */
export const sandboxCards = [
  { number: '4242424242424242', outcome: 'paid', label: 'pays' },
  { number: '4000000000000002', outcome: 'Your card was declined', label: 'is declined' },
  {
    number: '4000000000009995',
    outcome: 'Your card has insufficient funds',
    label: 'has insufficient funds',
  },
] as const

export interface CardForm {
  number?: string
  expiry?: string
  cvc?: string
  name?: string
}

export type CardVerdict =
  | { kind: 'paid' }
  | { kind: 'declined'; reason: string }
  | { kind: 'invalid'; errors: Partial<Record<keyof CardForm, string>> }

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, ch, i) => {
    const n = Number(ch) * (i % 2 ? 2 : 1)
    return sum + (n > 9 ? n - 9 : n)
  }, 0) %
    10 ===
  0

/** Checks the form as a card page would, then answers as the test card dictates. */
export function judgeCard(form: CardForm, now = new Date()): CardVerdict {
  const errors: Partial<Record<keyof CardForm, string>> = {}
  const number = (form.number ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.number = 'Enter a valid card number'
  else if (!sandboxCards.some((c) => c.number === number))
    errors.number = 'The sandbox takes test cards only (listed above): no real card is ever charged here'
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry?.trim() ?? '')
  const month = Number(expiry?.[1])
  const year = 2000 + Number(expiry?.[2])
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry as MM/YY'
  else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    errors.expiry = 'This card has expired'
  if (!/^\d{3,4}$/.test(form.cvc?.trim() ?? '')) errors.cvc = 'Enter the 3 or 4 digits on the back'
  if (!form.name?.trim()) errors.name = 'Enter the name on the card'
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  const card = sandboxCards.find((c) => c.number === number)!
  return card.outcome === 'paid' ? { kind: 'paid' } : { kind: 'declined', reason: card.outcome }
}

/**
 * The event the sandbox reports a card's outcome with — the shape Stripe sends (webhook-events.ts reads it):
 * a completed checkout when paid, a failed asynchronous payment with the reason when declined.
 */
export function sandboxEvent(
  checkout: { transactionUid: string; checkoutRef: string },
  outcome: { kind: 'paid' } | { kind: 'declined'; reason: string },
) {
  const paid = outcome.kind === 'paid'
  return {
    id: `evt_sbx_${randomBytes(12).toString('base64url')}`,
    object: 'event',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    type: paid ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
    data: {
      object: {
        id: checkout.checkoutRef,
        object: 'checkout.session',
        client_reference_id: checkout.transactionUid,
        payment_status: paid ? 'paid' : 'unpaid',
        payment_intent: `pi_sbx_${randomBytes(12).toString('base64url')}`,
        metadata: {
          transaction_uid: checkout.transactionUid,
          ...(outcome.kind === 'declined' ? { failure_reason: outcome.reason } : {}),
        },
      },
    },
  }
}
