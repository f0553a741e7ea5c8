import { sql } from 'drizzle-orm'
import { loginRoute, type Role } from '../../../src/api/contract/terms/roles'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema/index'
import type { Account } from './accounts'
import { hit } from './rate-limit'
import { hashToken, newToken } from './tokens'

// The owner's way past the waits a stranger's guesses put on an account (decision 0035): a mailed "unlock and
// sign in" link to the role's sign-in page. Signing in there with the right password is never made to wait, and
// it forgets the failures. The link is single use, stored hashed, valid 24 hours, and works for its own account
// only (the password is still asked: the link alone opens nothing). At most one such mail per account every 15
// minutes, however many guesses arrive. Links live in rate_limits (swept hourly when expired).

const LINK_HOURS = 24
const MAIL_EVERY_MS = 15 * 60_000

const linkKey = (role: Role, accountUid: string, token: string) =>
  `unlock:${role}:${accountUid}:${hashToken(token)}`

/** Mails a fresh link unless one was mailed to this account in the last 15 minutes. */
export async function mailUnlockLink(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  role: Role,
  account: Account,
) {
  const { over } = await hit(db, `unlock-mailed:${role}:${account.uid}`, { max: 1, windowMs: MAIL_EVERY_MS })
  if (over) return
  const token = newToken()
  await db
    .insert(rateLimits)
    .values({ key: linkKey(role, account.uid, token), hits: 0, resetAt: sql`now() + interval '24 hours'` })
  const link = `${publicUrl}${loginRoute[role]}?unlock=${encodeURIComponent(token)}`
  await mailer.send({
    to: account.email,
    subject: 'Failed sign-ins to your Scoutline account',
    text: [
      'Someone has been signing in to your Scoutline account with wrong passwords, so each new try now has to',
      'wait a while. If it was you, or if you want to sign in now, open this link and sign in with your password:',
      `\n${link}\n`,
      `The link works once, for ${LINK_HOURS} hours, and only with your password. If you did not try to sign in,`,
      'your password has not been given away, but choosing a longer one keeps guesses hopeless.',
    ].join('\n'),
  })
}

/** Uses up the account's link: true when `token` is a live link of this account (then it is spent). */
export async function claimUnlockLink(db: Db, role: Role, accountUid: string, token: string) {
  const spent = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.key} = ${linkKey(role, accountUid, token)} and ${rateLimits.resetAt} > now()`)
    .returning({ key: rateLimits.key })
  return spent.length > 0
}
