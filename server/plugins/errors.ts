import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ZodError } from 'zod'
import type { ErrorBody } from '../../src/api/contract/common'

// The one error path of the API: every failure becomes `{ message, code?, issues? }` (ARCHITECTURE.md §4).

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const httpError = (
  status: number,
  message: string,
  code?: string,
  extra?: Record<string, unknown>,
  headers?: Record<string, string>,
) => new HttpError(status, message, code, extra, headers)

const codeFor: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
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

export function issuesOf(error: ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers)
      const body: ErrorBody & Record<string, unknown> = {
        message: err.message,
        code: err.code ?? codeFor[err.statusCode],
        ...err.extra,
      }
      return reply.status(err.statusCode).send(body)
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
    if ((err as FastifyError).code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.error({ err }, 'request timed out')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'The server took too long to answer, try again shortly', code: 'UNAVAILABLE' })
    }
    if (isDatabaseDown(err)) {
      request.log.error({ err }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'The service is temporarily unavailable, try again shortly', code: 'UNAVAILABLE' })
    }
    const status = (err as FastifyError).statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err }, 'request failed')
      return reply
        .status(500)
        .send({ message: 'Internal Server Error', code: 'INTERNAL' } satisfies ErrorBody)
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported content type …) keep their message.
    return reply.status(status).send({ message: err.message, code: codeFor[status] ?? 'BAD_REQUEST' })
  })
})
