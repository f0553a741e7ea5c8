import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import { type Role, roles } from '../../../src/api/contract/terms/roles'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { accounts, passwordResets } from '../../db/schema/index'
import { findAccount, findAccountByEmail, setPassword } from './accounts'
import { deleteAccountSessions } from './sessions'
import { hashToken, newToken } from './tokens'

// Reset tokens: single use, stored hashed, valid 15 minutes; a reset ends every session of the account.
export const RESET_TTL_MS = 15 * 60_000

export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  role: Role,
  email: string,
  publicUrl: string,
): Promise<{ mailError: unknown } | undefined> {
  const account = await findAccountByEmail(db, role, email)
  if (!account || account.disabled) return
  const token = newToken()
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    accountUid: account.uid,
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  })
  const link = `${publicUrl}/forget-password?role=${role}&token=${encodeURIComponent(token)}`
  // A mail that cannot be sent is reported, not thrown: a 500 only for known addresses would reveal which
  // addresses have accounts.
  try {
    await mailer.send({
      to: account.email,
      subject: 'Reset your password',
      text: [
        'Someone asked to reset the password of your Scoutline account.',
        `Open this link within 15 minutes to choose a new password:\n\n${link}\n`,
        'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
      ].join('\n\n'),
    })
  } catch (err) {
    return { mailError: err }
  }
}

/**
 * A reset for every account that holds the address, whatever its role (one address may hold a scout's and an
 * admin's account: each gets its own link, to its own area). Nothing for an unknown address.
 */
export async function requestPasswordResetAnyRole(
  db: Db,
  mailer: Mailer,
  email: string,
  publicUrl: string,
): Promise<{ mailError: unknown }[]> {
  const failures: { mailError: unknown }[] = []
  for (const role of roles) {
    const failed = await requestPasswordReset(db, mailer, role, email, publicUrl)
    if (failed) failures.push(failed)
  }
  return failures
}

/** Sets the new password when the token is live; returns false for an unknown, used or expired token. */
export async function completePasswordReset(db: Db, role: Role, token: string, password: string) {
  // Claim the token first (single use even under concurrent submissions). Only a token of this role's accounts
  // is claimed, so a link posted to another role's API is refused without being used up.
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
        inArray(
          passwordResets.accountUid,
          db.select({ uid: accounts.uid }).from(accounts).where(eq(accounts.role, role)),
        ),
      ),
    )
    .returning()
  if (!claimed) return false
  const account = await findAccount(db, claimed.accountUid)
  if (!account) return false
  await setPassword(db, account.uid, password)
  await deleteAccountSessions(db, account.uid)
  // Any other link still in a mailbox dies with this reset: a password is reset once per request.
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.accountUid, account.uid), isNull(passwordResets.usedAt)))
  return true
}
