import { z } from 'zod'
import { type AlertKind, alertKinds } from '../terms/alerts'

// The scout's inbox and his alert settings on the wire, and the public unsubscribe link's token
// (docs/api/scout.md#inbox-and-alerts-decision-0058).

export const inboxQuery = z.object({
  unread: z.enum(['0', '1'], { message: 'unread is 1 or 0' }).optional(),
})

export const inboxReadBody = z.object({
  ids: z
    .array(z.uuid({ message: 'Choose items of your inbox' }))
    .min(1, { message: 'Choose the items to mark read' })
    .max(500, { message: 'At most 500 items at once' }),
})

const kind = z.enum(alertKinds, { message: 'There is no such kind of alert' })

export const alertSettingsBody = z.object({
  settings: z
    .array(z.object({ kind, inbox: z.boolean().optional(), mail: z.boolean().optional() }))
    .min(1, { message: 'Say which alerts to change' }),
})

export const unsubscribeParams = z.object({
  token: z.string().min(10, { message: 'This unsubscribe link is not complete' }).max(200),
})

export interface InboxItem {
  id: string
  kind: AlertKind
  /** In words: why it is here ("Matches “Young left backs”: left foot, age 19, position LB"). */
  reason: string
  player?: { uid: string; name: string }
  search?: { uid: string; name: string }
  created_at: string
  read_at: string | null
}

export interface Inbox {
  items: InboxItem[]
  unread: number
}

export interface AlertSetting {
  kind: AlertKind
  /** Raised in the inbox at all. */
  inbox: boolean
  /** Also mailed (at once, daily or weekly). */
  mail: boolean
}
