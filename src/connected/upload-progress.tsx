import { useRef, useState } from 'react'
import { UploadCancelled, type UploadWatch } from '../api/outbox/types'

// What an upload shows while it goes: the file, bytes sent of all, the percentage, and a Cancel that stops it
// before it has all been sent (after that the server is already storing it, so Cancel gives way to "Saving…").

interface Progress {
  name: string
  sent: number
  total: number
}

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`

/** One upload at a time per panel: `watch` starts one, `finish` clears it, `cancel` stops it. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<Progress | null>(null)
  const controller = useRef<AbortController | null>(null)
  const watch = (file: File): UploadWatch => {
    controller.current = new AbortController()
    setProgress({ name: file.name, sent: 0, total: file.size })
    return {
      signal: controller.current.signal,
      onProgress: (sent, total) => setProgress({ name: file.name, sent, total: total || file.size }),
    }
  }
  const finish = () => {
    controller.current = null
    setProgress(null)
  }
  const cancel = () => controller.current?.abort()
  return { progress, watch, finish, cancel }
}

/** Whether a failed upload was the member's own Cancel (said calmly, not as an error). */
export const wasCancelled = (error: unknown) => error instanceof UploadCancelled

export function UploadProgress({ progress, onCancel }: { progress: Progress | null; onCancel: () => void }) {
  if (!progress) return null
  const { name, sent, total } = progress
  const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0
  const allSent = total > 0 && sent >= total
  return (
    <div className="upload-progress" role="status">
      <span className="upload-progress-text">
        {allSent
          ? `Saving ${name} on the server…`
          : `Uploading ${name}: ${size(sent)} of ${size(total)} (${percent} %)`}
      </span>
      <progress max={100} value={percent} aria-label={`Upload of ${name}`} />
      {allSent ? null : (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel upload
        </button>
      )}
    </div>
  )
}
