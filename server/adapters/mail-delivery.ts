import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema/index'

// The delivery queue behind the mailer (mail.ts), when SMTP_URL is set: it takes the oldest due mail, leases it
// (so a second instance does not send it too), sends it, and marks it sent — or sets the next try with
// exponential backoff (10 s, 20 s, 40 s … at most an hour) and gives up after MAX_ATTEMPTS. The mail lives in
// the database the whole time, so a restart loses nothing: the next start picks up what is due.

export const MAX_ATTEMPTS = 8
const LEASE = sql`interval '2 minutes'`
const backoffSeconds = (attempts: number) => Math.min(3600, 10 * 2 ** (attempts - 1))

export interface MailDelivery {
  /** Sends what is due now (one pass); answers how many were sent. */
  deliverDue(): Promise<number>
  /** A mail was queued: deliver soon. */
  wake(): void
  stop(): Promise<void>
}

export function mailDelivery(
  db: Db,
  options: { smtpUrl: string; from: string; log: (message: string, fields: object) => void; pollMs?: number },
): MailDelivery {
  const transport = nodemailer.createTransport(options.smtpUrl)
  let running: Promise<number> | undefined
  let again = false
  let stopped = false

  /** Leases the oldest due mail: its next try moves past the lease, and the try is counted. */
  async function claim() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
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

  async function pass() {
    let sent = 0
    for (let mail = await claim(); mail && !stopped; mail = await claim()) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        })
        await db
          .update(mailOutbox)
          .set({ sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, mail.id))
        sent++
      } catch (error) {
        const message = (error as Error).message
        const giveUp = mail.attempts >= MAX_ATTEMPTS
        await db
          .update(mailOutbox)
          .set({
            lastError: message.slice(0, 500),
            ...(giveUp
              ? { failedAt: new Date() }
              : { nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})` }),
          })
          .where(eq(mailOutbox.id, mail.id))
        options.log(giveUp ? 'mail given up' : 'mail delivery failed, will retry', {
          id: mail.id,
          attempts: mail.attempts,
          error: message,
        })
        // The server is likely down for the others too: wait for the next timer instead of hammering it.
        break
      }
    }
    return sent
  }

  const deliverDue = async (): Promise<number> => {
    if (running) {
      again = true
      return running
    }
    running = pass().finally(() => {
      running = undefined
      if (again && !stopped) {
        again = false
        void deliverDue().catch(() => {})
      }
    })
    return running
  }

  const timer = setInterval(() => void deliverDue().catch(() => {}), options.pollMs ?? 5000).unref()
  // What was queued before a restart goes out at start.
  setImmediate(() => void deliverDue().catch(() => {}))
  return {
    deliverDue,
    wake: () => void deliverDue().catch(() => {}),
    async stop() {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => {})
      transport.close()
    },
  }
}
