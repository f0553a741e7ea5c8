import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'

// Packages a scout can buy (data, not code: the provider prices them), the checkout transactions, the webhook
// events already applied (a provider may deliver one twice), and the grants a paid transaction gives.

export const packages = pgTable('packages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** In the currency's minor unit (cents); 0 for the free tier, which every scout has without a grant. */
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull().default('EUR'),
  /** How long one purchase lasts; null for the free tier. */
  periodDays: integer('period_days'),
  enquiriesPerMonth: integer('enquiries_per_month').notNull(),
  videos: boolean('videos').notNull().default(false),
  reports: boolean('reports').notNull().default(false),
  /** Higher ranks win when a scout holds more than one grant; the free tier is rank 0. */
  rank: integer('rank').notNull(),
  active: boolean('active').notNull().default(true),
})

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    packageCode: text('package_code')
      .notNull()
      .references(() => packages.code),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's checkout id (the sandbox's or Stripe's Checkout Session id). */
    providerRef: text('provider_ref'),
    /** The provider's payment id once paid (Stripe's PaymentIntent): refunds name it, not the checkout. */
    paymentRef: text('payment_ref'),
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transactions_scout_idx').on(t.scoutUid, t.createdAt),
    uniqueIndex('payment_transactions_ref_idx').on(t.provider, t.providerRef),
  ],
)

export const paymentEvents = pgTable('payment_events', {
  /** `provider:event id` — a delivery seen before is acknowledged and changes nothing. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  transactionUid: uuid('transaction_uid').references(() => paymentTransactions.uid, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

export const packageGrants = pgTable(
  'package_grants',
  {
    uid: uuid('uid').primaryKey(),
    scoutUid: uuid('scout_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    packageCode: text('package_code')
      .notNull()
      .references(() => packages.code),
    transactionUid: uuid('transaction_uid').references(() => paymentTransactions.uid, {
      onDelete: 'cascade',
    }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('package_grants_scout_idx').on(t.scoutUid, t.endsAt),
    uniqueIndex('package_grants_transaction_idx').on(t.transactionUid),
  ],
)
