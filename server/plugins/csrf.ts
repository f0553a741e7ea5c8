import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/contract/paths'
import { newToken, safeEqual, sign, unsign } from '../domain/accounts/tokens'
import { forbidden } from '../domain/support/errors'

// Signed double-submit CSRF (ARCHITECTURE.md §4): the server sets a JS-readable XSRF-TOKEN cookie signed with its
// secret; every non-GET must echo it in X-XSRF-TOKEN. A cross-site page can neither read the cookie nor forge the
// signature. GET routes that change state (the spec's GET logout) set `config.sameSiteOnly` and are refused when
// the browser says the request came from another site.

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export const csrfPlugin = fp(async (app: FastifyInstance, opts: { secret: string; secure: boolean }) => {
  const issue = (reply: FastifyReply) => {
    const token = sign(newToken(), opts.secret)
    reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: opts.secure, httpOnly: false })
    return token
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE]
    const valid = cookie !== undefined && unsign(cookie, opts.secret) !== undefined
    if (!valid) issue(reply)
    // The matched route decides, not the raw URL (which may spell /api percent-encoded).
    if (!request.routeOptions.url?.startsWith('/api/')) return

    // A payment provider's webhook carries no cookie: its signature is its proof (payments-webhook.routes.ts).
    if (request.routeOptions.config?.signedWebhook) return
    if (safeMethods.has(request.method)) {
      if (request.routeOptions.config?.sameSiteOnly) {
        const site = request.headers['sec-fetch-site']
        if (site === 'cross-site' || site === 'same-site')
          throw forbidden('Cross-site request refused', 'CSRF')
      }
      return
    }
    const header = request.headers[XSRF_HEADER.toLowerCase()]
    if (!valid || typeof header !== 'string' || !safeEqual(header, cookie!)) {
      throw forbidden('Missing or invalid CSRF token: reload the page and try again', 'CSRF')
    }
  })
})
