import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  type AlertKind,
  alertKindWords,
  INSTANT_MAIL_WINDOW_MINUTES,
} from '../../../src/api/contract/terms/alerts'
import type { Db, Tx } from '../../db/client'
import { mailOutbox } from '../../db/schema/index'
import { unsubscribeUrl } from './unsubscribe'

// Alerts by mail, through the mail outbox: instant ones batched — at most one mail per scout in each
// INSTANT_MAIL_WINDOW_MINUTES, holding all that waited — and daily and weekly digests grouped by search and by
// player. Each mail carries an unsubscribe link per kind it holds, and the one-click headers of RFC 8058 for its
// first kind. A scout's window is his row in alert_mail_marks, claimed FOR UPDATE SKIP LOCKED: two servers send
// one mail, and its items are marked mailed in the same transaction as the mail is queued.

export type Channel = 'instant' | 'daily' | 'weekly'
const windows: Record<Channel, string> = {
  instant: `${INSTANT_MAIL_WINDOW_MINUTES} minutes`,
  // A little under a day and a week, so the hourly pass that sends it does not drift an hour each time.
  daily: '23 hours',
  weekly: '167 hours',
}

export interface MailConfig {
  secret: string
  publicUrl: string
}

type Item = {
  uid: string
  kind: AlertKind
  reason: string
  player_uid: string | null
  player_name: string | null
  search_name: string | null
}

/** Claims the scout's window for a channel if it is open (no mail in it yet); held until the transaction ends. */
async function claimWindow(tx: Tx, scout: string, channel: Channel) {
  await tx.execute(sql`insert into alert_mail_marks (account_uid, channel, sent_at)
    values (${scout}, ${channel}, 'epoch') on conflict do nothing`)
  const { rows } = await tx.execute(sql`select 1 from alert_mail_marks
    where account_uid = ${scout} and channel = ${channel}
      and sent_at <= now() - ${windows[channel]}::interval
    for update skip locked`)
  return rows.length > 0
}

function mailText(config: MailConfig, channel: Channel, items: Item[], scout: string) {
  const link = (player: string) => `${config.publicUrl}/scout/players/${player}`
  const bySearch = new Map<string, Item[]>()
  const byPlayer = new Map<string, Item[]>()
  const other: Item[] = []
  for (const item of items) {
    if (item.search_name) bySearch.set(item.search_name, [...(bySearch.get(item.search_name) ?? []), item])
    else if (item.player_name)
      byPlayer.set(item.player_name, [...(byPlayer.get(item.player_name) ?? []), item])
    else other.push(item)
  }
  const lines: string[] = []
  for (const [search, found] of bySearch) {
    lines.push(`Your search “${search}”:`)
    for (const item of found)
      lines.push(`- ${item.reason}${item.player_uid ? `\n  ${link(item.player_uid)}` : ''}`)
    lines.push('')
  }
  for (const [player, about] of byPlayer) {
    lines.push(`${player}:`)
    for (const item of about) lines.push(`- ${item.reason}`)
    if (about[0]?.player_uid) lines.push(`  ${link(about[0].player_uid)}`)
    lines.push('')
  }
  for (const item of other) lines.push(`- ${item.reason}`, '')
  lines.push(`Your inbox: ${config.publicUrl}/scout/inbox`, '', 'Stop these mails (no sign-in needed):')
  const kinds = [...new Set(items.map((i) => i.kind))]
  for (const kind of kinds) lines.push(`- ${alertKindWords[kind]}: ${unsubscribeUrl(config, scout, kind)}`)
  const heading =
    channel === 'instant' ? 'New alerts' : channel === 'daily' ? 'Your daily alerts' : 'Your weekly alerts'
  return { subject: `${heading} (${items.length})`, text: `${heading}\n\n${lines.join('\n')}\n`, kinds }
}

/** Sends one channel's mail to one scout if his window is open and something waits; answers whether it did. */
async function mailScout(db: Db, config: MailConfig, scout: string, channel: Channel) {
  return db.transaction(async (tx) => {
    if (!(await claimWindow(tx, scout, channel))) return false
    // A kind whose mail he stopped after it was raised is not mailed either, and is not kept waiting.
    await tx.execute(sql`update inbox_items i set mail = 'off' where i.scout_uid = ${scout}
      and i.mailed_at is null and i.mail = ${channel} and exists (select 1 from alert_settings s
        where s.account_uid = i.scout_uid and s.kind = i.kind and not s.mail)`)
    const { rows: items } = await tx.execute<Item>(sql`
      select i.uid, i.kind, i.reason, i.player_uid, p.name as player_name, s.name as search_name
      from inbox_items i left join players p on p.uid = i.player_uid
        left join saved_searches s on s.uid = i.search_uid
      where i.scout_uid = ${scout} and i.mail = ${channel} and i.mailed_at is null
      order by i.kind = 'search_match' desc, s.name, p.name, i.created_at
      for update of i`)
    if (!items.length) return false
    const [account] = (
      await tx.execute<{ email: string }>(sql`select email from accounts where uid = ${scout}`)
    ).rows
    if (!account) return false
    const mail = mailText(config, channel, items, scout)
    const oneClick = unsubscribeUrl(config, scout, mail.kinds[0]!)
    await tx.insert(mailOutbox).values({
      id: uuidv7(),
      to: account.email,
      subject: mail.subject,
      text: mail.text,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    await tx.execute(sql`update inbox_items set mailed_at = now()
      where uid in (${sql.join(
        items.map((i) => sql`${i.uid}::uuid`),
        sql`, `,
      )})`)
    await tx.execute(sql`update alert_mail_marks set sent_at = now()
      where account_uid = ${scout} and channel = ${channel}`)
    return true
  })
}

/** Every mail due now, across scouts and channels; answers how many were queued. */
export async function sendDueAlertMail(db: Db, config: MailConfig) {
  const { rows } = await db.execute<{ scout: string; channel: Channel }>(sql`
    select distinct scout_uid as scout, mail as channel from inbox_items
    where mailed_at is null and mail in ('instant', 'daily', 'weekly')`)
  let sent = 0
  for (const { scout, channel } of rows) if (await mailScout(db, config, scout, channel)) sent++
  return sent
}
