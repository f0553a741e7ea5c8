import { PROGRESS_LINES } from './contract/terms/long-answers'
import { XSRF_COOKIE, XSRF_HEADER } from './contract/terms/paths'
import { UploadCancelled } from './outbox/types'
import { toApiError, xsrfTokenFor } from './request-rules'

// A file sent for long work, watched both ways (decision 0067): its bytes going up (XMLHttpRequest's upload
// progress), then the server's steps coming down as JSON lines (`application/x-ndjson`: `{"stage":"reading",
// "done":…,"total":…}`), the last line the answer with its own status. Cancel aborts the request; the server stops
// the work when its client goes away, and nothing it had not finished is kept.

export interface ProgressWatch {
  signal?: AbortSignal
  /** Bytes of the file sent, of all. */
  onUpload?: (sent: number, total: number) => void
  /** A step of the server's work: `reading` (bytes of the file read, of all), `matching`. */
  onStage?: (stage: string, done: number, total: number) => void
}

interface Line {
  stage?: string
  done?: number
  total?: number
  status?: number
  data?: unknown
}

export function postWithProgress<T>(url: string, body: FormData, watch: ProgressWatch): Promise<T> {
  return new Promise((resolve, reject) => {
    if (watch.signal?.aborted) return reject(new UploadCancelled())
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('accept', PROGRESS_LINES)
    const token = xsrfTokenFor('POST', url, document.cookie, XSRF_COOKIE)
    if (token) xhr.setRequestHeader(XSRF_HEADER, token)
    xhr.upload.onprogress = (event) => watch.onUpload?.(event.loaded, event.total)
    let seen = 0
    let last: Line | undefined
    // Each complete line the server has sent so far, once.
    const readLines = () => {
      const text = xhr.responseText
      for (let end = text.indexOf('\n', seen); end >= 0; end = text.indexOf('\n', seen)) {
        const line = JSON.parse(text.slice(seen, end)) as Line
        seen = end + 1
        if (line.status !== undefined) last = line
        else if (line.stage) watch.onStage?.(line.stage, line.done ?? 0, line.total ?? 0)
      }
    }
    xhr.onprogress = () => {
      if (xhr.status === 200) readLines()
    }
    const stop = () => xhr.abort()
    watch.signal?.addEventListener('abort', stop, { once: true })
    const settle = () => watch.signal?.removeEventListener('abort', stop)
    xhr.onload = () => {
      settle()
      let data: unknown
      try {
        if (xhr.status !== 200) data = JSON.parse(xhr.responseText)
        else readLines()
      } catch {
        // Not JSON: the status alone says what went wrong.
      }
      if (xhr.status !== 200) return reject(toApiError({ status: xhr.status, data }))
      if (!last) return reject(toApiError({ status: 502 }))
      if (last.status! >= 400) return reject(toApiError({ status: last.status, data: last }))
      resolve(last as T)
    }
    xhr.onabort = () => {
      settle()
      reject(new UploadCancelled())
    }
    xhr.onerror = () => {
      settle()
      reject(toApiError({}))
    }
    xhr.send(body)
  })
}
