import type { Role } from '../../../src/api/contract/terms/roles'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { rateLimited } from '../support/errors'
import { findAccountByLogin } from './accounts'
import { claimAttempt, FREE_FAILURES, forgetFailures, takeBackAttempt } from './sign-in-delays'
import { claimUnlockLink, mailUnlockLink } from './sign-in-unlock'

// One sign-in attempt (login, or log out everywhere) as the account sees it: counted against the ACCOUNT the typed
// name belongs to — its email and its username share one count — and made to wait when the account has had too
// many failures (sign-in-delays.ts), unless the owner came through the mailed link (sign-in-unlock.ts). A name
// with no account is counted by itself, with the same answers, so the waits tell nothing of which names exist.

export interface SignInAttempt {
  role: Role
  /** The name as typed: an email, or a scout's username. */
  login: string
  /** The token of a mailed unlock link, when the sign-in page was opened from one. */
  unlock?: string
}

export interface SignInGate {
  succeeded(): Promise<unknown>
  /** A refused password: counted; once the account waits, its owner is mailed the way past the wait. */
  failed(): Promise<unknown>
  /** Not a refused password after all (a malformed or unconfirmed sign-in): not counted. */
  takeBack(): Promise<unknown>
}

export const TOO_MANY_FAILURES = (seconds: number) =>
  `Too many failed sign-ins with this name: try again in ${seconds} second${seconds === 1 ? '' : 's'}. ` +
  'If it is your account, the link we mailed to its address lets you sign in at once.'

export async function openSignInGate(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  attempt: SignInAttempt,
): Promise<SignInGate> {
  const { db, mailer, publicUrl } = deps
  const { role } = attempt
  const account = await findAccountByLogin(db, role, attempt.login)
  const key = account ? `signin:${role}:${account.uid}` : `signin:${role}:name:${attempt.login.toLowerCase()}`
  const unlocked =
    account && attempt.unlock ? await claimUnlockLink(db, role, account.uid, attempt.unlock) : false
  const mailOwner = async () => {
    if (account && !account.disabled) await mailUnlockLink(db, mailer, publicUrl, role, account)
  }
  const claim = await claimAttempt(db, key, unlocked)
  if (!claim.allowed) {
    await mailOwner()
    throw rateLimited(TOO_MANY_FAILURES(claim.retryAfter), claim.retryAfter)
  }
  return {
    succeeded: () => forgetFailures(db, key),
    failed: async () => {
      if (claim.failures >= FREE_FAILURES) await mailOwner()
    },
    takeBack: () => takeBackAttempt(db, key),
  }
}
