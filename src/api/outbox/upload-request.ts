import { UploadCancelled, type UploadWatch } from './types'

// An upload a screen watches goes by XMLHttpRequest: fetch cannot report the bytes sent of a request body, and a
// member on a stadium's network needs to see a 40 MB video creep forward and be able to stop it. A long answer
// streamed back (a club import's steps, progress-upload.ts) is watched the same way, coming down.

export interface XhrAnswer {
  status: number
  text: string
}

export interface AnswerWatch extends UploadWatch {
  /** The answer so far, each time more of it has come (a status and its text from the first byte). */
  onAnswerProgress?: (soFar: XhrAnswer) => void
}

/**
 * Rejects with UploadCancelled when the watch's signal stops it, or with `failure()` when no answer came.
 * `timeoutMs` 0: no limit.
 */
export function sendWatched(
  request: { method: string; url: string; headers: Record<string, string>; body: FormData },
  watch: AnswerWatch,
  timeoutMs: number,
  failure: (timedOut: boolean) => Error,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (watch.signal?.aborted) return reject(new UploadCancelled())
    const xhr = new XMLHttpRequest()
    xhr.open(request.method, request.url)
    xhr.withCredentials = true
    xhr.timeout = timeoutMs
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => watch.onProgress?.(event.loaded, event.total)
    xhr.onprogress = () => watch.onAnswerProgress?.({ status: xhr.status, text: xhr.responseText })
    const stop = () => xhr.abort()
    watch.signal?.addEventListener('abort', stop, { once: true })
    const settle = () => watch.signal?.removeEventListener('abort', stop)
    xhr.onload = () => {
      settle()
      resolve({ status: xhr.status, text: xhr.responseText })
    }
    xhr.onabort = () => {
      settle()
      reject(new UploadCancelled())
    }
    xhr.onerror = () => {
      settle()
      reject(failure(false))
    }
    xhr.ontimeout = () => {
      settle()
      reject(failure(true))
    }
    xhr.send(request.body)
  })
}
