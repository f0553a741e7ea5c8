import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  featureLocked,
  type Package,
  type PackagedFeature,
  type ScoutPackages,
} from '../../../src/api/contract/terms/payments'
import type { Db, Executor } from '../../db/client'
import { enquiries, packageGrants, packages } from '../../db/schema/index'
import { invalidField, paymentRequired } from '../support/errors'

// The package catalogue and what a scout holds. Every scout has the free tier; a paid transaction grants its
// package for its period (buying the same package again extends it). When grants overlap the highest rank wins.
// The server checks entitlements here; the screens only describe them (docs/api/payments.md).

export const FREE_PACKAGE = 'free'

const present = (row: typeof packages.$inferSelect): Package => ({
  code: row.code,
  name: row.name,
  description: row.description,
  price_minor: row.priceMinor,
  currency: row.currency,
  period_days: row.periodDays,
  enquiries_per_month: row.enquiriesPerMonth,
  videos: row.videos,
  reports: row.reports,
})

export async function listPackages(db: Db): Promise<Package[]> {
  const rows = await db.select().from(packages).where(eq(packages.active, true)).orderBy(asc(packages.rank))
  return rows.map(present)
}

/** A package that can be bought (active and not the free tier), or 400 naming `package_code`. */
export async function purchasablePackage(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.code, code), eq(packages.active, true)))
  if (!row) throw invalidField('package_code', 'There is no such package')
  if (row.periodDays === null || row.priceMinor <= 0)
    throw invalidField('package_code', `${row.name} is free: every scout has it already`)
  return row
}

/** The package in force for a scout now: the best running grant, else the free tier. */
export async function currentPackage(db: Executor, scoutUid: string) {
  const [granted] = await db
    .select({ pkg: packages, endsAt: packageGrants.endsAt })
    .from(packageGrants)
    .innerJoin(packages, eq(packages.code, packageGrants.packageCode))
    .where(and(eq(packageGrants.scoutUid, scoutUid), gt(packageGrants.endsAt, sql`now()`)))
    .orderBy(desc(packages.rank), desc(packageGrants.endsAt))
    .limit(1)
  if (granted) return { ...present(granted.pkg), ends_at: granted.endsAt.toISOString() }
  const [free] = await db.select().from(packages).where(eq(packages.code, FREE_PACKAGE))
  if (!free) throw new Error('The free package is missing: migration 0011 creates it')
  return { ...present(free), ends_at: null }
}

const monthStart = sql`date_trunc('month', now())`

export async function enquiriesThisMonth(db: Executor, scoutUid: string) {
  const [row] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(and(eq(enquiries.scoutUid, scoutUid), gte(enquiries.createdAt, monthStart)))
  return Number(row?.n ?? 0)
}

export async function scoutPackages(db: Db, scoutUid: string): Promise<ScoutPackages> {
  const [list, current, used] = await Promise.all([
    listPackages(db),
    currentPackage(db, scoutUid),
    enquiriesThisMonth(db, scoutUid),
  ])
  const { code, name, ends_at, enquiries_per_month, videos, reports } = current
  return {
    packages: list,
    current: { code, name, ends_at, enquiries_per_month, videos, reports },
    enquiries_this_month: used,
  }
}

/** 402 unless the scout's package includes the feature; names the packages that do. */
export async function requireFeature(db: Db, scoutUid: string, feature: PackagedFeature) {
  const current = await currentPackage(db, scoutUid)
  if (current[feature]) return
  throw paymentRequired(featureLocked(feature, await listPackages(db)), 'PACKAGE_REQUIRED')
}

/** 402 when this month's enquiries have used the package's allowance. */
export async function requireEnquiryAllowance(db: Executor, scoutUid: string) {
  const [current, used] = await Promise.all([currentPackage(db, scoutUid), enquiriesThisMonth(db, scoutUid)])
  if (used < current.enquiries_per_month) return
  throw paymentRequired(
    `${current.name} includes ${current.enquiries_per_month} enquiries a month and you have sent them all: a bigger package in Packages gives more`,
    'PACKAGE_LIMIT',
  )
}

/**
 * Grants a package for its period from now, or from the end of the same package's running grant (buying it again
 * extends it). At most one grant per transaction (a unique index): a second delivery of the same payment adds none.
 */
export async function grantPackage(
  db: Executor,
  input: { scoutUid: string; packageCode: string; periodDays: number; transactionUid: string | null },
) {
  // The scout's row is locked around the read of the running grant and the insert: two payments applied at once
  // both extended the same end (one period was lost). Held to the end of the caller's transaction.
  await db.execute(sql`select 1 from accounts where uid = ${input.scoutUid} for no key update`)
  const [running] = await db
    .select({ endsAt: packageGrants.endsAt })
    .from(packageGrants)
    .where(
      and(
        eq(packageGrants.scoutUid, input.scoutUid),
        eq(packageGrants.packageCode, input.packageCode),
        gt(packageGrants.endsAt, sql`now()`),
      ),
    )
    .orderBy(desc(packageGrants.endsAt))
    .limit(1)
  const startsAt = running?.endsAt ?? new Date()
  const endsAt = new Date(startsAt.getTime() + input.periodDays * 86_400_000)
  const { scoutUid, packageCode, transactionUid } = input
  await db
    .insert(packageGrants)
    .values({ uid: uuidv7(), scoutUid, packageCode, transactionUid, startsAt, endsAt })
    .onConflictDoNothing()
  return endsAt
}
