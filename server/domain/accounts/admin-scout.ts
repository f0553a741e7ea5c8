import { and, count, eq, inArray } from 'drizzle-orm'
import type { AdminScout } from '../../../src/api/contract/schemas/admin'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { enquiries, scoutNotes } from '../../db/schema/index'
import { currentPackage } from '../payments/packages'
import { transactionsOf } from '../payments/transactions'
import { liveAccount } from './admin-accounts'
import { confirmationAgain } from './registration'

// One scout as the admin's scout page reads them: who, confirmed or not, when they last signed in, the package
// in force and every payment, their enquiries and how many notes they keep (counts only: notes are private).

const WAITING = ['new', 'in_review']

export async function adminScout(db: Db, uid: string): Promise<AdminScout> {
  const scout = await liveAccount(db, 'scout', uid)
  const [pkg, payments, [all], [waiting], [notes]] = await Promise.all([
    currentPackage(db, uid),
    transactionsOf(db, uid),
    db.select({ n: count() }).from(enquiries).where(eq(enquiries.scoutUid, uid)),
    db
      .select({ n: count() })
      .from(enquiries)
      .where(and(eq(enquiries.scoutUid, uid), inArray(enquiries.status, WAITING))),
    db.select({ n: count() }).from(scoutNotes).where(eq(scoutNotes.scoutUid, uid)),
  ])
  return {
    uid: scout.uid,
    email: scout.email,
    name: scout.name,
    username: scout.username,
    phone: scout.phone,
    organisation: scout.organisation,
    created_at: scout.createdAt.toISOString(),
    disabled: scout.disabled,
    confirmed_at: scout.confirmedAt?.toISOString() ?? null,
    last_sign_in_at: scout.lastSignInAt?.toISOString() ?? null,
    package: { code: pkg.code, name: pkg.name, ends_at: pkg.ends_at },
    payments,
    enquiries: { total: Number(all?.n ?? 0), waiting: Number(waiting?.n ?? 0) },
    notes: Number(notes?.n ?? 0),
  }
}

/** Mails an unconfirmed scout a new confirmation link; answers whether the mail was queued. */
export async function sendConfirmationAgain(db: Db, mailer: Mailer, uid: string, publicUrl: string) {
  const scout = await liveAccount(db, 'scout', uid)
  const mail = await confirmationAgain(db, scout, publicUrl)
  return mailer.send(mail).then(
    () => true,
    () => false,
  )
}
