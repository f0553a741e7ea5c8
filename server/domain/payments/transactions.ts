import { and, desc, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Checkout, Transaction, TransactionStatus } from '../../../src/api/contract/terms/payments'
import type { PaymentProvider } from '../../adapters/payments/index'
import type { Db } from '../../db/client'
import { packageGrants, packages, paymentTransactions } from '../../db/schema/index'
import { DomainError, upstreamFailed } from '../support/errors'
import { recordNotFound } from '../support/versioned-update'
import { checkoutClosesAt, statusAt } from './checkout-expiry'
import { purchasablePackage } from './packages'

// A scout's payments: a checkout opens a pending transaction with the provider; only the provider's verified
// webhook moves it on (payment-events.ts); one left unpaid reads as expired once its checkout has closed
// (checkout-expiry.ts). Another scout's transaction does not exist for them.

const rows = (db: Db) =>
  db
    .select({ tx: paymentTransactions, packageName: packages.name, grantEndsAt: packageGrants.endsAt })
    .from(paymentTransactions)
    .innerJoin(packages, eq(packages.code, paymentTransactions.packageCode))
    .leftJoin(packageGrants, eq(packageGrants.transactionUid, paymentTransactions.uid))

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number]

const present = ({ tx, packageName, grantEndsAt }: Row): Transaction => ({
  uid: tx.uid,
  package: { code: tx.packageCode, name: packageName },
  amount_minor: tx.amountMinor,
  currency: tx.currency,
  status: statusAt(tx.status, tx.createdAt, tx.provider) as TransactionStatus,
  failure_reason: tx.failureReason,
  grant_ends_at: tx.status === 'paid' && grantEndsAt ? grantEndsAt.toISOString() : null,
  created_at: tx.createdAt.toISOString(),
  updated_at: tx.updatedAt.toISOString(),
})

export const paymentResultPath = (transactionUid: string) => `/scout/packages/payments/${transactionUid}`

export async function startCheckout(
  db: Db,
  provider: PaymentProvider | undefined,
  scout: { uid: string; email: string },
  packageCode: string,
  publicUrl: string,
): Promise<Checkout> {
  if (!provider)
    throw new DomainError('unavailable', 'Payments are not set up on this site yet: write to us from Notes')
  const pkg = await purchasablePackage(db, packageCode)
  const uid = uuidv7()
  const openedAt = new Date()
  await db.insert(paymentTransactions).values({
    uid,
    createdAt: openedAt,
    updatedAt: openedAt,
    scoutUid: scout.uid,
    packageCode: pkg.code,
    amountMinor: pkg.priceMinor,
    currency: pkg.currency,
    provider: provider.name,
  })
  try {
    const checkout = await provider.createCheckout({
      transactionUid: uid,
      packageName: pkg.name,
      amountMinor: pkg.priceMinor,
      currency: pkg.currency,
      customerEmail: scout.email,
      successUrl: `${publicUrl}${paymentResultPath(uid)}`,
      cancelUrl: `${publicUrl}/scout/packages`,
      expiresAt: checkoutClosesAt(openedAt, provider.name),
    })
    await db
      .update(paymentTransactions)
      .set({ providerRef: checkout.ref })
      .where(eq(paymentTransactions.uid, uid))
    return { url: checkout.url, transaction_id: uid }
  } catch (error) {
    await db
      .update(paymentTransactions)
      .set({
        status: 'failed',
        failureReason: 'The payment provider could not open a checkout',
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.uid, uid))
    throw upstreamFailed(`The payment provider could not open a checkout: ${(error as Error).message}`)
  }
}

export async function transactionFor(db: Db, scoutUid: string, uid: string): Promise<Transaction> {
  const [row] = await rows(db).where(
    and(eq(paymentTransactions.uid, uid), eq(paymentTransactions.scoutUid, scoutUid)),
  )
  if (!row) throw recordNotFound('transaction', uid)
  return present(row)
}

export async function transactionsOf(db: Db, scoutUid: string): Promise<Transaction[]> {
  const list = await rows(db)
    .where(eq(paymentTransactions.scoutUid, scoutUid))
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.uid))
    .limit(100)
  return list.map(present)
}

/** The sandbox's checkout page reads its own checkout by the id it handed out. */
export async function sandboxCheckout(db: Db, ref: string) {
  const [row] = await db
    .select({ tx: paymentTransactions, packageName: packages.name })
    .from(paymentTransactions)
    .innerJoin(packages, eq(packages.code, paymentTransactions.packageCode))
    .where(and(eq(paymentTransactions.provider, 'sandbox'), eq(paymentTransactions.providerRef, ref)))
  return row
}
