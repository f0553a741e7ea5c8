import { navigate } from 'wouter/use-browser-location'
import { fileNameOf } from './client'
import { catalogueMessage } from './contract/terms/error-catalogue'
import { TOTAL_ROWS_HEADER } from './contract/terms/long-answers'
import { noticeRefused } from './notices'
import { loginRedirectFor, toApiError } from './request-rules'

// A file the server makes, read as it comes so a long one shows how far it is (decision 0067): a table's export
// says up front how many rows it holds (`x-total-rows`), and each line read is a row done. Stopped by its signal
// (a Cancel): the request is aborted, and the server stops reading rows when its client goes away.

const NEWLINE = 10

export interface DownloadWatch {
  signal?: AbortSignal
  /** Rows written so far, of how many; `total` is undefined for a file that does not say (a PDF). */
  onProgress?: (done: number, total: number | undefined) => void
}

/** Line ends in a piece of the file (a row of CSV ends with one; a rare line break inside a cell counts too). */
function lineEnds(bytes: Uint8Array) {
  let n = 0
  for (let i = bytes.indexOf(NEWLINE); i >= 0; i = bytes.indexOf(NEWLINE, i + 1)) n++
  return n
}

export async function downloadWatched(
  url: string,
  fallbackName: string,
  watch: DownloadWatch = {},
): Promise<{ blob: Blob; name: string }> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: watch.signal })
    if (!response.ok) {
      const data = await response.json().catch(() => undefined)
      throw toApiError({ status: response.status, data })
    }
    const header = response.headers.get(TOTAL_ROWS_HEADER)
    const total = header === null ? undefined : Number(header)
    const parts: Uint8Array<ArrayBuffer>[] = []
    // The header row's line end is not a row.
    let lines = total === undefined ? 0 : -1
    watch.onProgress?.(0, total)
    const reader = response.body!.getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      parts.push(next.value)
      lines += lineEnds(next.value)
      watch.onProgress?.(Math.max(0, Math.min(lines, total ?? lines)), total)
    }
    return {
      blob: new Blob(parts, { type: response.headers.get('content-type') ?? undefined }),
      name: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    }
  } catch (error) {
    const failure = toApiError(error)
    if (failure.aborted) throw failure
    const login = loginRedirectFor(url, failure.status)
    if (login) navigate(login)
    noticeRefused(login ? catalogueMessage(401) : failure.message)
    throw failure
  }
}
