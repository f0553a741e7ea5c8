import type { ErrorBody } from '../../src/api/contract/schemas/common'
import type { DomainError, DomainErrorKind } from '../domain/support/errors'

// A domain failure as HTTP: its status and `{ message, code, … }` body. The error plugin (plugins/errors.ts) answers
// with it; a streamed answer (progress-lines.ts) writes it as its last line.

/** The one table from a domain failure to HTTP. */
export const statusFor: Record<DomainErrorKind, number> = {
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

export const codeFor: Record<number, string> = {
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

/** A domain error's status and body. */
export function domainAnswer(err: DomainError) {
  const status = statusFor[err.kind]
  const body: ErrorBody & Record<string, unknown> = {
    message: err.message,
    code: err.code ?? codeFor[status],
    ...err.details,
  }
  return { status, body }
}
