import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ZodError } from 'zod'
import type { ErrorBody } from '../../src/api/contract/schemas/common'
import { DomainError } from '../domain/support/errors'
import { codeFor, domainAnswer } from '../http/domain-answer'
import { AnswerTooSlow } from './answer-time-limit'

// The one error path of the API: every failure becomes `{ message, code?, issues? }` (docs/architecture.md).
// Domain code, plugins and routes throw the named errors of server/domain/support/errors.ts; this file alone
// knows their HTTP status (its table: http/domain-answer.ts). Zod issues become 400 with `issues`; a hung handler or an unreachable database 503.

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
