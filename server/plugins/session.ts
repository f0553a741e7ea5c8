import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../../src/api/contract/terms/roles'
import type { Db } from '../db/client'
import type { Account } from '../domain/accounts/accounts'
import type { RememberedSession } from '../domain/accounts/session-memory'
import {
  createSession,
  deleteSession,
  findSession,
  prepareSessionLookup,
  rememberedSession,
  sessionLifetime,
} from '../domain/accounts/sessions'
import { unauthenticated } from '../domain/support/errors'

// Every route declares who may call it with `config.auth`; this one hook enforces it (a route flag, not URL
// matching). Each role has its own cookie, scoped to its own API family, so a scout's cookie never even reaches
// /api/admin — and if sent by hand it is looked up for the wrong role and refused.

export type AuthRule = 'public' | Role

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule
    sameSiteOnly?: boolean
    /** A payment provider's webhook: authenticated by its signature, so exempt from the CSRF token. */
    signedWebhook?: boolean
    /** A multipart upload route's input schema: the zod schema of its text fields (the file is checked by the
     * uploads plugin). The route-table test requires it, as it requires a body schema elsewhere. */
    multipart?: import('zod').ZodType
  }
  interface FastifyRequest {
    account?: Account
    sessionId?: string
  }
}

export const NOT_AUTHENTICATED = 'User not authenticated Please login'
export const cookieName = (role: Role) => `sid_${role}`
const cookiePath = (role: Role) => `/api/${role}`

export function setSessionCookie(reply: FastifyReply, role: Role, token: string, secure: boolean) {
  reply.setCookie(cookieName(role), token, {
    path: cookiePath(role),
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(sessionLifetime[role].absoluteMs / 1000),
  })
}

export function clearSessionCookie(reply: FastifyReply, role: Role) {
  reply.clearCookie(cookieName(role), { path: cookiePath(role) })
}

/** Starts a fresh session (never reusing a presented token: no fixation) and sets its cookie. */
export async function signIn(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  secure: boolean,
) {
  const old = request.cookies[cookieName(account.role)]
  if (old) {
    const previous = await findSession(db, old, account.role)
    if (previous) await deleteSession(db, previous.session.id)
  }
  const token = await createSession(db, account.uid, account.role, request.headers['user-agent'])
  setSessionCookie(reply, account.role, token, secure)
}

/** `remember`: answer sessions found in the last seconds from memory (one server process only). */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; remember: boolean }) => {
  const lookup = prepareSessionLookup(opts.db)
  // A callback hook: most requests (public routes, files, the app's pages) need no lookup, and an async hook
  // would cost them a promise and a microtask each.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    // Decided by the matched route, never the raw URL: the router decodes `/%61pi/…` to `/api/…`.
    if (!request.routeOptions.url?.startsWith('/api/') || request.is404) return done()
    const auth = request.routeOptions.config?.auth
    if (!auth) return done(new Error(`Route ${request.routeOptions.url} declares no auth rule`))
    if (auth === 'public') return done()
    const token = request.cookies[cookieName(auth)]
    if (!token) return done(unauthenticated(NOT_AUTHENTICATED))
    const admit = (found: RememberedSession | undefined) => {
      if (!found) return done(unauthenticated(NOT_AUTHENTICATED))
      request.account = found.account
      request.sessionId = found.session.id
      done()
    }
    // Most signed-in requests are answered from memory: that path stays synchronous (no promise, no microtask).
    const known = opts.remember ? rememberedSession(token, auth) : undefined
    if (known) return admit(known)
    findSession(opts.db, token, auth, lookup, opts.remember).then(admit, done)
  })
})
