import { uuidv7 } from 'uuidv7'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema/index'

// Every mail is first written to the mail_outbox table — durable, answered at once, the same work whoever it is
// for (a reset for a known address takes as long as none for an unknown one). With SMTP_URL set, the delivery
// queue (mail-delivery.ts) sends it, retrying with backoff and across restarts; without it the mail stays in the
// table, readable by admins and by tests.

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers by name (an alert mail's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>
}
export interface Mailer {
  /** Queues the mail (resolves when it is stored, not when it is delivered). */
  send(mail: Mail): Promise<void>
}

export function createMailer(
  db: Db,
  options: {
    /** Told of each queued mail: the delivery queue wakes; development logs the links of kept mail. */
    onQueued?: (mail: Mail) => void
  },
): Mailer {
  return {
    async send(mail) {
      await db
        .insert(mailOutbox)
        .values({ id: uuidv7(), ...mail, html: mail.html ?? null, headers: mail.headers ?? null })
      options.onQueued?.(mail)
    },
  }
}
