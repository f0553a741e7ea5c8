import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { AlertKind } from '../../../src/api/contract/alert-terms'
import type { Executor } from '../../db/client'

// Writing one inbox item, at most once: the unique key (scout, kind, subject, fingerprint) answers a second
// raise of the same happening with nothing (another server, a replayed event, the daily job run twice). A kind
// the scout switched off raises nothing.

export type AlertMail = 'instant' | 'daily' | 'weekly' | 'off'

export interface Raised {
  scoutUid: string
  kind: AlertKind
  subject: string
  fingerprint: string
  reason: string
  mail: AlertMail
  playerUid?: string | null
  searchUid?: string | null
}

/** How a kind is mailed when no saved search says (a search's own frequency rules its matches). */
export const mailOfKind = (kind: AlertKind): AlertMail =>
  kind.startsWith('assignment_') ? 'instant' : 'daily'

export async function raise(tx: Executor, item: Raised): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    insert into inbox_items (uid, scout_uid, kind, subject, fingerprint, player_uid, search_uid, reason, mail)
    select ${uuidv7()}, ${item.scoutUid}, ${item.kind}, ${item.subject}, ${item.fingerprint},
      ${item.playerUid ?? null}, ${item.searchUid ?? null}, ${item.reason}, ${item.mail}
    where not exists (select 1 from alert_settings s
      where s.account_uid = ${item.scoutUid} and s.kind = ${item.kind} and not s.inbox)
    on conflict (scout_uid, kind, subject, fingerprint) do nothing
    returning uid`)
  return rows.length > 0
}
