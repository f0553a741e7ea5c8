import { PROGRESS_LINES } from './contract/terms/long-answers'
import { XSRF_COOKIE, XSRF_HEADER } from './contract/terms/paths'
import { sendWatched } from './outbox/upload-request'
import { toApiError, xsrfTokenFor } from './request-rules'

// A file sent for long work, watched both ways (decision 0067): its bytes going up (XMLHttpRequest's upload
// progress), then the server's steps coming down as JSON lines (`application/x-ndjson`: `{"stage":"reading",
// "done":…,"total":…}`), the last line the answer with its own status. Cancel aborts the request; the server stops
// the work when its client goes away, and nothing it had not finished is kept. The request goes as the outbox's
// watched uploads go (sendWatched, which says when more of the answer has come); reading the lines is this file's.

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

/** The server's lines as they come, each complete one read once: a step goes to `onStage`, the answer is kept. */
function lineReader(onStage: ProgressWatch['onStage']) {
  let seen = 0
  const reader = {
    answer: undefined as Line | undefined,
    read(text: string) {
      for (let end = text.indexOf('\n', seen); end >= 0; end = text.indexOf('\n', seen)) {
        const line = JSON.parse(text.slice(seen, end)) as Line
        seen = end + 1
        if (line.status !== undefined) reader.answer = line
        else if (line.stage) onStage?.(line.stage, line.done ?? 0, line.total ?? 0)
      }
    },
  }
  return reader
}

export async function postWithProgress<T>(url: string, body: FormData, watch: ProgressWatch): Promise<T> {
  const headers: Record<string, string> = { accept: PROGRESS_LINES }
  const token = xsrfTokenFor('POST', url, document.cookie, XSRF_COOKIE)
  if (token) headers[XSRF_HEADER] = token
  const lines = lineReader(watch.onStage)
  const answer = await sendWatched(
    { method: 'POST', url, headers, body },
    {
      signal: watch.signal,
      onProgress: watch.onUpload,
      // Only a 200 streams lines; any other status is one JSON error body, read once it has all come.
      onAnswerProgress: (soFar) => {
        if (soFar.status === 200) lines.read(soFar.text)
      },
    },
    // No limit: a large file takes as long as its bytes and its reading need, and the lines show it is alive.
    0,
    () => toApiError({}),
  )
  let data: unknown
  try {
    if (answer.status !== 200) data = JSON.parse(answer.text)
    else lines.read(answer.text)
  } catch {
    // Not JSON: the status alone says what went wrong.
  }
  if (answer.status !== 200) throw toApiError({ status: answer.status, data })
  const last = lines.answer
  if (!last) throw toApiError({ status: 502 })
  if (last.status! >= 400) throw toApiError({ status: last.status, data: last })
  return last as T
}
