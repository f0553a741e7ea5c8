import { sql } from 'drizzle-orm'
import type { AlertSetting, Inbox, InboxItem } from '../../../src/api/contract/schemas/alerts'
import { type AlertKind, alertKinds } from '../../../src/api/contract/terms/alerts'
import type { Db } from '../../db/client'
import { alertSettings } from '../../db/schema/index'
import { seenByScouts } from '../privacy/minors'

// A scout's inbox as he reads it: his own items only, newest first; an item about a player who is now a minor
// hidden from scouts is not shown (privacy/minors.ts). And his settings: each kind on or off, mailed or not.

const PAGE = 200

export async function readInbox(db: Db, scoutUid: string, unreadOnly: boolean): Promise<Inbox> {
  const shown = sql`i.scout_uid = ${scoutUid} and (p.uid is null or ${seenByScouts(sql`p.uid`, sql`p.date_of_birth`)})`
  const { rows } = await db.execute<{
    id: string
    kind: AlertKind
    reason: string
    player_uid: string | null
    player_name: string | null
    search_uid: string | null
    search_name: string | null
    created_at: string
    read_at: string | null
  }>(sql`select i.uid as id, i.kind, i.reason, p.uid as player_uid, p.name as player_name,
      s.uid as search_uid, s.name as search_name, i.created_at, i.read_at
    from inbox_items i left join players p on p.uid = i.player_uid left join saved_searches s on s.uid = i.search_uid
    where ${shown} ${unreadOnly ? sql`and i.read_at is null` : sql``}
    order by i.created_at desc, i.uid desc limit ${PAGE}`)
  const { rows: counted } = await db.execute<{ n: number }>(sql`select count(*)::int as n
    from inbox_items i left join players p on p.uid = i.player_uid where ${shown} and i.read_at is null`)
  const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())
  const items: InboxItem[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    reason: r.reason,
    ...(r.player_uid ? { player: { uid: r.player_uid, name: r.player_name ?? '' } } : {}),
    ...(r.search_uid ? { search: { uid: r.search_uid, name: r.search_name ?? '' } } : {}),
    created_at: iso(r.created_at)!,
    read_at: iso(r.read_at),
  }))
  return { items, unread: counted[0]?.n ?? 0 }
}

/** Marks his items read (another's ids change nothing); answers how many are unread now. */
export async function markInboxRead(db: Db, scoutUid: string, ids: string[]) {
  await db.execute(sql`update inbox_items set read_at = now()
    where scout_uid = ${scoutUid} and read_at is null
      and uid in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)
  return { unread: (await readInbox(db, scoutUid, true)).unread }
}

export async function readAlertSettings(db: Db, accountUid: string): Promise<AlertSetting[]> {
  const { rows } = await db.execute<{ kind: string; inbox: boolean; mail: boolean }>(
    sql`select kind, inbox, mail from ${alertSettings} where account_uid = ${accountUid}`,
  )
  const stored = new Map(rows.map((r) => [r.kind, r]))
  return alertKinds.map((kind) => ({
    kind,
    inbox: stored.get(kind)?.inbox ?? true,
    mail: stored.get(kind)?.mail ?? true,
  }))
}

export async function changeAlertSettings(
  db: Db,
  accountUid: string,
  changes: { kind: AlertKind; inbox?: boolean; mail?: boolean }[],
) {
  const current = new Map((await readAlertSettings(db, accountUid)).map((s) => [s.kind, s]))
  await db.transaction(async (tx) => {
    for (const change of changes) {
      const was = current.get(change.kind)!
      const set = { inbox: change.inbox ?? was.inbox, mail: change.mail ?? was.mail }
      await tx
        .insert(alertSettings)
        .values({ accountUid, kind: change.kind, ...set })
        .onConflictDoUpdate({ target: [alertSettings.accountUid, alertSettings.kind], set })
    }
  })
  return readAlertSettings(db, accountUid)
}
