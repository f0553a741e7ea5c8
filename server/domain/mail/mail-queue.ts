import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { mailOutbox } from '../../db/schema/index'

// The mail_outbox rows as a delivery queue (the sender is server/adapters/mail-delivery.ts): lease the oldest due
// mail, then mark it sent, or set its next try with exponential backoff (10 s, 20 s, 40 s … at most an hour)
// until MAX_ATTEMPTS, when it is given up.

export const MAX_ATTEMPTS = 8
const LEASE = sql`interval '2 minutes'`
const backoffSeconds = (attempts: number) => Math.min(3600, 10 * 2 ** (attempts - 1))

export type QueuedMail = typeof mailOutbox.$inferSelect

/** Leases the oldest due mail (a second instance skips it): its next try moves past the lease, the try counts. */
export async function claimDueMail(db: Db): Promise<QueuedMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, sql`now()`)),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true })
  const [mail] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${LEASE}` })
    .where(sql`${mailOutbox.id} = (${due})`)
    .returning()
  return mail
}

export async function markMailSent(db: Db, id: string) {
  await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id))
}

/** Records a failed try; answers whether the mail is now given up. */
export async function markMailFailed(db: Db, mail: QueuedMail, error: string): Promise<boolean> {
  const giveUp = mail.attempts >= MAX_ATTEMPTS
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 500),
      ...(giveUp
        ? { failedAt: new Date() }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})` }),
    })
    .where(eq(mailOutbox.id, mail.id))
  return giveUp
}
