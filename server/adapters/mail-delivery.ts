import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { claimDueMail, markMailFailed, markMailSent } from '../domain/mail/mail-queue'

// The delivery queue behind the mailer (mail.ts), when SMTP_URL is set: it takes the oldest due mail from the
// queue (domain/mail/mail-queue.ts: leased, so a second instance does not send it too), sends it, and marks it
// sent or failed (the queue sets the next try with backoff). The mail lives in the database the whole time, so a
// restart loses nothing: the next start picks up what is due.

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

  async function pass() {
    let sent = 0
    for (let mail = await claimDueMail(db); mail && !stopped; mail = await claimDueMail(db)) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: mail.headers as Record<string, string> } : {}),
        })
        await markMailSent(db, mail.id)
        sent++
      } catch (error) {
        const message = (error as Error).message
        const giveUp = await markMailFailed(db, mail, message)
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
