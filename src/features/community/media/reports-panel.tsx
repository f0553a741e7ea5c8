import { useId, useState } from 'react'
import type { PlayerReport } from '../../../api/contract/players-media'
import { PLAYER_DOCUMENT_NAME_MAX } from '../../../api/contract/writing-limits'
import { useRecord } from '../../../api/use-read'
import { UploadProgress } from '../../../screens/upload-progress'
import { dateOnly } from '../../../ui/dates'
import { FormMessage } from '../../../ui/field'
import { FileButton } from '../../../ui/file-field'
import styles from '../players/players.module.css'
import { addReport, deleteReport, listReports } from '../players/players-api'
import { uploadProblem } from './upload-check'
import { useMediaWrite } from './use-media-write'

// Written reports (PDF) about a player or a game: named, uploaded, listed with a download link, deletable.
// It reloads from the server after a write; a write waiting offline is said to be waiting.

export function ReportsPanel({ ownerId }: { ownerId: string }) {
  const id = useId()
  const reportList = useRecord(() => listReports(ownerId), [ownerId])
  const reports: PlayerReport[] = reportList.data ?? []
  const [reportName, setReportName] = useState('')
  const { message, setMessage, uploads, write } = useMediaWrite(reportList.reload)
  const addPdf = (file: File | undefined) => {
    if (!file) return
    const wrong = uploadProblem('report', file)
    if (wrong) return setMessage({ kind: 'error', text: wrong })
    const name = reportName.trim() || file.name.replace(/\.pdf$/i, '')
    write(() => addReport(ownerId, name, file, uploads.watch(file)), `Report “${name}” uploaded.`).then(() =>
      setReportName(''),
    )
  }
  return (
    <section className={`${styles.playerFieldset} stack`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.playerH2}>
        Reports ({reports.length})
      </h2>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <div className={styles.playerCustomForm}>
        <div className="field">
          <label htmlFor={`${id}-name`}>
            Report name <span className="optional">(optional, else the file name)</span>
          </label>
          <input
            id={`${id}-name`}
            className="input"
            maxLength={PLAYER_DOCUMENT_NAME_MAX}
            value={reportName}
            onChange={(e) => setReportName(e.target.value)}
          />
        </div>
        <FileButton
          className={`${styles.playerFileButton} btn btn-secondary`}
          accept="application/pdf"
          onFiles={(files) => addPdf(files[0])}
        >
          Upload PDF
        </FileButton>
      </div>
      <UploadProgress progress={uploads.progress} onCancel={uploads.cancel} />
      {reports.length === 0 ? <p className="muted">No reports yet.</p> : null}
      <ul className={styles.playerCustomList}>
        {reports.map((r) => (
          <li key={r.uid}>
            <a href={r.url} download>
              {r.name}
            </a>
            <span className="muted">
              {r.size < 1024 ? `${r.size} bytes` : `${Math.round(r.size / 1024)} KB`} ·{' '}
              {dateOnly(r.created_at)}
            </span>
            <button
              type="button"
              className="btn btn-link"
              aria-label={`Delete report ${r.name}`}
              onClick={() => write(() => deleteReport(r.uid), 'Report deleted.')}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
