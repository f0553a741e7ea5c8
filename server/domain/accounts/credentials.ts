import { RESET_LINK_DEAD } from '../../../src/api/contract/schemas/auth'
import type { Role } from '../../../src/api/contract/terms/roles'
import type { Db } from '../../db/client'
import { DomainError, invalidField } from '../support/errors'
import { type Account, authenticate } from './accounts'
import { completePasswordReset } from './password-reset'
import { isCommonPassword } from './passwords'

// The password rules of signing in and of choosing a new password, for every role. Routes call these and
// never judge a password themselves; the login rate limit counts the `unauthenticated` refusals (a route flag).

export const WRONG_CREDENTIALS = 'Invalid email or password'
export const COMMON_PASSWORD = 'This password is too common: choose another'

/** The account whose email and password match, or a refusal that does not say which of the two was wrong. */
export async function verifyCredentials(
  db: Db,
  role: Role,
  email: string,
  password: string,
): Promise<Account> {
  const account = await authenticate(db, role, email, password)
  if (!account) throw new DomainError('unauthenticated', WRONG_CREDENTIALS, 'WRONG_CREDENTIALS')
  // Said only to whoever knows the password: it tells a stranger nothing about the address.
  if (!account.confirmedAt)
    throw new DomainError(
      'forbidden',
      'Confirm your address first: open the link we mailed you (registering again sends a new one)',
      'UNCONFIRMED',
    )
  return account
}

/** A new password must not be one of the most common ones (docs/security.md); length is the contract's rule. */
export function requireUncommonPassword(password: string) {
  if (isCommonPassword(password)) throw invalidField('password', COMMON_PASSWORD)
}

/** Sets a new password from a reset link: refused for a common password or a dead link. */
export async function resetPassword(db: Db, role: Role, token: string, password: string) {
  requireUncommonPassword(password)
  if (!(await completePasswordReset(db, role, token, password)))
    throw new DomainError('invalid', RESET_LINK_DEAD, 'RESET_TOKEN')
}
