import { Link } from 'wouter'
import type { VideoEvent } from '../../../api/contract/schemas/players-media'
import { useRecord } from '../../../api/use-read'
import { MomentVideo, useMomentPlayer } from '../../../ui/moment-video'
import styles from './player-media.module.css'
import { loadScoutMedia } from './scout-players-api'

// What the community uploaded about the player, for a scout to watch and read: tagged video moments (each plays
// from its second), the picture gallery and the reports (PDF). Read-only: scouts never change it.

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

export function PlayerMedia({ playerId }: { playerId: string }) {
  const read = useRecord(() => loadScoutMedia(playerId), [playerId])
  const media = read.data
  const moments = media && !('locked' in media.moments) ? media.moments : undefined
  const reports = media && !('locked' in media.reports) ? media.reports : undefined
  return (
    <>
      <section className="card stack" aria-labelledby="moments-title">
        <h2 id="moments-title">Video moments {moments ? `(${moments.length})` : ''}</h2>
        {read.error ? <p className="muted">The videos could not be loaded.</p> : null}
        {media && 'locked' in media.moments ? <PackageLock message={media.moments.locked} /> : null}
        {moments && moments.length === 0 ? (
          <p className="muted">No video moments have been tagged for this player yet.</p>
        ) : null}
        {moments?.length ? <Moments moments={moments} /> : null}
      </section>
      <section className="card stack" aria-labelledby="gallery-title">
        <h2 id="gallery-title">Gallery {media ? `(${media.gallery.length})` : ''}</h2>
        {media && media.gallery.length === 0 ? <p className="muted">No pictures yet.</p> : null}
        {media?.gallery.length ? (
          <ul className={styles.gallery}>
            {media.gallery.map((image) => (
              <li key={image.uid}>
                <a href={image.pic} target="_blank" rel="noreferrer">
                  <img
                    src={image.thumb ?? image.pic}
                    alt={image.name ?? 'Gallery picture'}
                    loading="lazy"
                    width={160}
                    height={120}
                  />
                </a>
                {image.name ? <span className="muted">{image.name}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="card stack" aria-labelledby="reports-title">
        <h2 id="reports-title">Documents {reports ? `(${reports.length})` : ''}</h2>
        {media && 'locked' in media.reports ? <PackageLock message={media.reports.locked} /> : null}
        {reports && reports.length === 0 ? <p className="muted">No reports yet.</p> : null}
        {reports?.length ? (
          <ul className="related-list">
            {reports.map((report) => (
              <li key={report.uid}>
                <a href={report.url} target="_blank" rel="noreferrer">
                  {report.name}
                </a>{' '}
                <span className="muted">
                  PDF · {Math.max(1, Math.round(report.size / 1024))} KB · {day(report.created_at)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  )
}

/** What the scout's package leaves out, and the way to it. */
function PackageLock({ message }: { message: string }) {
  return (
    <div className={styles.lock}>
      <p>{message}</p>
      <Link href="~/scout/packages" className="btn btn-secondary">
        See packages
      </Link>
    </div>
  )
}

function Moments({ moments }: { moments: VideoEvent[] }) {
  const sorted = [...moments].sort((a, b) => a.time - b.time)
  const { video, start, ref, play: playFrom } = useMomentPlayer()
  const play = (moment: VideoEvent) =>
    playFrom({ video_id: moment.video_id, provider: moment.provider, url: moment.video_url }, moment.time)
  return (
    <div className={styles.moments}>
      {video ? <MomentVideo ref={ref} video={video} start={start} /> : null}
      <ol className={styles.momentList}>
        {sorted.map((moment) => (
          <li key={moment.uid}>
            <button type="button" className={styles.moment} onClick={() => play(moment)}>
              <span className={styles.time}>{clock(moment.time)}</span>
              <span>
                <strong>{moment.name}</strong>
                {moment.event_tag ? <span className="badge">{moment.event_tag}</span> : null}
              </span>
              <span className="muted">Play</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  )
}
