import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ZodError } from 'zod'
import type { ErrorBody } from '../../src/api/contract/schemas/common'
import { DomainError, type DomainErrorKind } from '../domain/support/errors'
import { AnswerTooSlow } from './answer-time-limit'

// The one error path of the API: every failure becomes `{ message, code?, issues? }` (docs/architecture.md).
// Domain code, plugins and routes throw the named errors of server/domain/support/errors.ts; this file alone
// knows their HTTP status. Zod issues become 400 with `issues`; a hung handler or an unreachable database 503.

/** The one table from a domain failure to HTTP. */
const statusFor: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported: 415,
  range_not_satisfiable: 416,
  unprocessable: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
}

const codeFor: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_FAILED',
  503: 'UNAVAILABLE',
}

/** Errors that mean "the database is not reachable right now": 503 + Retry-After, recover without restart. */
function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown }
  const code = e?.code ?? ''
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P03',
      '08006',
      '08001',
      '08003',
    ].includes(code)
  )
    return true
  if (/Connection terminated|timeout exceeded when trying to connect/i.test(e?.message ?? '')) return true
  return e?.cause ? isDatabaseDown(e.cause) : false
}

/**
 * An error as it may be logged: a failed query keeps its SQL but never its bound parameters (they are people's
 * names, contact details, passwords' hashes …), neither in the message nor in the stack.
 */
export function loggable(err: unknown): unknown {
  const e = err as {
    name?: string
    message?: string
    stack?: string
    query?: unknown
    params?: unknown
    cause?: { message?: string; code?: string }
  }
  if (!e || typeof e !== 'object' || !('params' in e)) return err
  // The message ends with the parameters, and a value may span lines: everything from "params:" on is cut. The
  // stack repeats the message before its frames: the whole message is swapped for the safe one there.
  const message = (e.message ?? '').replace(/\nparams: [\s\S]*$/, '\nparams: [not logged]')
  const stack = (e.stack ?? '')
    .replace(e.message ?? '', () => message)
    .replace(/\nparams: (?![[]not logged])[\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]')
  return {
    type: e.name,
    message,
    stack,
    // The database's own message may quote the value it refused ("invalid input syntax … "x@y.z""): not that.
    cause: e.cause?.message?.replace(/"[^"]*"/g, '"…"'),
    code: e.cause?.code,
  }
}

export function issuesOf(error: ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
}

/** A domain error's status and body: what this plugin answers, and what a streamed answer's last line says. */
export function domainAnswer(err: DomainError) {
  const status = statusFor[err.kind]
  const body: ErrorBody & Record<string, unknown> = {
    message: err.message,
    code: err.code ?? codeFor[status],
    ...err.details,
  }
  return { status, body }
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | DomainError | ZodError, request, reply) => {
    if (err instanceof DomainError) {
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter))
      const { status, body } = domainAnswer(err)
      return reply.status(status).send(body)
    }
    const validation = (err as FastifyError).validation
    const zod = err instanceof ZodError ? err : (err as { cause?: unknown }).cause
    if (zod instanceof ZodError || validation) {
      const issues =
        zod instanceof ZodError
          ? issuesOf(zod)
          : (validation ?? []).map((v) => ({
              path: v.instancePath.replace(/^\//, ''),
              message: v.message ?? '',
            }))
      const first = issues[0]
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid input'
      return reply.status(400).send({ message, code: 'VALIDATION', issues } satisfies ErrorBody)
    }
    if (err instanceof AnswerTooSlow) {
      request.log.error({ err: loggable(err) }, 'request timed out')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'The server took too long to answer, try again shortly', code: 'UNAVAILABLE' })
    }
    if (isDatabaseDown(err)) {
      request.log.error({ err: loggable(err) }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'The service is temporarily unavailable, try again shortly', code: 'UNAVAILABLE' })
    }
    const status = (err as FastifyError).statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: loggable(err) }, 'request failed')
      return reply
        .status(500)
        .send({ message: 'Internal Server Error', code: 'INTERNAL' } satisfies ErrorBody)
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported content type …) keep their message.
    return reply.status(status).send({ message: err.message, code: codeFor[status] ?? 'BAD_REQUEST' })
  })
})
