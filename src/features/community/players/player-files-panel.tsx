import { useState } from 'react'
import { type GalleryImage, type PlayerReport, uploadLimits } from '../../../api/contract/players-media'
import { useRecord } from '../../../api/use-read'
import { FormMessage } from '../../../ui/field'
import {
  addGalleryImage,
  addReport,
  deleteGalleryImage,
  deleteReport,
  listGallery,
  listReports,
} from './players-api'
import { failureText, uploadProblem } from './upload-check'

// The player's gallery (images in a grid) and PDF reports (a list with download links). Both reload from the
// server after a write, so what is shown is what was stored; a write waiting offline is said to be waiting.

export function PlayerFilesPanel({ playerId }: { playerId: string }) {
  const gallery = useRecord(() => listGallery(playerId), [playerId])
  const reportList = useRecord(() => listReports(playerId), [playerId])
  const images: GalleryImage[] = gallery.data ?? []
  const reports: PlayerReport[] = reportList.data ?? []
  const [reportName, setReportName] = useState('')
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  const reload = () => {
    gallery.reload()
    reportList.reload()
  }

  const write = async (run: () => Promise<{ pending: boolean }>, done: string) => {
    try {
      const result = await run()
      setMessage({ kind: 'success', text: result.pending ? 'Saved on this device; it will sync.' : done })
      reload()
    } catch (e) {
      setMessage({ kind: 'error', text: failureText(e, 'That did not work.') })
    }
  }
  const addImages = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const wrong = uploadProblem('picture', file)
      if (wrong) setMessage({ kind: 'error', text: wrong })
      else await write(() => addGalleryImage(playerId, file), `${file.name} added to the gallery.`)
    }
  }
  const addPdf = (file: File | undefined) => {
    if (!file) return
    const wrong = uploadProblem('report', file)
    if (wrong) return setMessage({ kind: 'error', text: wrong })
    const name = reportName.trim() || file.name.replace(/\.pdf$/i, '')
    write(() => addReport(playerId, name, file), `Report “${name}” uploaded.`).then(() => setReportName(''))
  }
  return (
    <div className="stack">
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <section className="player-fieldset stack" aria-labelledby="gallery-title">
        <div className="player-section-head">
          <h2 id="gallery-title" className="player-h2">
            Gallery ({images.length})
          </h2>
          <label className="btn btn-secondary player-file-button">
            Add images
            <input
              type="file"
              multiple
              className="visually-hidden"
              accept={uploadLimits.picture.types.join(',')}
              onChange={(e) => {
                addImages(e.target.files)
                e.target.value = ''
              }}
            />
          </label>
        </div>
        {images.length === 0 ? <p className="muted">No images yet.</p> : null}
        <ul className="player-gallery">
          {images.map((img) => (
            <li key={img.uid}>
              <a href={img.pic} target="_blank" rel="noreferrer">
                <img src={img.thumb ?? img.pic} alt={img.name ?? 'Gallery image'} loading="lazy" />
              </a>
              <button
                type="button"
                className="btn btn-link"
                aria-label={`Delete ${img.name ?? 'image'}`}
                onClick={() => write(() => deleteGalleryImage(img.uid), 'Image deleted.')}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="player-fieldset stack" aria-labelledby="reports-title">
        <h2 id="reports-title" className="player-h2">
          Reports ({reports.length})
        </h2>
        <div className="player-custom-form">
          <div className="field">
            <label htmlFor="report-name">
              Report name <span className="optional">(optional, else the file name)</span>
            </label>
            <input
              id="report-name"
              className="input"
              maxLength={160}
              value={reportName}
              onChange={(e) => setReportName(e.target.value)}
            />
          </div>
          <label className="btn btn-secondary player-file-button">
            Upload PDF
            <input
              type="file"
              className="visually-hidden"
              accept="application/pdf"
              onChange={(e) => {
                addPdf(e.target.files?.[0])
                e.target.value = ''
              }}
            />
          </label>
        </div>
        {reports.length === 0 ? <p className="muted">No reports yet.</p> : null}
        <ul className="player-custom-list">
          {reports.map((r) => (
            <li key={r.uid}>
              <a href={r.url} download>
                {r.name}
              </a>
              <span className="muted">
                {r.size < 1024 ? `${r.size} bytes` : `${Math.round(r.size / 1024)} KB`} ·{' '}
                {r.created_at.slice(0, 10)}
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
    </div>
  )
}
