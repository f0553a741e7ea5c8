import { z } from 'zod'
import { type EnquiryEventType, type EnquiryStatus, enquiryStatuses } from '../terms/enquiries'
import { ENQUIRY_MAX } from '../terms/writing-limits'
import { pageQuery, uid } from './common'

// Enquiries (docs/spec.md#scout-calls, #admin-calls: scout `POST enquire`; admin `GET enquire`,
// `GET enquire/scout/{id}`, `PUT enquire/{id}`), their statuses from the one chart both sides run (decision 0018),
// and the history of every change.

const message = (max: number) =>
  z
    .string({ error: (i) => (i.input == null ? 'Write a message' : 'The message is text') })
    .trim()
    .min(1, { message: 'Write a message' })
    .max(max, { message: `A message is at most ${max} characters` })

/**
 * How many enquiries a scout may send in 24 hours (tests/api/enquiries.test.ts; a package's monthly allowance:
 * docs/api/payments.md).
 */
export const ENQUIRIES_PER_DAY = 10

export const enquireBody = z.object({ pid: uid, message: message(ENQUIRY_MAX) })
export const statusBody = z.object({
  status: z.enum(enquiryStatuses, { message: `status is one of ${enquiryStatuses.join(', ')}` }),
  message: message(4000).optional(),
})
export const adminEnquiryQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(enquiryStatuses).optional(),
})
export const statusFilter = z.object({ status: z.enum(enquiryStatuses).optional() })

export interface EnquiryChange {
  at: string
  by: 'scout' | 'admin'
  from: EnquiryStatus | null
  to: EnquiryStatus
  message: string | null
}

export interface Enquiry {
  uid: string
  player: { uid: string; name: string }
  scout: { uid: string; email: string; username: string | null }
  message: string
  /**
   * He was under 18 when asked about: the enquiry goes to his club (`club`, when one is recorded), never to his
   * family, and no guardian's contact is ever part of it (docs/privacy.md).
   */
  about_minor: boolean
  club: { uid: string; name: string } | null
  status: EnquiryStatus
  created_at: string
  updated_at: string
  history: EnquiryChange[]
  /** What the asking side may do now, by the chart: the event and the status it leads to. */
  actions: { event: EnquiryEventType; to: EnquiryStatus; needs_message: boolean }[]
  /** For the scout: a change they have not read yet. */
  unread: boolean
}
