import { CHECKOUT_LIFETIME_MINUTES, type PaymentProviderName } from '../../../src/api/contract/terms/payments'

// A checkout left unpaid closes after its provider's window (CHECKOUT_LIFETIME_MINUTES): the sandbox's card page
// after 30 minutes, Stripe's Checkout Session after 24 hours (then Stripe sends `checkout.session.expired`).
// Reads show such a payment as expired from that moment, without waiting for the event — the sandbox sends none,
// and a missed Stripe delivery must not leave it "waiting" for ever. The row itself stays pending: a payment
// completed in time whose webhook arrives late (Stripe retries for days) is still applied.

const lifetimeMs = (provider: string) =>
  (CHECKOUT_LIFETIME_MINUTES[provider as PaymentProviderName] ?? CHECKOUT_LIFETIME_MINUTES.stripe) * 60_000

/** When a checkout the provider opened at `openedAt` stops taking payment. */
export const checkoutClosesAt = (openedAt: Date, provider: string) =>
  new Date(openedAt.getTime() + lifetimeMs(provider))

/** A pending payment whose checkout has closed reads as expired. */
export const statusAt = (status: string, openedAt: Date, provider: string, now = new Date()) =>
  status === 'pending' && checkoutClosesAt(openedAt, provider) <= now ? 'expired' : status
