import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../../src/api/contract/terms/roles'
import type { Db } from '../db/client'
import type { Deps } from '../deps'
import { hit, type Limit, release } from '../domain/accounts/rate-limit'
import { openSignInGate, type SignInAttempt } from '../domain/accounts/sign-in-gate'
import { DomainError, rateLimited } from '../domain/support/errors'

// Rate limits are a route flag, like `auth` and `idempotent` (decision 0011): a route names a policy from the
// table below in `config.rateLimit`, and this plugin applies it around the handler. Counters live in the
// database (docs/security.md), so every API instance shares them.

const minutes = (n: number) => n * 60_000
export const limits = {
  // Per account, failed sign-ins are slowed by growing waits rather than limited (sign-in-gate.ts, decision 0035).
  loginPerIp: { max: 50, windowMs: minutes(15) },
  forgetPerAccount: { max: 5, windowMs: minutes(15) },
  forgetPerIp: { max: 20, windowMs: minutes(15) },
  usernamePerIp: { max: 60, windowMs: minutes(1) },
  // A club office behind one address registers its scouts; each registration mails, so still bounded.
  registerPerIp: { max: 30, windowMs: minutes(60) },
  confirmPerIp: { max: 30, windowMs: minutes(60) },
  contactPerAccount: { max: 5, windowMs: minutes(60) },
  checkoutPerAccount: { max: 20, windowMs: minutes(60) },
  ownPasswordPerAccount: { max: 10, windowMs: minutes(60) },
} satisfies Record<string, Limit>

export interface RateLimitPolicy {
  /** The counters one request touches, from the validated request. */
  keys(request: FastifyRequest): [key: string, limit: Limit][]
  /**
   * `every-request` counts each call before the handler runs. `failures` counts each call atomically BEFORE
   * the handler checks anything (so a burst of concurrent guesses cannot all be checked), then takes the count
   * back when the call turns out not to be a refused credential or when it succeeds (an address is limited by
   * its failures only).
   */
  count: 'every-request' | 'failures'
  /** A sign-in: its account's failures are counted and slowed as well (domain/accounts/sign-in-gate.ts). */
  signIn?: (request: FastifyRequest) => SignInAttempt
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RateLimitPolicy
  }
}

const ip = (request: FastifyRequest) => request.ip
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email

/** The named policies; routes pick one, never build keys themselves. */
export const rateLimits = {
  /**
   * Password checks: per account and per address, failures only. Login and log out everywhere share one budget
   * (both check the password), so neither gives an attacker more guesses.
   */
  credentials: (role: Role): RateLimitPolicy => ({
    keys: (request) => [[`password:ip:${ip(request)}`, limits.loginPerIp]],
    count: 'failures',
    signIn: (request) => {
      const body = request.body as { email: string; unlock?: string }
      return { role, login: body.email, unlock: body.unlock }
    },
  }),
  /**
   * A signed-in account confirming its own password (deleting itself): a wrong one is a refused form, not a
   * signing out, so every call counts, per account.
   */
  ownPassword: {
    keys: (request) => [[`own-password:${request.account?.uid}`, limits.ownPasswordPerAccount]],
    count: 'every-request',
  } satisfies RateLimitPolicy,
  forgetPassword: (role: Role): RateLimitPolicy => ({
    keys: (request) => [
      [`forget:${role}:${emailOf(request)}`, limits.forgetPerAccount],
      [`forget:ip:${ip(request)}`, limits.forgetPerIp],
    ],
    count: 'every-request',
  }),
  /** The same budgets for the address-only form: per address asked about (any role) and per caller. */
  forgetPasswordAnyRole: {
    keys: (request) => [
      [`forget:any:${emailOf(request)}`, limits.forgetPerAccount],
      [`forget:ip:${ip(request)}`, limits.forgetPerIp],
    ],
    count: 'every-request',
  } satisfies RateLimitPolicy,
  validateUsername: {
    keys: (request) => [[`username:ip:${ip(request)}`, limits.usernamePerIp]],
    count: 'every-request',
  } satisfies RateLimitPolicy,
  register: {
    keys: (request) => [[`register:ip:${ip(request)}`, limits.registerPerIp]],
    count: 'every-request',
  } satisfies RateLimitPolicy,
  /** Following a registration link: tokens are 256 bits, this only keeps a flood off the database. */
  confirmEmail: {
    keys: (request) => [[`confirm:ip:${ip(request)}`, limits.confirmPerIp]],
    count: 'every-request',
  } satisfies RateLimitPolicy,
  /** A scout writing to the provider: a few messages an hour, per account. */
  contact: {
    keys: (request) => [[`contact:${request.account?.uid ?? ip(request)}`, limits.contactPerAccount]],
    count: 'every-request',
  } satisfies RateLimitPolicy,
  /** Starting a checkout: each one is a pending transaction (and, with Stripe, a Checkout Session). */
  checkout: {
    keys: (request) => [[`checkout:${request.account?.uid ?? ip(request)}`, limits.checkoutPerAccount]],
    count: 'every-request',
  } satisfies RateLimitPolicy,
}

const tooMany = (retryAfter: number) =>
  rateLimited(`Too many attempts. Try again in ${retryAfter} seconds.`, retryAfter)

/** Counts a hit on each key and refuses with 429 + Retry-After when any is over its limit. */
async function enforce(db: Db, keys: [string, Limit][]) {
  for (const [key, limit] of keys) {
    const { over, retryAfter } = await hit(db, key, limit)
    if (over) throw tooMany(retryAfter)
  }
}

const refusedCredentials = (err: unknown) => err instanceof DomainError && err.kind === 'unauthenticated'

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const policy = route.config?.rateLimit
    if (!policy) return
    const handler = route.handler as RouteHandlerMethod
    route.handler = async function rateLimitedHandler(request, reply) {
      return limited(app.deps, policy, request, () => handler.call(this, request, reply))
    }
  })
})

/**
 * `run` under a rate limit policy: what the route flag does around a handler, for a route that checks its input
 * itself first (a form page, decision 0066: a refused field is answered with the page, never counted, as the
 * JSON API's validation failures are not). `request.body` is what the policy's keys read.
 */
export async function limited<T>(
  deps: Deps,
  policy: RateLimitPolicy,
  request: FastifyRequest,
  run: () => T | Promise<T>,
): Promise<T> {
  const { db } = deps
  const keys = policy.keys(request)
  if (policy.count === 'every-request') {
    await enforce(db, keys)
    return run()
  }
  // One atomic increment per key before the password is verified: at most `max` attempts get checked.
  await enforce(db, keys)
  const releaseAll = async () => {
    for (const [key] of keys) await release(db, key)
  }
  const attempt = policy.signIn?.(request)
  const { mailer, config } = deps
  const gate = attempt
    ? await openSignInGate({ db, mailer, publicUrl: config.publicUrl }, attempt).catch(async (err) => {
        await releaseAll() // made to wait: not a checked password, so not the address's failure either
        throw err
      })
    : undefined
  try {
    const answer = await run()
    await gate?.succeeded()
    await releaseAll()
    return answer
  } catch (err) {
    if (refusedCredentials(err)) await gate?.failed()
    else {
      await gate?.takeBack()
      await releaseAll()
    }
    throw err
  }
}
