import { toFormData } from './body'
import { NetworkError, type Transport } from './types'

// The browser transport for the outbox: plain fetch, because a replayed write must NOT go through the
// screen-facing client's loading spinner and error toasts (the sync indicator reports instead). The caller
// supplies the headers the API client would add (the X-XSRF-TOKEN copy of the cookie).

export interface FetchTransportOptions {
  headers?: () => Record<string, string>
  /** A request with no answer after this long counts as "no answer" and is retried with the same key. */
  timeoutMs?: number
  fetch?: typeof fetch
}

export function createFetchTransport(options: FetchTransportOptions = {}): Transport {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = options.timeoutMs ?? 20_000
  return async (request) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers?.(),
      ...request.headers,
    }
    let body: BodyInit | undefined
    if (request.body?.kind === 'json') {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(request.body.value)
    } else if (request.body?.kind === 'form') {
      body = toFormData(request.body.fields)
    }
    let response: Response
    try {
      response = await doFetch(request.url, {
        method: request.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const name = (error as { name?: string }).name
      if (name === 'TimeoutError' || name === 'AbortError') throw new NetworkError('timeout')
      throw new NetworkError(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'network')
    }
    const text = await response.text().catch(() => '')
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // Not JSON (a proxy's HTML error page): keep the text as the message.
    }
    return { status: response.status, body: parsed }
  }
}
