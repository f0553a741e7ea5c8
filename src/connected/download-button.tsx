import { useState } from 'react'
import { apiFile } from '../api/client'
import { saveFile } from '../ui/save-file'

// A button that downloads a file the server makes (a table as CSV, a card as PDF): it says it is preparing the
// file, gives the server's refusal in words, and says plainly that a download needs a connection.

export function DownloadButton({
  href,
  label,
  fileName,
  className = 'btn btn-secondary',
}: {
  href: string
  label: string
  /** The name if the server gives none. */
  fileName: string
  className?: string
}) {
  const [busy, setBusy] = useState(false)
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <button
      type="button"
      className={className}
      disabled={busy || offline}
      title={offline ? 'Downloads need a connection' : undefined}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true)
        try {
          const { blob, name } = await apiFile(href, fileName)
          saveFile(blob, name)
        } catch {
          // apiFile has told the user why.
        } finally {
          setBusy(false)
        }
      }}
    >
      {busy ? 'Preparing…' : label}
    </button>
  )
}
