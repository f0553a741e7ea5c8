import { and, eq, gt, isNull } from 'drizzle-orm'
import { type RegisterBody, username } from '../../../src/api/contract/schemas/auth'
import type { Mail, Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { accounts, emailConfirmations } from '../../db/schema/index'
import { conflict, DomainError, invalidInput } from '../support/errors'
import {
  type Account,
  createAccountUnlessTaken,
  findAccount,
  findAccountByEmail,
  isUsernameTaken,
} from './accounts'
import { COMMON_PASSWORD } from './credentials'
import { hashPassword, isCommonPassword } from './passwords'
import { announceAccountChanged } from './session-notices'
import { hashToken, newToken } from './tokens'

// A scout registers with a username, an email and a password (docs/api/scout.md#account), and finishes by following the
// link mailed to that address. The answer is the same whether the address is new or already has an account
// (docs/security.md: registration must not tell who has an account); the owner of a taken address gets a mail
// saying so instead. Username and password problems are reported at once, each beside its field.

export const CONFIRM_TTL_MS = 24 * 60 * 60_000
export const REGISTER_ANSWER = 'Check your mail: we sent a link to finish creating your account.'
const USERNAME_TAKEN = 'This username is taken'

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
  return { username: shape.data, available: !taken, ...(taken ? { message: USERNAME_TAKEN } : {}) }
}

async function confirmationLink(db: Db, account: Account, publicUrl: string) {
  const token = newToken()
  await db.insert(emailConfirmations).values({
    tokenHash: hashToken(token),
    accountUid: account.uid,
    expiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
  })
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`
}

/** Registers (or, for an address that has an account, warns its owner) and answers the mail to send. */
export async function registerScout(db: Db, body: RegisterBody, publicUrl: string): Promise<Mail> {
  const issues: { path: string; message: string }[] = []
  if (isCommonPassword(body.password)) issues.push({ path: 'password', message: COMMON_PASSWORD })
  if (await isUsernameTaken(db, body.username)) issues.push({ path: 'username', message: USERNAME_TAKEN })
  if (issues.length) throw invalidInput(issues)

  const found = await findAccountByEmail(db, 'scout', body.email)
  const account = found ? undefined : await newScout(db, body)
  if (account) return welcome(account, await confirmationLink(db, account, publicUrl))
  // The same work as a new account (a password hash), so the answer's timing does not tell either; an address
  // taken meanwhile has done it already.
  const existing = found ?? (await findAccountByEmail(db, 'scout', body.email))
  if (!existing) throw new Error('The address was taken meanwhile, yet its account is not found')
  if (found) await hashPassword(body.password)
  if (!existing.confirmedAt && !existing.deletedAt)
    return welcome(existing, await confirmationLink(db, existing, publicUrl))
  return {
    to: existing.email,
    subject: 'Someone tried to register with your address',
    text: [
      'Someone (perhaps you) tried to create a Scoutline scout account with this address, which already has one.',
      `Sign in at ${publicUrl}/login, or choose a new password at ${publicUrl}/forget-password?role=scout.`,
      'If it was not you, nothing has changed and you need not do anything.',
    ].join('\n\n'),
  }
}

/**
 * A registration and its mail, as both its forms answer it (the JSON call and the page without JavaScript): a mail
 * that cannot be sent is told to `mailFailed` and the answer stays the same — it must not tell a new address from
 * a taken one.
 */
export async function registerScoutAndMail(
  db: Db,
  mailer: Mailer,
  body: RegisterBody,
  publicUrl: string,
  mailFailed: (message: string) => void,
) {
  const mail = await registerScout(db, body, publicUrl)
  try {
    await mailer.send(mail)
  } catch (error) {
    mailFailed((error as Error).message)
  }
}

/**
 * The new scout, or nothing when a registration of the same address at the same moment made its account first
 * (then this one is answered as a taken address). Checked before, the address and the username can still be
 * taken between the check and the insert: the unique indexes decide, and each is answered in words.
 */
async function newScout(db: Db, body: RegisterBody): Promise<Account | undefined> {
  const made = await createAccountUnlessTaken(db, {
    role: 'scout',
    ...body,
    name: body.username,
    confirmed: false,
  })
  if (made || (await findAccountByEmail(db, 'scout', body.email))) return made
  throw invalidInput([{ path: 'username', message: USERNAME_TAKEN }])
}

const welcome = (account: Account, link: string): Mail => ({
  to: account.email,
  subject: 'Finish creating your Scoutline account',
  text: [
    `Welcome to Scoutline${account.username ? `, ${account.username}` : ''}.`,
    `Open this link within 24 hours to confirm your address and sign in:\n\n${link}\n`,
    'If you did not ask for an account, ignore this mail: nothing is created until the link is opened.',
  ].join('\n\n'),
})

/**
 * "Send the confirmation again" (the admin's scout page): a new link for a scout who has not confirmed the
 * address yet; an already confirmed address needs none.
 */
export async function confirmationAgain(db: Db, scout: Account, publicUrl: string): Promise<Mail> {
  if (scout.confirmedAt) throw conflict('This scout has already confirmed the address', 'ALREADY_CONFIRMED')
  return welcome(scout, await confirmationLink(db, scout, publicUrl))
}

/** Confirms the address behind a live link (single use) and answers the account, to be signed in. */
export async function confirmEmail(db: Db, token: string): Promise<Account> {
  const [claimed] = await db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmations.tokenHash, hashToken(token)),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, new Date()),
      ),
    )
    .returning({ accountUid: emailConfirmations.accountUid })
  const account = claimed ? await findAccount(db, claimed.accountUid) : undefined
  if (!account || account.disabled || account.deletedAt)
    throw new DomainError(
      'invalid',
      'This link is invalid, used or older than 24 hours: register again to get a new one',
      'CONFIRM_TOKEN',
    )
  if (account.confirmedAt) return account
  const [confirmed] = await db
    .update(accounts)
    .set({ confirmedAt: new Date() })
    .where(eq(accounts.uid, account.uid))
    .returning()
  await announceAccountChanged(db, account.uid)
  return confirmed!
}
