import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { AlertKind } from '../../../src/api/contract/terms/alerts'
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
  kind.startsWith('assignment_') || kind === 'comment_mention' ? 'instant' : 'daily'

export const raise = async (tx: Executor, item: Raised) => (await raiseAll(tx, [item])) > 0

/** Many items in one statement (a save that matches hundreds of searches); answers how many were new. */
export async function raiseAll(tx: Executor, items: Raised[]): Promise<number> {
  let raised = 0
  for (let i = 0; i < items.length; i += 500) {
    const rows = items.slice(i, i + 500).map(
      (item) => sql`(${uuidv7()}::uuid, ${item.scoutUid}::uuid, ${item.kind}, ${item.subject}::uuid,
        ${item.fingerprint}, ${item.playerUid ?? null}::uuid, ${item.searchUid ?? null}::uuid, ${item.reason},
        ${item.mail})`,
    )
    const { rows: written } = await tx.execute(sql`
      insert into inbox_items (uid, scout_uid, kind, subject, fingerprint, player_uid, search_uid, reason, mail)
      select v.* from (values ${sql.join(rows, sql`, `)})
        v (uid, scout_uid, kind, subject, fingerprint, player_uid, search_uid, reason, mail)
      where not exists (select 1 from alert_settings s
        where s.account_uid = v.scout_uid and s.kind = v.kind and not s.inbox)
      on conflict (scout_uid, kind, subject, fingerprint) do nothing
      returning uid`)
    raised += written.length
  }
  return raised
}
