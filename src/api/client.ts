import { ofetch } from 'ofetch'
import { navigate } from 'wouter/use-browser-location'
import { catalogueMessage } from './contract/terms/error-catalogue'
import { XSRF_COOKIE, XSRF_HEADER } from './contract/terms/paths'
import { loadingActor } from './loading'
import { noticeRefused } from './notices'
import { loginRedirectFor, toApiError, xsrfTokenFor } from './request-rules'

// The one HTTP client of the SPA. Every call goes through `api()`, which adds the CSRF header, drives the
// loading counter, turns failures into ApiError + a toast, and sends a user whose session ended to the login.

const http = ofetch.create({
  credentials: 'same-origin',
  // A retried POST could apply twice, and a retried GET hides a failing server: retries are the caller's call.
  retry: 0,
  onRequest({ request, options }) {
    if (!inBackground(options)) loadingActor.send({ type: 'START' })
    const url = typeof request === 'string' ? request : request.url
    const token = xsrfTokenFor(options.method ?? 'GET', url, document.cookie, XSRF_COOKIE)
    if (token) options.headers.set(XSRF_HEADER, token)
  },
  onResponse({ response, options }) {
    if (response.ok && !inBackground(options)) loadingActor.send({ type: 'END' })
  },
  onResponseError({ options }) {
    if (!inBackground(options)) loadingActor.send({ type: 'ERROR' })
  },
  onRequestError({ error, options }) {
    if (inBackground(options)) return
    // An abort is the caller changing its mind (a newer keystroke), not a failure.
    loadingActor.send({ type: error.name === 'AbortError' ? 'END' : 'ERROR' })
  },
})

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: Record<string, unknown> | FormData
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
  headers?: Record<string, string>
  /** The caller shows the failure itself (inline form errors, the session guard): no toast. */
  quiet?: boolean
  /** Work the member did not ask for (the game-day copies): the loading bar does not move for it. */
  background?: boolean
}

const inBackground = (options: object) => (options as { background?: boolean }).background === true

export async function api<T>(url: string, { quiet = false, ...options }: ApiOptions = {}): Promise<T> {
  try {
    return await http<T>(url, options)
  } catch (error) {
    const failure = toApiError(error)
    if (failure.aborted) throw failure
    const login = loginRedirectFor(url, failure.status)
    if (login) {
      noticeRefused(catalogueMessage(401))
      navigate(login)
    } else if (!quiet && failure.issues.length === 0) {
      noticeRefused(failure.message)
    }
    throw failure
  }
}

/** The file's name from Content-Disposition: the UTF-8 `filename*` when given, else the plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')
  if (utf8) return decodeURIComponent(utf8[1]!)
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback
}

/**
 * A file the server makes (a CSV table, a PDF card), read whole and handed to the browser as a download. Errors
 * come back in words as any call's do, never as a downloaded error page.
 */
export async function apiFile(url: string, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  try {
    const response = await http.raw<Blob, 'blob'>(url, { responseType: 'blob' })
    return {
      blob: response._data ?? new Blob([]),
      name: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    }
  } catch (error) {
    const failure = toApiError(error)
    const login = loginRedirectFor(url, failure.status)
    if (login) navigate(login)
    noticeRefused(login ? catalogueMessage(401) : failure.message)
    throw failure
  }
}
