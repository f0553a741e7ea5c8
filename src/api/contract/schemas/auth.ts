import { z } from 'zod'
import { RESET_LINK_DEAD } from '../terms/accounts'
import type { Role } from '../terms/roles'
import { PASSWORD_MAX, PROFILE_MAX } from '../terms/writing-limits'

// Accounts, sessions and password recovery for the three roles (docs/spec.md#6-roles, docs/api/scout.md#account).

export const email = z.email({ message: 'Enter a valid email address' }).trim().toLowerCase().max(254)
/** docs/security.md: 10–128 characters, no composition rules (common passwords are refused by the server). */
export const password = z
  .string()
  .min(10, { message: 'Password must be at least 10 characters' })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
export const username = z
  .string()
  .trim()
  .min(3, { message: 'Username must be at least 3 characters' })
  .max(30, { message: 'Username must be at most 30 characters' })
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, {
    message: 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit',
  })

/** Who signs in: an email, or (scouts) a username. */
export const loginName = z
  .string({ error: 'Enter your email' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Enter your email' })
  .max(254, { message: 'Enter a valid email address' })
  .refine((v) => (v.includes('@') ? z.email().safeParse(v).success : username.safeParse(v).success), {
    message: 'Enter a valid email address (or, for scouts, your username)',
  })
const credentials = { email: loginName, password: z.string().min(1).max(PASSWORD_MAX) }
/** `unlock`: the token of a mailed "unlock and sign in" link, when the sign-in page was opened from one. */
export const loginBody = z.object({ ...credentials, unlock: z.string().max(200).optional() })
export type LoginBody = z.infer<typeof loginBody>

/** POST logout carries nothing: the session cookie says whose session ends. */
export const logoutBody = z.object({})

/** Log out everywhere re-asks for the credentials (docs/spec.md#log-out-everywhere). */
export const logoutAllBody = z.object(credentials)
export type LogoutAllBody = z.infer<typeof logoutAllBody>

export const registerBody = z.object({ username, email, password })
/** The token from the link mailed at registration. */
export const confirmEmailBody = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(1, { message: 'The link is incomplete' }).max(200),
})
export type RegisterBody = z.infer<typeof registerBody>

export const validateUsernameQuery = z.object({ username: z.string().trim().max(60) })
export interface UsernameAvailability {
  username: string
  available: boolean
  message?: string
}

export const forgetPasswordBody = z.object({ email })
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>
/** The token is the link's, not the user's: a malformed one reads as a dead link, never as a length rule. */
const resetToken = z
  .string({ error: RESET_LINK_DEAD })
  .min(20, { message: RESET_LINK_DEAD })
  .max(200, { message: RESET_LINK_DEAD })
export const resetPasswordBody = z.object({ token: resetToken, password })
export { RESET_LINK_DEAD }
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>

/** The same answer whether or not the address has an account (no account enumeration). */
export const FORGET_PASSWORD_ANSWER =
  'If an account exists for that address, we have sent a link to reset the password. It is valid for 15 minutes.'

/** The signed-in user as every area shows it. */
export interface Profile {
  uid: string
  role: Role
  email: string
  name: string | null
  username: string | null
  phone: string | null
  organisation: string | null
  country: string | null
  bio: string | null
  pic: string | null
}

/** What a scout may change on their own profile; empty fields are simply not sent. */
/** A profile change: a field left out keeps its value; `null` clears it. */
export const profileUpdateBody = z.object({
  name: z.string().trim().min(1).max(PROFILE_MAX.name).nullable().optional(),
  phone: z.string().trim().max(PROFILE_MAX.phone).nullable().optional(),
  organisation: z.string().trim().max(PROFILE_MAX.organisation).nullable().optional(),
  country: z.string().trim().max(PROFILE_MAX.country).nullable().optional(),
  bio: z.string().trim().max(PROFILE_MAX.bio).nullable().optional(),
})
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>
