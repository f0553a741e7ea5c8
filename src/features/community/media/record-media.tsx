import type { MediaKind } from '../../../connected/record-area'
import panels from '../record-panels.module.css'
import { DocumentsPanel } from './documents-panel'
import { GalleryPanel } from './gallery-panel'
import { VideoMomentsPanel } from './video-moments-panel'

// What the API keeps beside a club, competition or national side (gallery, video moments) and beside a game
// (written reports), on the record's page in the community area (the area hands it to the record screens as
// `RecordPlace.media`). Loaded with React.lazy: the video player and the upload code stay out of the football
// data screens until a record page needs them.

export default function RecordMedia({ ownerId, kinds }: { ownerId: string; kinds: MediaKind[] }) {
  return (
    <section className="card stack" aria-label="Media">
      {kinds.includes('gallery') ? <GalleryPanel ownerId={ownerId} /> : null}
      {kinds.includes('video') ? (
        <section className="stack" aria-label="Video moments">
          <h2 className={panels.heading}>Video moments</h2>
          <VideoMomentsPanel ownerId={ownerId} />
        </section>
      ) : null}
      {kinds.includes('reports') ? <DocumentsPanel ownerId={ownerId} /> : null}
    </section>
  )
}
