import { and, eq, sql } from 'drizzle-orm'
import { formatPrice } from '../../../src/api/contract/terms/payments'
import type { Mail } from '../../adapters/mail'
import type { PaymentEvent } from '../../adapters/payments/index'
import type { Db } from '../../db/client'
import { accounts, packageGrants, packages, paymentEvents, paymentTransactions } from '../../db/schema/index'
import { grantPackage } from './packages'

// Applies a verified webhook event, once: the event id is recorded in the same database transaction as its
// effect, so a second delivery (providers retry, and may send one event twice at once) changes nothing. The
// transaction row is locked while it moves: pending → paid (grants the package) | failed | expired; paid → refunded
// (ends the grant). Anything else is acknowledged and left as it is.

export type EventResult = 'applied' | 'duplicate' | 'ignored'

/** The result, and the receipt to mail when a payment was granted (sent by the caller: a mail relay that fails
 * must not make the provider deliver the event again). */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
): Promise<{ result: EventResult; receipt?: Mail }> {
  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: `${provider}:${event.id}`, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (!fresh) return { result: 'duplicate' as const }
    if (event.outcome === 'ignored') return { result: 'ignored' as const }

    const where =
      event.outcome === 'refunded'
        ? event.paymentRef
          ? eq(paymentTransactions.paymentRef, event.paymentRef)
          : undefined
        : event.transactionUid && /^[0-9a-f-]{36}$/i.test(event.transactionUid)
          ? and(
              eq(paymentTransactions.uid, event.transactionUid),
              event.checkoutRef ? eq(paymentTransactions.providerRef, event.checkoutRef) : undefined,
            )
          : undefined
    if (!where) return { result: 'ignored' as const }
    const [payment] = await tx
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.provider, provider), where))
      .for('update')
    if (!payment) return { result: 'ignored' as const }
    await tx
      .update(paymentEvents)
      .set({ transactionUid: payment.uid })
      .where(eq(paymentEvents.id, `${provider}:${event.id}`))

    const move = (status: string, extra: Partial<typeof paymentTransactions.$inferInsert> = {}) =>
      tx
        .update(paymentTransactions)
        .set({ status, updatedAt: new Date(), ...extra })
        .where(eq(paymentTransactions.uid, payment.uid))

    if (event.outcome === 'paid' && payment.status === 'pending') {
      const [pkg] = await tx.select().from(packages).where(eq(packages.code, payment.packageCode))
      await move('paid', { paymentRef: event.paymentRef })
      const endsAt = await grantPackage(tx, {
        scoutUid: payment.scoutUid,
        packageCode: payment.packageCode,
        periodDays: pkg?.periodDays ?? 30,
        transactionUid: payment.uid,
      })
      return {
        result: 'applied' as const,
        mail: { payment, packageName: pkg?.name ?? payment.packageCode, endsAt },
      }
    }
    if (event.outcome === 'failed' && payment.status === 'pending') {
      await move('failed', { failureReason: event.failureReason })
      return { result: 'applied' as const }
    }
    if (event.outcome === 'expired' && payment.status === 'pending') {
      await move('expired')
      return { result: 'applied' as const }
    }
    if (event.outcome === 'refunded' && payment.status === 'paid') {
      await move('refunded')
      await tx
        .update(packageGrants)
        .set({ endsAt: sql`least(${packageGrants.endsAt}, now())` })
        .where(eq(packageGrants.transactionUid, payment.uid))
      return { result: 'applied' as const }
    }
    return { result: 'ignored' as const }
  })
  if (!('mail' in outcome) || !outcome.mail) return { result: outcome.result }
  const { payment, packageName, endsAt } = outcome.mail
  const [scout] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.uid, payment.scoutUid))
  if (!scout) return { result: outcome.result }
  return {
    result: outcome.result,
    receipt: {
      to: scout.email,
      subject: `Your ${packageName} package is active`,
      text: `Thank you: ${formatPrice(payment.amountMinor, payment.currency)} was paid for ${packageName}, which runs until ${endsAt.toUTCString()}.`,
    },
  }
}
