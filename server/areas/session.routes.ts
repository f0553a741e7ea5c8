import type { FastifyInstance } from 'fastify'
import {
  FORGET_PASSWORD_ANSWER,
  forgetPasswordBody,
  loginBody,
  logoutAllBody,
  type Role,
  resetPasswordBody,
} from '../../src/api/contract/auth'
import { authenticate, presentProfile } from '../domain/accounts/accounts'
import { completePasswordReset, requestPasswordReset } from '../domain/accounts/password-reset'
import { isCommonPassword } from '../domain/accounts/passwords'
import { clearKey } from '../domain/accounts/rate-limit'
import { deleteAccountSessions, deleteSession, findSession } from '../domain/accounts/sessions'
import { httpError } from '../plugins/errors'
import { enforce, ipKey, limits, refuseIfExhausted } from '../plugins/rate-limit'
import { clearSessionCookie, cookieName, signIn } from '../plugins/session'
import type { ZodTypeProvider } from '../plugins/zod'

// The session routes every role has (spec §6–7): login, logout, token_login, forget/reset password, and for
// community and scout log out everywhere. One definition, registered by each area with its role.

export const WRONG_CREDENTIALS = 'Invalid email or password'

export function sessionRoutes(role: Role, options: { logoutAll: boolean }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db, config, mailer } = app.deps
    const secure = config.isProduction

    /** Checks credentials under the login rate limits; counts only failures. */
    async function checkCredentials(ip: string, email: string, password: string, action: string) {
      const accountKey = `${action}:${role}:${email}`
      const ipKeyName = `${action}:ip:${ip}`
      await refuseIfExhausted(db, [
        [accountKey, limits.loginPerAccount],
        [ipKeyName, limits.loginPerIp],
      ])
      const account = await authenticate(db, role, email, password)
      if (!account) {
        await enforce(db, [
          [accountKey, limits.loginPerAccount],
          [ipKeyName, limits.loginPerIp],
        ])
        throw httpError(401, WRONG_CREDENTIALS, 'WRONG_CREDENTIALS')
      }
      await clearKey(db, accountKey)
      return account
    }

    app.post(
      '/login',
      { config: { auth: 'public' }, schema: { body: loginBody } },
      async (request, reply) => {
        const { email, password } = request.body
        const account = await checkCredentials(ipKey(request), email, password, 'login')
        await signIn(db, request, reply, account, secure)
        return { data: presentProfile(account) }
      },
    )

    app.get('/token_login', { config: { auth: role } }, async (request) => ({
      data: presentProfile(request.account!),
    }))

    // A state change over GET because the spec says so; refused when it comes from another site.
    app.get('/logout', { config: { auth: 'public', sameSiteOnly: true } }, async (request, reply) => {
      const token = request.cookies[cookieName(role)]
      if (token) {
        const found = await findSession(db, token, role)
        if (found) await deleteSession(db, found.session.id)
      }
      clearSessionCookie(reply, role)
      return { data: { message: 'Signed out' } }
    })

    if (options.logoutAll) {
      app.post(
        '/logout_all',
        { config: { auth: 'public' }, schema: { body: logoutAllBody } },
        async (request, reply) => {
          const { email, password } = request.body
          const account = await checkCredentials(ipKey(request), email, password, 'logout_all')
          const ended = await deleteAccountSessions(db, account.uid)
          clearSessionCookie(reply, role)
          return { data: { message: `Signed out of ${ended} session${ended === 1 ? '' : 's'}`, ended } }
        },
      )
    }

    app.post(
      '/forget-password',
      { config: { auth: 'public' }, schema: { body: forgetPasswordBody } },
      async (request) => {
        const { email } = request.body
        await enforce(db, [
          [`forget:${role}:${email}`, limits.forgetPerAccount],
          [`forget:ip:${ipKey(request)}`, limits.forgetPerIp],
        ])
        const failed = await requestPasswordReset(db, mailer, role, email, config.publicUrl)
        if (failed) request.log.error({ err: failed.mailError }, 'password reset mail could not be sent')
        return { data: { message: FORGET_PASSWORD_ANSWER } }
      },
    )

    app.post(
      '/reset-password',
      { config: { auth: 'public' }, schema: { body: resetPasswordBody } },
      async (request) => {
        const { token, password } = request.body
        if (isCommonPassword(password))
          throw httpError(400, 'This password is too common: choose another', 'VALIDATION', {
            issues: [{ path: 'password', message: 'This password is too common: choose another' }],
          })
        const done = await completePasswordReset(db, role, token, password)
        if (!done)
          throw httpError(400, 'This reset link is invalid or has expired: ask for a new one', 'RESET_TOKEN')
        return { data: { message: 'Your password has been changed. Sign in with the new password.' } }
      },
    )
  }
}
