import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Profile, ProfileUpdateBody } from '../../../src/api/contract/schemas/auth'
import type { Role } from '../../../src/api/contract/terms/roles'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema/index'
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords'
import { announceAccountChanged } from './session-notices'

export type Account = typeof accounts.$inferSelect

/** How an account signs what it makes (a PDF's "Prepared by", a shared link's "Shared by"): name, else username, else email. */
export const signatureOf = (a: Pick<Account, 'name' | 'username' | 'email'>) =>
  a.name || a.username || a.email

export const presentProfile = (a: Account): Profile => ({
  uid: a.uid,
  role: a.role,
  email: a.email,
  name: a.name,
  username: a.username,
  phone: a.phone,
  organisation: a.organisation,
  country: a.country,
  bio: a.bio,
  pic: a.pic,
})

export async function findAccountByEmail(db: Db, role: Role, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, role), eq(accounts.email, email.toLowerCase())))
    .limit(1)
  return row
}

export async function findAccount(db: Db, uid: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.uid, uid)).limit(1)
  return row
}

/** By email, or — without an `@` — by username (only scouts have one), case-insensitively. */
export async function findAccountByLogin(db: Db, role: Role, login: string) {
  if (login.includes('@')) return findAccountByEmail(db, role, login)
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, role), sql`lower(${accounts.username}) = ${login.toLowerCase()}`))
    .limit(1)
  return row
}

/** The account when login (email or username) and password match; the same work is done when it is unknown. */
export async function authenticate(db: Db, role: Role, login: string, password: string) {
  const account = await findAccountByLogin(db, role, login)
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password)
  return ok && account && !account.disabled ? account : undefined
}

export interface NewAccount {
  role: Role
  email: string
  password: string
  username?: string
  name?: string
  /** False for a self-registered scout until the mailed link is followed; true for everyone else. */
  confirmed?: boolean
}

export async function createAccount(db: Db, input: NewAccount) {
  const [row] = await db
    .insert(accounts)
    .values(await newAccountRow(input))
    .returning()
  return row!
}

/**
 * The new account, or nothing when its address or username was taken meanwhile (by a registration at the same
 * moment): the unique indexes decide, with no failed statement (on PGlite a failed one outside a transaction drops the one connection, and the
 * next query fails).
 */
export async function createAccountUnlessTaken(db: Db, input: NewAccount): Promise<Account | undefined> {
  const [row] = await db
    .insert(accounts)
    .values(await newAccountRow(input))
    .onConflictDoNothing()
    .returning()
  return row
}

const newAccountRow = async (input: NewAccount) => ({
  uid: uuidv7(),
  role: input.role,
  email: input.email.toLowerCase(),
  username: input.username ?? null,
  name: input.name ?? null,
  passwordHash: await hashPassword(input.password),
  confirmedAt: input.confirmed === false ? null : new Date(),
})

export async function isUsernameTaken(db: Db, username: string) {
  const [row] = await db
    .select({ uid: accounts.uid })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = ${username.toLowerCase()}`)
    .limit(1)
  return Boolean(row)
}

export async function updateProfile(db: Db, uid: string, changes: ProfileUpdateBody) {
  const [row] = await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accounts.uid, uid))
    .returning()
  await announceAccountChanged(db, uid) // a remembered session carries the account as it was
  return row
}

export async function setPassword(db: Db, uid: string, password: string) {
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(accounts.uid, uid))
  await announceAccountChanged(db, uid)
}
