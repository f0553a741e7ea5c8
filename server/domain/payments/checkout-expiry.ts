import { CHECKOUT_LIFETIME_HOURS } from '../../../src/api/contract/payments'

// A checkout left unpaid closes after CHECKOUT_LIFETIME_HOURS, as Stripe closes its Checkout Sessions (and then
// sends `checkout.session.expired`). Reads show such a payment as expired from that moment, without waiting
// for the event — the sandbox sends none, and a missed Stripe delivery must not leave it "waiting" for ever. The
// row itself stays pending: a payment completed in time whose webhook arrives late (Stripe retries for days)
// is still applied.

const LIFETIME_MS = CHECKOUT_LIFETIME_HOURS * 3_600_000

/** When a checkout opened at `openedAt` stops taking payment. */
export const checkoutClosesAt = (openedAt: Date) => new Date(openedAt.getTime() + LIFETIME_MS)

/** A pending payment whose checkout has closed reads as expired. */
export const statusAt = (status: string, openedAt: Date, now = new Date()) =>
  status === 'pending' && checkoutClosesAt(openedAt) <= now ? 'expired' : status
