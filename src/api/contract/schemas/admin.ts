import { z } from 'zod'
import type { Transaction } from '../terms/payments'
import { pageQuery } from './common'

// The admin's accounts, counts and audit calls (docs/spec.md#admin-calls), beside the content kinds of site-content.ts.

// The paths live in admin-paths.ts, without zod like the other path tables.
export { adminPaths } from '../terms/admin-paths'

/** GET community / GET scout: by name or email, newest first. */
export const accountListQuery = pageQuery.extend({ search: z.string().trim().max(200).optional() })

/** POST community/register: the member gets a mail with a link to choose their password. */
export const communityRegisterBody = z.object({
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  name: z.string().trim().min(1, { message: 'The name is required' }).max(120),
  phone: z.string().trim().max(40).optional(),
  organisation: z.string().trim().max(160).optional(),
})
export type CommunityRegisterBody = z.infer<typeof communityRegisterBody>

export const disabledBody = z.object({ disabled: z.boolean({ message: 'disabled is true or false' }) })

export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.iso.datetime({ offset: true }).optional(),
})

export interface AdminAccount {
  uid: string
  email: string
  name: string | null
  username: string | null
  phone: string | null
  organisation: string | null
  created_at: string
  disabled: boolean
}

/** GET scout/{id}: one scout as the admin's scout page shows them. */
export interface AdminScout extends AdminAccount {
  /** The address was confirmed from the mailed link (null: not yet; "Send the confirmation again" is offered). */
  confirmed_at: string | null
  /** The last sign-in, or null when the scout has never signed in. */
  last_sign_in_at: string | null
  /** The package in force now (the free one when nothing was bought), with its end. */
  package: { code: string; name: string; ends_at: string | null }
  payments: Transaction[]
  /** Their enquiries: how many, and how many wait for an answer. */
  enquiries: { total: number; waiting: number }
  /** How many private notes they keep (their text is theirs; only the count is shown). */
  notes: number
}

export interface Dashboard {
  scouts: number
  players: number
  scouts_this_week: number
  players_this_week: number
  community_members: number
  /** Enquiries waiting for an answer (null until enquiries exist). */
  enquiries_waiting: number | null
  /** Public and scout news items an admin keeps as drafts (not on any site). */
  news_drafts: number
}

export interface AuditRow {
  uid: string
  at: string
  admin: string
  action: string
  subject: string
  subject_uid: string | null
  before: unknown
  after: unknown
}
