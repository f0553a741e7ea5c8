// Packages and payments (docs/spec.md#scout-calls: `GET payment?package_code=`, `GET payment/transaction/{id}`), the
// catalogue and what the scout holds (`GET packages`), and their payments (`GET payment/transactions`).

/** `expired`: the checkout was left unpaid until it closed (CHECKOUT_LIFETIME_MINUTES); nothing was charged. */
export const transactionStatuses = ['pending', 'paid', 'failed', 'refunded', 'expired'] as const
export type TransactionStatus = (typeof transactionStatuses)[number]

/**
 * How long a checkout can be paid, by the provider that opened it: the sandbox's card page closes after 30
 * minutes, as a hosted checkout page does once left; Stripe closes a Checkout Session after 24 hours (and is
 * told so as `expires_at`). After that an unpaid checkout reads "Not completed".
 */
export const CHECKOUT_LIFETIME_MINUTES = { sandbox: 30, stripe: 24 * 60 } as const
export type PaymentProviderName = keyof typeof CHECKOUT_LIFETIME_MINUTES

/** What a package gives; the server checks these, the screens only describe them. */
export interface Entitlements {
  enquiries_per_month: number
  videos: boolean
  reports: boolean
}

/** The parts of a player's media that come with a package (docs/api/payments.md). */
export type PackagedFeature = 'videos' | 'reports'

const featureWords: Record<PackagedFeature, string> = {
  videos: 'Video moments',
  reports: 'PDF documents on players',
}

/**
 * Why a scout does not see a feature, naming the packages that include it: the server's 402 and the player page
 * (which does not ask for what the scout's package leaves out) say it in these same words.
 */
export const featureLocked = (feature: PackagedFeature, packages: readonly Package[]) => {
  const offering = packages.filter((p) => p[feature]).map((p) => p.name)
  return `${featureWords[feature]} come with ${offering.join(' or ') || 'a paid package'}: see Packages`
}

export interface Package extends Entitlements {
  code: string
  name: string
  description: string
  /** In the currency's minor unit: 4900 is €49.00. */
  price_minor: number
  currency: string
  /** How long one purchase lasts; null for the free tier. */
  period_days: number | null
}

export interface ScoutPackages {
  packages: Package[]
  /** The package in force now (the free tier when nothing paid is running). */
  current: { code: string; name: string; ends_at: string | null } & Entitlements
  enquiries_this_month: number
}

export interface Transaction {
  uid: string
  package: { code: string; name: string }
  amount_minor: number
  currency: string
  status: TransactionStatus
  /** Why a payment failed, in words the scout can act on ("Your card was declined"). */
  failure_reason: string | null
  /** Until when the package it bought runs (paid transactions). */
  grant_ends_at: string | null
  created_at: string
  updated_at: string
}

export interface Checkout {
  /** Where the browser goes to pay: the sandbox's page on this site, or Stripe Checkout. */
  url: string
  transaction_id: string
}

/** What a package includes, line by line, in the words the scout's Packages screen and the public /packages share. */
export const packageInclusions = (pkg: Package): { text: string; included: boolean }[] => [
  { text: `${pkg.enquiries_per_month} enquiries a month`, included: true },
  { text: pkg.videos ? 'Video moments' : 'No video moments', included: pkg.videos },
  { text: pkg.reports ? 'PDF documents on players' : 'No PDF documents on players', included: pkg.reports },
  { text: 'Search, shortlists, statistics and notes', included: true },
]

/** €49.00, written for people (the UI and the mails share it). */
export const formatPrice = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100)

/** How a payment's status reads to a scout (the screens and the CSV export). */
export const transactionStatusWords: Record<TransactionStatus, string> = {
  pending: 'Waiting for the payment',
  paid: 'Paid',
  failed: 'Not paid',
  refunded: 'Refunded',
  expired: 'Not completed',
}
