import { api } from '../../api/client'
import type {
  ForgetPasswordBody,
  LoginBody,
  LogoutAllBody,
  Profile,
  RegisterBody,
  ResetPasswordBody,
  UsernameAvailability,
} from '../../api/contract/schemas/auth'
import type { DataBody } from '../../api/contract/schemas/common'
import { authPaths, forgetPasswordPath, scoutAccountPaths } from '../../api/contract/terms/paths'
import type { Role } from '../../api/contract/terms/roles'
import { noticeDone } from '../../api/notices'
import type { TokenLoginAnswer } from '../../machines/session-guard.machine'

// Account and session calls of the three roles. Forms show their own errors, so these calls are quiet.

export const signIn = (role: Role, body: LoginBody) =>
  api<DataBody<Profile>>(authPaths(role).login, { method: 'POST', body: { ...body }, quiet: true }).then(
    (r) => r.data,
  )

export const signOut = (role: Role) => api<unknown>(authPaths(role).logout, { method: 'POST', body: {} })

export const signOutEverywhere = (role: Role, body: LogoutAllBody) =>
  api<unknown>(authPaths(role).logoutAll, { method: 'POST', body: { ...body }, quiet: true })

/** The session guard's check: it shows its own toast, so this is quiet too. */
export const checkSession = (role: Role) => api<TokenLoginAnswer>(authPaths(role).tokenLogin, { quiet: true })

/** Asks for a reset link by address alone: the server mails whichever account holds it (same answer if none). */
export const requestPasswordReset = (body: ForgetPasswordBody) =>
  api<DataBody<{ message: string }>>(forgetPasswordPath, {
    method: 'POST',
    body: { ...body },
    quiet: true,
  }).then((r) => r.data.message)

export const resetPassword = (role: Role, body: ResetPasswordBody) =>
  api<unknown>(authPaths(role).resetPassword, { method: 'POST', body: { ...body }, quiet: true })

/** Registers: the answer only says to check the mail (it is the same for an address that has an account). */
export async function registerScout(body: RegisterBody) {
  await api(scoutAccountPaths.register, { method: 'POST', body: { ...body }, quiet: true })
}

/** Follows the mailed link: confirms the address and signs the new scout in. */
export async function confirmEmail(token: string) {
  const confirmed = await api<DataBody<Profile>>(scoutAccountPaths.confirmEmail, {
    method: 'POST',
    body: { token },
    quiet: true,
  })
  noticeDone('Welcome! Your scout account is ready.')
  return confirmed.data
}

export const checkUsername = (username: string, signal: AbortSignal) =>
  api<DataBody<UsernameAvailability>>(scoutAccountPaths.validateUsername, {
    query: { username },
    signal,
    quiet: true,
  }).then((r) => r.data)
