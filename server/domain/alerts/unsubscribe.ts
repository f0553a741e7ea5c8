import { createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type AlertKind, alertKinds, alertKindWords } from '../../../src/api/contract/terms/alerts'
import { inboxPaths } from '../../../src/api/contract/terms/paths'
import type { Db } from '../../db/client'
import { alertSettings } from '../../db/schema/index'
import { safeEqual } from '../accounts/tokens'
import { notFound } from '../support/errors'

// The link in every alert mail that stops one kind's mail with no sign-in (RFC 8058 one-click): one token per
// (account, kind) — the account's uid and the kind's place in alertKinds, with an HMAC of them under the server's
// secret (128 bits) — so nothing is stored and the link never expires; short enough for a path parameter. It
// stops that kind's MAIL only: the inbox keeps raising it (the settings screen switches that off).

const mac = (secret: string, payload: Buffer) =>
  createHmac('sha256', secret).update('unsubscribe:').update(payload).digest().subarray(0, 16)

export function unsubscribeToken(secret: string, accountUid: string, kind: AlertKind) {
  const payload = Buffer.concat([
    Buffer.from(accountUid.replaceAll('-', ''), 'hex'),
    Buffer.from([alertKinds.indexOf(kind)]),
  ])
  return `${payload.toString('base64url')}.${mac(secret, payload).toString('base64url')}`
}

export const unsubscribeUrl = (
  config: { secret: string; publicUrl: string },
  accountUid: string,
  kind: AlertKind,
) => `${config.publicUrl}${inboxPaths.unsubscribe(unsubscribeToken(config.secret, accountUid, kind))}`

const refused = () =>
  notFound('This unsubscribe link is not valid: open your alert settings instead', 'NOT_FOUND')

/** The account and kind a token stands for (404 in words for anything else). */
export function readUnsubscribeToken(secret: string, token: string) {
  const [data, signature] = token.split('.')
  const payload = Buffer.from(data ?? '', 'base64url')
  const kind = alertKinds[payload[16] ?? -1]
  if (payload.length !== 17 || !kind || !signature) throw refused()
  if (!safeEqual(signature, mac(secret, payload).toString('base64url'))) throw refused()
  const hex = payload.subarray(0, 16).toString('hex')
  const accountUid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return { accountUid, kind, words: alertKindWords[kind] }
}

/** Stops the kind's mail for the account (the same answer the second time). */
export async function unsubscribe(db: Db, secret: string, token: string) {
  const { accountUid, kind, words } = readUnsubscribeToken(secret, token)
  const { rows } = await db.execute(sql`select 1 from accounts where uid = ${accountUid}`)
  if (!rows.length) throw refused()
  await db
    .insert(alertSettings)
    .values({ accountUid, kind, mail: false })
    .onConflictDoUpdate({ target: [alertSettings.accountUid, alertSettings.kind], set: { mail: false } })
  return { kind, stopped: words }
}
