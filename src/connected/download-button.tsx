import { useRef, useState } from 'react'
import { downloadWatched } from '../api/file-download'
import { DownloadProgress, type DownloadProgressState } from '../ui/download-progress'
import { saveFile } from '../ui/save-file'

// A button that downloads a file the server makes (a table as CSV, a card as PDF): while it is prepared it shows
// how far it is (rows done of the table's total) and a Cancel that stops it, here and on the server (decision
// 0067); it gives the server's refusal in words, and says plainly that a download needs a connection.

export function DownloadButton({
  href,
  label,
  fileName,
  noun = 'rows',
  className = 'btn btn-secondary',
}: {
  href: string
  label: string
  /** The name if the server gives none. */
  fileName: string
  /** What a row of the file is, plural ("players"): "Preparing your export… 42,000 of 100,000 players". */
  noun?: string
  className?: string
}) {
  const [progress, setProgress] = useState<DownloadProgressState | null>(null)
  const stop = useRef<AbortController | null>(null)
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  const busy = progress !== null
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy || offline}
        title={offline ? 'Downloads need a connection' : undefined}
        aria-busy={busy}
        onClick={async () => {
          stop.current = new AbortController()
          setProgress({ done: 0, total: undefined })
          try {
            const { blob, name } = await downloadWatched(href, fileName, {
              signal: stop.current.signal,
              onProgress: (done, total) => setProgress({ done, total }),
            })
            saveFile(blob, name)
          } catch {
            // A Cancel is the user's own; anything else downloadWatched has told the user.
          } finally {
            stop.current = null
            setProgress(null)
          }
        }}
      >
        {busy ? 'Preparing…' : label}
      </button>
      {progress ? (
        <DownloadProgress progress={progress} noun={noun} onCancel={() => stop.current?.abort()} />
      ) : null}
    </>
  )
}
