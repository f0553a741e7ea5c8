import { z } from 'zod'
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, NOTE_MAX } from '../terms/writing-limits'
import { uid } from './common'

// A scout's private notes (docs/api/scout.md#notes-and-contact: GET/POST notes, DELETE notes/{id}) and `POST contact`
// to the provider.

const text = (label: string, max: number) =>
  z
    .string({ error: (i) => (i.input == null ? `Write ${label}` : `${label} is text`) })
    .trim()
    .min(1, { message: `Write ${label}` })
    .max(max, { message: `At most ${max} characters` })

export const noteBody = z.object({
  text: text('the note', NOTE_MAX),
  pid: uid.optional(),
  uid: uid.optional(),
})
export const notesQuery = z.object({ pid: uid.optional() })
export const contactBody = z.object({
  subject: text('a subject', CONTACT_SUBJECT_MAX),
  message: text('a message', CONTACT_MESSAGE_MAX),
})

export interface ScoutNote {
  uid: string
  text: string
  player: { uid: string; name: string } | null
  created_at: string
  /** Client side only: written on this device, not yet sent (the scout's outbox holds it). */
  waitingToSync?: boolean
}
