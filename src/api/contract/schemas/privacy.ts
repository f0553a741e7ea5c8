import { z } from 'zod'
import { PASSWORD_MAX } from '../terms/writing-limits'

// The privacy calls' bodies and answers (docs/privacy.md, privacy-paths.ts).

export const eraseBody = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { message: 'Say why this person is erased (for example "Erasure request from his guardian")' })
    .max(500, { message: 'Keep the reason under 500 characters' }),
})
export type EraseBody = z.infer<typeof eraseBody>

export const privacySettingsBody = z.object({
  deleted_account_audit_days: z.coerce
    .number({ message: 'Enter a number of days' })
    .int({ message: 'Enter a whole number of days' })
    .min(30, { message: 'Keep them at least 30 days' })
    .max(3650, { message: 'Keep them at most 3,650 days (ten years)' }),
})
export type PrivacySettings = z.infer<typeof privacySettingsBody>

export const deleteOwnAccountBody = z.object({
  password: z.string().min(1, { message: 'Enter your password to delete your account' }).max(PASSWORD_MAX),
})

export const accessLogQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

/** One scout's read of a minor's record. */
export interface MinorRead {
  id: number
  at: string
  /** The call as the server names it ("GET /api/scout/stats/:id", "Shared link: player card"). */
  call: string
  reader: { uid: string | null; name: string; organisation: string | null; deleted: boolean }
}

/** A scout's note or report that named a player since erased: its words now say "Erased player #n". */
export interface ErasureNotice {
  kind: 'note' | 'report'
  record_uid: string
  /** "Erased player #3". */
  player: string
  at: string
}

export interface ErasureAnswer {
  uid: string
  erased: true
  /** "Erased player #3". */
  name: string
  /** Notes and reports that named him, their owners told. */
  flagged: number
}
