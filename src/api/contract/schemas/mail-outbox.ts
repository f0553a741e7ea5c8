import { z } from 'zod'
import { pageQuery } from './common'

// GET /api/admin/mail_outbox: every mail the app sent or keeps, newest first — how an admin (or a newcomer
// without SMTP) sees a reset link, a registration link or a failed delivery.

export const mailStatuses = ['kept', 'queued', 'sent', 'failed'] as const
export type MailStatus = (typeof mailStatuses)[number]

export const mailOutboxQuery = pageQuery.extend({
  status: z.enum(mailStatuses, { message: `status is one of ${mailStatuses.join(', ')}` }).optional(),
})

export interface OutboxMail {
  id: string
  to: string
  subject: string
  text: string
  /** kept: no SMTP server is set, so it stays here; queued: waiting for delivery; sent; failed: given up. */
  status: MailStatus
  attempts: number
  last_error: string | null
  created_at: string
  sent_at: string | null
}
