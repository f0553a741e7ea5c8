import { z } from 'zod'
import { CONTACT_NAME_MAX } from '../terms/writing-limits'
import { email } from './auth'
import { contactBody } from './scout-notes'

// POST /api/public/contact: a visitor's message to the provider, with the scout's subject and message rules
// (contactBody) and who to answer — a name and an address, since a visitor has no account.

export const visitorContactBody = contactBody.extend({
  name: z
    .string({ error: (i) => (i.input == null ? 'Write your name' : 'Your name is text') })
    .trim()
    .min(1, { message: 'Write your name' })
    .max(CONTACT_NAME_MAX, { message: `At most ${CONTACT_NAME_MAX} characters` }),
  email,
})
export type VisitorContactBody = z.infer<typeof visitorContactBody>
