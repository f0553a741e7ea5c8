import { z } from 'zod'
import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX, shareKinds } from '../terms/share-links'

// POST /api/scout/shares: what a scout asks for (the words and types of a share: terms/share-links.ts).

export const shareBody = z.object({
  kind: z.enum(shareKinds, { message: 'Share a list or a player' }),
  id: z.uuid({ message: 'Choose what to share' }),
  days: z
    .number({ message: 'Give the number of days the link works' })
    .int({ message: 'Days are whole days' })
    .min(1, { message: 'A link works for at least 1 day' })
    .max(SHARE_DAYS_MAX, { message: `A link works for at most ${SHARE_DAYS_MAX} days` })
    .default(SHARE_DAYS_DEFAULT),
  email: z.email({ message: 'Enter a valid email address' }).max(254).optional(),
})
export type ShareBody = z.input<typeof shareBody>
