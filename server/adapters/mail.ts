import nodemailer from 'nodemailer'
import { uuidv7 } from 'uuidv7'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema/index'

// Mail goes to the mail_outbox table by default (works offline, readable in tests and by admins), or to an SMTP
// server when SMTP_URL is set.

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
}
export interface Mailer {
  kind: 'outbox' | 'smtp'
  send(mail: Mail): Promise<void>
}

export function createMailer(
  db: Db,
  options: {
    smtpUrl?: string
    from: string
    /** Development without SMTP: told of each mail kept in the outbox, so its links can be followed locally. */
    onKept?: (mail: Mail) => void
  },
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail })
      },
    }
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ id: uuidv7(), ...mail, html: mail.html ?? null })
      options.onKept?.(mail)
    },
  }
}
