// The failures the domain names. Domain code throws these and never thinks in HTTP; the error plugin
// (server/plugins/errors.ts) is the one place that turns each kind into a status code and a `{ message }` body.
// Every error carries a message a user can read; `details` become extra fields of the body (e.g. `issues`,
// `current`, `references`).

/** One field-level problem, `path` as dotted wire names (`teams.0.playerMetaData.3.goals`). */
export interface FieldIssue {
  path: string
  message: string
}

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payment_required'
  | 'too_large'
  | 'unsupported'
  | 'range_not_satisfiable'
  | 'unprocessable'
  | 'rate_limited'
  | 'upstream_failed'
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A stable machine-readable code for clients (`VALIDATION`, `VERSION_CONFLICT` …); kind's default otherwise. */
    readonly code?: string,
    readonly details?: Record<string, unknown>,
    /** Seconds the client should wait before retrying (rate limits, unavailable dependencies). */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

/** Input the contract could not judge alone (unknown uid in a list, impossible sheet): 400 with issues. */
export const invalidInput = (issues: FieldIssue[], message = issues[0]?.message ?? 'Invalid input') =>
  new DomainError('invalid', message, 'VALIDATION', { issues })

/** One invalid field. */
export const invalidField = (path: string, message: string) => invalidInput([{ path, message }])

export const notFound = (message: string, code?: string) => new DomainError('not_found', message, code)

export const conflict = (message: string, code?: string, details?: Record<string, unknown>) =>
  new DomainError('conflict', message, code, details)

export const unauthenticated = (message = 'Please sign in') => new DomainError('unauthenticated', message)

export const forbidden = (message: string, code?: string) => new DomainError('forbidden', message, code)

export const tooLarge = (message: string) => new DomainError('too_large', message)

export const unsupportedMedia = (message: string) => new DomainError('unsupported', message)

export const unprocessable = (message: string, code?: string) =>
  new DomainError('unprocessable', message, code)

export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError('rate_limited', message, undefined, undefined, retryAfterSeconds)

export const paymentRequired = (message: string, code?: string) =>
  new DomainError('payment_required', message, code)

/** A dependency outside the database (video host, mail relay) failed: 502. */
export const upstreamFailed = (message: string) => new DomainError('upstream_failed', message)
