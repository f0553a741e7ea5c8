import { type GalleryImage, uploadLimits } from '../../../api/contract/schemas/players-media'
import { useRecord } from '../../../api/use-read'
import { UploadProgress } from '../../../connected/upload-progress'
import { FormMessage } from '../../../ui/field'
import { FileButton } from '../../../ui/file-field'
import panels from '../record-panels.module.css'
import media from './media.module.css'
import { addGalleryImage, deleteGalleryImage, listGallery } from './media-api'
import { uploadProblem } from './upload-check'
import { useMediaWrite } from './use-media-write'

// The gallery of a player, club, tournament, league or national side (the API's gallery owners): images in a
// grid, added several at a time, each deletable. It reloads from the server after a write, so what is shown is
// what was stored; a write waiting offline is said to be waiting.

export function GalleryPanel({ ownerId }: { ownerId: string }) {
  const gallery = useRecord(() => listGallery(ownerId), [ownerId])
  const images: GalleryImage[] = gallery.data ?? []
  const { message, setMessage, uploads, write } = useMediaWrite(gallery.reload)
  const addImages = async (files: readonly File[]) => {
    for (const file of files) {
      const wrong = uploadProblem('picture', file)
      if (wrong) setMessage({ kind: 'error', text: wrong })
      else
        await write(
          () => addGalleryImage(ownerId, file, uploads.watch(file)),
          `${file.name} added to the gallery.`,
        )
    }
  }
  return (
    <section className={`${panels.fieldset} stack`} aria-labelledby={`gallery-${ownerId}`}>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <div className={panels.sectionHead}>
        <h2 id={`gallery-${ownerId}`} className={panels.heading}>
          Gallery ({images.length})
        </h2>
        <FileButton
          className={`${panels.fileButton} btn btn-secondary`}
          multiple
          accept={uploadLimits.picture.types.join(',')}
          onFiles={addImages}
        >
          Add images
        </FileButton>
      </div>
      <UploadProgress progress={uploads.progress} onCancel={uploads.cancel} />
      {images.length === 0 ? <p className="muted">No images yet.</p> : null}
      <ul className={media.gallery}>
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
  )
}
