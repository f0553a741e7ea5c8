import { useId, useState } from 'react'
import type { PlayerDocument } from '../../../api/contract/schemas/players-media'
import { PLAYER_DOCUMENT_NAME_MAX } from '../../../api/contract/terms/writing-limits'
import { useRecord } from '../../../api/use-read'
import { UploadProgress } from '../../../connected/upload-progress'
import { dateOnly } from '../../../ui/dates'
import { FormMessage } from '../../../ui/field'
import { FileButton } from '../../../ui/file-field'
import panels from '../record-panels.module.css'
import { addPlayerDocument, deletePlayerDocument, listPlayerDocuments } from './media-api'
import { uploadProblem } from './upload-check'
import { useMediaWrite } from './use-media-write'

// Player documents (PDFs) about a player or a game: named, uploaded, listed with a download link, deletable.
// The screen calls them PDF documents, as the scout's side and the packages do: a "report" is a scout's scouting
// report. Their upload's form field keeps the API's name, `report` (docs/spec.md).
// It reloads from the server after a write; a write waiting offline is said to be waiting.

export function DocumentsPanel({ ownerId }: { ownerId: string }) {
  const id = useId()
  const documentList = useRecord(() => listPlayerDocuments(ownerId), [ownerId])
  const documents: PlayerDocument[] = documentList.data ?? []
  const [documentName, setDocumentName] = useState('')
  const { message, setMessage, uploads, write } = useMediaWrite(documentList.reload)
  const addPdf = (file: File | undefined) => {
    if (!file) return
    const wrong = uploadProblem('report', file)
    if (wrong) return setMessage({ kind: 'error', text: wrong })
    const name = documentName.trim() || file.name.replace(/\.pdf$/i, '')
    write(
      () => addPlayerDocument(ownerId, name, file, uploads.watch(file)),
      `Document “${name}” uploaded.`,
    ).then(() => setDocumentName(''))
  }
  return (
    <section className={`${panels.fieldset} stack`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panels.heading}>
        PDF documents ({documents.length})
      </h2>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <div className={panels.customForm}>
        <div className="field">
          <label htmlFor={`${id}-name`}>
            Document name <span className="optional">(optional, else the file name)</span>
          </label>
          <input
            id={`${id}-name`}
            className="input"
            maxLength={PLAYER_DOCUMENT_NAME_MAX}
            value={documentName}
            onChange={(e) => setDocumentName(e.target.value)}
          />
        </div>
        <FileButton
          className={`${panels.fileButton} btn btn-secondary`}
          accept="application/pdf"
          onFiles={(files) => addPdf(files[0])}
        >
          Upload PDF
        </FileButton>
      </div>
      <UploadProgress progress={uploads.progress} onCancel={uploads.cancel} />
      {documents.length === 0 ? <p className="muted">No PDF documents yet.</p> : null}
      <ul className={panels.customList}>
        {documents.map((r) => (
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
              aria-label={`Delete document ${r.name}`}
              onClick={() => write(() => deletePlayerDocument(r.uid), 'Document deleted.')}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
