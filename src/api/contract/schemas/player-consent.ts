import { z } from 'zod'
import { consentMethodCodes } from '../terms/consent'
import { isoDate } from './football-common'

// A guardian's consent for a minor (docs/api/community-football.md#guardian-consent-decision-0054): recorded with PUT
// player/{uid}/consent, withdrawn with DELETE. The server keeps who recorded it and when; the answer is the
// player's record, its consent fields updated.

const today = () => new Date().toISOString().slice(0, 10)

export const consentBody = z.object({
  guardian_name: z
    .string()
    .trim()
    .min(1, { message: 'Enter the name of the guardian who gave consent' })
    .max(120),
  relationship: z
    .string()
    .trim()
    .min(1, { message: 'Say how the guardian is related to the player (mother, father, carer …)' })
    .max(60),
  given_on: isoDate.refine((d) => d <= today(), {
    message: 'The day consent was given cannot be in the future',
  }),
  method: z.enum(consentMethodCodes, { message: 'Choose how consent was given' }),
  photos: z.boolean({ message: 'Say whether the guardian agreed to photos being shown' }),
})
export type ConsentBody = z.infer<typeof consentBody>
