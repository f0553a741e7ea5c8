import { type RegisterBody, username } from '../../../src/api/contract/auth'
import type { Db } from '../../db/client'
import { invalidInput } from '../support/errors'
import { createAccount, findAccountByEmail, isUsernameTaken } from './accounts'
import { COMMON_PASSWORD } from './credentials'
import { isCommonPassword } from './passwords'

// A scout registers with a username, an email and a password (spec §7 Scout). Every problem is reported at
// once, each beside its field.

export interface UsernameAnswer {
  username: string
  available: boolean
  message?: string
}

/** Whether a username can be taken, and why not: the check the registration form makes while typing. */
export async function usernameAvailability(db: Db, wanted: string): Promise<UsernameAnswer> {
  const shape = username.safeParse(wanted)
  if (!shape.success) return { username: wanted, available: false, message: shape.error.issues[0]?.message }
  const taken = await isUsernameTaken(db, shape.data)
  return { username: shape.data, available: !taken, ...(taken ? { message: 'This username is taken' } : {}) }
}

export async function registerScout(db: Db, body: RegisterBody) {
  const issues: { path: string; message: string }[] = []
  if (isCommonPassword(body.password)) issues.push({ path: 'password', message: COMMON_PASSWORD })
  if (await isUsernameTaken(db, body.username))
    issues.push({ path: 'username', message: 'This username is taken' })
  if (await findAccountByEmail(db, 'scout', body.email))
    issues.push({
      path: 'email',
      message: 'An account with this email already exists: sign in or reset the password',
    })
  if (issues.length) throw invalidInput(issues)
  return createAccount(db, { role: 'scout', ...body, name: body.username })
}
