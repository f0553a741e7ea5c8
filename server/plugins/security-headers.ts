import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

// Helmet's security headers (CSP, HSTS in production, nosniff, frame and referrer rules …) on every answer.
// They do not depend on the request, so they are worked out ONCE at start: the CPU profile showed
// @fastify/helmet building the whole helmet middleware again for each request (~5 % of a request's time).

/** The headers helmet sets for these options, as a plain map (helmet run once against a stand-in response). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {})
  return headers
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
})
