// What a long download shows while the server prepares it (decision 0067): "Preparing your export… 42,000 of
// 100,000 players", a bar, and a Cancel that stops it. Without a total (a PDF) it says only that it is preparing.

export interface DownloadProgressState {
  done: number
  total: number | undefined
}

const count = (n: number) => n.toLocaleString('en')

export function DownloadProgress({
  progress,
  noun,
  onCancel,
}: {
  progress: DownloadProgressState
  /** What the rows are, plural: "players", "enquiries". */
  noun: string
  onCancel: () => void
}) {
  const { done, total } = progress
  const known = total !== undefined && total > 0
  return (
    <div className="download-progress" role="status">
      <span className="download-progress-text">
        {known ? `Preparing your export… ${count(done)} of ${count(total)} ${noun}` : 'Preparing your file…'}
      </span>
      {known ? (
        <progress max={total} value={done} aria-label={`Export of ${count(total)} ${noun}`} />
      ) : (
        <progress aria-label="Preparing your file" />
      )}
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
