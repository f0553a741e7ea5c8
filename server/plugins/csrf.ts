import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/contract/terms/paths'
import { newToken, safeEqual, sign, unsign } from '../domain/accounts/tokens'
import { forbidden } from '../domain/support/errors'

// Signed double-submit CSRF (docs/architecture.md#4-the-request-path): the server sets a JS-readable XSRF-TOKEN cookie
// signed with its secret; every non-GET must echo it in X-XSRF-TOKEN. A cross-site page can neither read the cookie nor
// forge the signature. GET routes that change state (the spec's GET logout) set `config.sameSiteOnly` and are refused
// when the browser says the request came from another site.

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'fastify' {
  interface FastifyRequest {
    /** The token this browser holds after this request (its cookie's, or the one just issued): a form page's hidden field. */
    csrfToken: string | undefined
    /** The request came with a genuine token cookie (a form page's POST must, and must echo it). */
    csrfCookieValid: boolean
  }
}

/**
 * A form page's POST without JavaScript (decision 0066): the token comes in the form's hidden `_csrf` field
 * instead of the header, and must match the genuine cookie the same way.
 */
export function formTokenMatches(request: FastifyRequest, given: unknown): boolean {
  const cookie = request.cookies[XSRF_COOKIE]
  return (
    request.csrfCookieValid && typeof given === 'string' && cookie !== undefined && safeEqual(given, cookie)
  )
}

/** How many verified tokens are remembered (a few hundred KB); past it the memory starts again. */
const REMEMBERED = 10_000

export const csrfPlugin = fp(async (app: FastifyInstance, opts: { secret: string; secure: boolean }) => {
  // A token's signature is checked once per process: the HMAC was ~5 % of a request's CPU in the profile, and a
  // token once proven genuine stays genuine (the secret does not change while the server runs).
  const verified = new Set<string>()
  const genuine = (cookie: string) => {
    if (verified.has(cookie)) return true
    if (unsign(cookie, opts.secret) === undefined) return false
    if (verified.size >= REMEMBERED) verified.clear()
    verified.add(cookie)
    return true
  }
  const issue = (reply: FastifyReply) => {
    const token = sign(newToken(), opts.secret)
    reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: opts.secure, httpOnly: false })
    return token
  }

  app.decorateRequest('csrfToken', undefined)
  app.decorateRequest('csrfCookieValid', false)

  // A callback hook, as every hook on the path of all requests: an async one costs a promise and a microtask.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    done(refusal(request, reply))
  })

  /** Why the request is refused, if it is (issuing a cookie to a browser that has none on the way). */
  function refusal(request: FastifyRequest, reply: FastifyReply): Error | undefined {
    const cookie = request.cookies[XSRF_COOKIE]
    const valid = cookie !== undefined && genuine(cookie)
    request.csrfCookieValid = valid
    request.csrfToken = valid ? cookie : issue(reply)
    // The matched route decides, not the raw URL (which may spell /api percent-encoded).
    if (!request.routeOptions.url?.startsWith('/api/')) return
    // A payment provider's webhook carries no cookie: its signature is its proof (payments-webhook.routes.ts).
    if (request.routeOptions.config?.signedWebhook) return
    if (safeMethods.has(request.method)) {
      if (request.routeOptions.config?.sameSiteOnly) {
        const site = request.headers['sec-fetch-site']
        if (site === 'cross-site' || site === 'same-site')
          return forbidden('Cross-site request refused', 'CSRF')
      }
      return
    }
    const header = request.headers[XSRF_HEADER.toLowerCase()]
    if (!valid || typeof header !== 'string' || !safeEqual(header, cookie!))
      return forbidden('Missing or invalid CSRF token: reload the page and try again', 'CSRF')
  }
})
