import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  FORGET_PASSWORD_ANSWER,
  forgetPasswordBody,
  loginBody,
  logoutAllBody,
  logoutBody,
  resetPasswordBody,
} from '../../src/api/contract/schemas/auth'
import { authPaths } from '../../src/api/contract/terms/paths'
import type { Role } from '../../src/api/contract/terms/roles'
import { presentProfile } from '../domain/accounts/accounts'
import { resetPassword, verifyCredentials } from '../domain/accounts/credentials'
import { requestPasswordReset } from '../domain/accounts/password-reset'
import { deleteAccountSessions, deleteSession, findSession } from '../domain/accounts/sessions'
import { forbidden } from '../domain/support/errors'
import { rateLimits } from '../plugins/rate-limit'
import { clearSessionCookie, cookieName, signIn } from '../plugins/session'
import type { ZodTypeProvider } from '../plugins/zod'
import { route } from '../routes/route-path'

// The session routes every role has (docs/spec.md#6-roles): login, logout, token_login, forget/reset password, and for
// community and scout log out everywhere. One definition, registered by each area with its role.

export function sessionRoutes(role: Role, options: { logoutAll: boolean }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db, config, mailer } = app.deps
    const secure = config.isProduction
    const paths = authPaths(role)
    const logoutAt = route(paths.logout)

    app.post(
      route(paths.login),
      {
        config: { auth: 'public', rateLimit: rateLimits.credentials(role) },
        schema: { body: loginBody },
      },
      async (request, reply) => {
        const { email, password } = request.body
        const account = await verifyCredentials(db, role, email, password)
        await signIn(db, request, reply, account, secure)
        return { data: presentProfile(account) }
      },
    )

    app.get(route(paths.tokenLogin), { config: { auth: role } }, async (request) => ({
      data: presentProfile(request.account!),
    }))

    const logout = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[cookieName(role)]
      if (token) {
        const found = await findSession(db, token, role)
        if (found) await deleteSession(db, found.session.id)
      }
      clearSessionCookie(reply, role)
      return { data: { message: 'Signed out' } }
    }
    // The app signs out with a POST (CSRF-checked like every write).
    app.post(logoutAt, { config: { auth: 'public' }, schema: { body: logoutBody } }, logout)
    // The spec's GET, kept for its clients: refused from another site, and refused when the browser says it is
    // not a script's call or a page the person opened — an <img> or <video> pointing here
    // (tests/api/picture-addresses-and-logout.test.ts) must not sign anyone out.
    app.get(logoutAt, { config: { auth: 'public', sameSiteOnly: true } }, async (request, reply) => {
      const dest = request.headers['sec-fetch-dest']
      if (typeof dest === 'string' && dest !== 'empty' && dest !== 'document')
        throw forbidden('Sign out with the Log out button', 'CSRF')
      return logout(request, reply)
    })

    if (options.logoutAll) {
      app.post(
        route(paths.logoutAll),
        {
          config: { auth: 'public', rateLimit: rateLimits.credentials(role) },
          schema: { body: logoutAllBody },
        },
        async (request, reply) => {
          const { email, password } = request.body
          const account = await verifyCredentials(db, role, email, password)
          const ended = await deleteAccountSessions(db, account.uid)
          clearSessionCookie(reply, role)
          return { data: { message: `Signed out of ${ended} session${ended === 1 ? '' : 's'}`, ended } }
        },
      )
    }

    app.post(
      route(paths.forgetPassword),
      {
        config: { auth: 'public', rateLimit: rateLimits.forgetPassword(role) },
        schema: { body: forgetPasswordBody },
      },
      async (request) => {
        const { email } = request.body
        const failed = await requestPasswordReset(db, mailer, role, email, config.publicUrl)
        if (failed) request.log.error({ err: failed.mailError }, 'password reset mail could not be sent')
        return { data: { message: FORGET_PASSWORD_ANSWER } }
      },
    )

    app.post(
      route(paths.resetPassword),
      { config: { auth: 'public' }, schema: { body: resetPasswordBody } },
      async (request) => {
        const { token, password } = request.body
        await resetPassword(db, role, token, password)
        return { data: { message: 'Your password has been changed. Sign in with the new password.' } }
      },
    )
  }
}
