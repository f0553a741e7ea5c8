import { sizeWords } from '../../../api/read-cache/cache-rules'

// What an import shows while it goes (decision 0067): the file going up, then the server reading it, then matching
// its rows with the database's players, with a bar and a Cancel until the preview is ready.

export type ImportStep =
  | { step: 'upload'; done: number; total: number }
  | { step: 'reading'; done: number; total: number }
  | { step: 'matching'; done: number; total: number }

const percent = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0

function words(name: string, at: ImportStep) {
  if (at.step === 'upload')
    return `Uploading ${name}: ${sizeWords(at.done)} of ${sizeWords(at.total)} (${percent(at.done, at.total)} %)`
  if (at.step === 'reading') return `Reading ${name}… ${percent(at.done, at.total)} %`
  return `Matching ${at.total.toLocaleString('en')} rows with the players in the database…`
}

export function ImportProgress({
  name,
  at,
  onCancel,
}: {
  name: string
  at: ImportStep
  onCancel: () => void
}) {
  return (
    <div className="upload-progress" role="status">
      <span className="upload-progress-text">{words(name, at)}</span>
      {at.step === 'matching' ? (
        <progress aria-label={`Import of ${name}`} />
      ) : (
        <progress max={100} value={percent(at.done, at.total)} aria-label={`Import of ${name}`} />
      )}
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
