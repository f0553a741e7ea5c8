import { toFormData } from './body'
import { NetworkError, type Transport } from './types'
import { sendWatched } from './upload-request'

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
    const noAnswer = (timedOut: boolean) =>
      timedOut
        ? new NetworkError('timeout')
        : new NetworkError(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'network')
    if (request.upload && body instanceof FormData && typeof XMLHttpRequest !== 'undefined') {
      const answer = await sendWatched(
        { method: request.method, url: request.url, headers, body },
        request.upload,
        // An upload takes as long as its bytes need; only silence after that counts as no answer.
        Math.max(timeoutMs, 10 * 60_000),
        noAnswer,
      )
      return { status: answer.status, body: parsedBody(answer.text) }
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
      throw noAnswer(name === 'TimeoutError' || name === 'AbortError')
    }
    return { status: response.status, body: parsedBody(await response.text().catch(() => '')) }
  }
}

/** JSON when it is JSON; otherwise the text (a proxy's HTML error page) is kept as the message. */
function parsedBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return text
  }
}
