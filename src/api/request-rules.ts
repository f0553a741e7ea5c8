import type { ErrorBody } from './contract/schemas/common'
import { catalogueMessage } from './contract/terms/error-catalogue'
import { loginRoute, type Role, roles } from './contract/terms/roles'

// The API client's decisions as pure functions, so they are tested without a browser.

/** A failed call as every caller sees it: status (undefined = never reached the server), message, field issues. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly issues: { path: string; message: string }[] = [],
    readonly code?: string,
    readonly aborted = false,
    /** On a version conflict (409): the record as it is on the server now. */
    readonly current?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return undefined
}

/**
 * Only same-origin relative URLs get the token: it must never leak to another host
 * (docs/architecture.md#4-the-request-path).
 */
export const isRelativeUrl = (url: string) => url.startsWith('/') && !url.startsWith('//')

/** The XSRF header value for a request, or undefined when none must be sent. */
export function xsrfTokenFor(method: string, url: string, cookieHeader: string, cookieName: string) {
  if (method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' || !isRelativeUrl(url))
    return undefined
  return readCookie(cookieHeader, cookieName)
}

/** The role whose API a URL belongs to (`/api/<role>/…`). */
export function areaOfUrl(url: string): Role | undefined {
  const match = /^\/api\/([a-z]+)\//.exec(url)
  return roles.find((role) => role === match?.[1])
}

/** Calls where a 401 is an answer to show in place (wrong password, no session yet), not a lost session. */
const answersWith401 = new Set([
  'login',
  'token_login',
  'logout_all',
  'register',
  'validate_username',
  'forget-password',
  'reset-password',
])

/** Where a 401 from this URL sends the user: that area's login, or nowhere. */
export function loginRedirectFor(url: string, status: number | undefined): string | undefined {
  const role = areaOfUrl(url)
  if (status !== 401 || !role) return undefined
  const endpoint = url.split(/[?#]/)[0]!.slice(`/api/${role}/`.length)
  return answersWith401.has(endpoint) ? undefined : loginRoute[role]
}

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' && body !== null && typeof (body as ErrorBody).message === 'string'

/**
 * What the user reads: the server's own message for 4xx (written for people), the catalogue for 5xx and for
 * failures without a status, so internals never reach the screen.
 */
export function errorMessageFor(status: number | undefined, body: unknown): string {
  if (status !== undefined && status < 500 && isErrorBody(body)) return body.message
  return catalogueMessage(status)
}

/** Normalise anything ofetch throws (FetchError with status/data, a network TypeError, an abort). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const e = error as { status?: number; statusCode?: number; data?: unknown; name?: string; cause?: unknown }
  const aborted =
    e?.name === 'AbortError' || (e?.cause as { name?: string } | undefined)?.name === 'AbortError'
  const status = e?.status ?? e?.statusCode
  const body = e?.data
  return new ApiError(
    errorMessageFor(status, body),
    status,
    isErrorBody(body) ? (body.issues ?? []) : [],
    isErrorBody(body) ? body.code : undefined,
    aborted,
    isErrorBody(body) ? (body as { current?: unknown }).current : undefined,
  )
}

/**
 * How a form shows a failure: issues of its own fields beside them, everything else (issues of fields it
 * does not have, or a plain message) in one message above the form.
 */
export function describeFailure(
  error: unknown,
  fields: readonly string[],
): { fieldErrors: Record<string, string>; message?: string } {
  const failure = toApiError(error)
  const fieldErrors: Record<string, string> = {}
  const elsewhere: string[] = []
  for (const issue of failure.issues) {
    const field = String(issue.path).split('.')[0] ?? ''
    if (fields.includes(field)) fieldErrors[field] ??= issue.message
    else elsewhere.push(issue.message)
  }
  const message = failure.issues.length === 0 ? failure.message : elsewhere.join(' ') || undefined
  return { fieldErrors, message }
}
