import type { FastifyReply, FastifyRequest } from 'fastify'

// What a log line may say of a request, an answer and a body: each field is built from the few values it needs,
// so a secret never reaches a line (docs/security.md: cookies, CSRF tokens, passwords and a link's token). Built by
// serializers rather than pino's path redaction: the request line is written for every request, and redaction
// copied and walked each line again (parsing its paths each time) — 6 % of a health check's CPU in the profile,
// with nothing to remove, since no serializer here ever copies a header.

const CENSORED = '[redacted]'

/** A link's secret in its query (a reset or confirmation token, an idempotency or checkout key) is never logged. */
export const redactUrl = (url: string) =>
  url
    .replace(/([?&](?:token|key|code|secret|signature)=)[^&#]*/gi, `$1${CENSORED}`)
    // A shared link's token is its path's last part (/shared/{token}, /api/shared/{token}), as is an alert mail's
    // unsubscribe link's (/api/unsubscribe/{token}).
    .replace(/(\/(?:shared|unsubscribe)\/)[^/?#]+/g, `$1${CENSORED}`)

/** The request: what was asked and by which address — never its headers (cookies, CSRF token, authorization). */
const req = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
})

/** The answer: its status only — never its headers (Set-Cookie carries the session). */
const res = (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode })

/** A body logged for diagnosis (e.g. a refused webhook's answer) keeps its shape, without a password. */
const body = (value: unknown) =>
  value !== null && typeof value === 'object' && 'password' in value
    ? { ...value, password: CENSORED }
    : value

export const logSerializers = { req, res, body }
