import { useState } from 'react'
import type { VideoEvent } from '../../../api/contract/schemas/players-media'
import { useRecord } from '../../../api/use-read'
import { RefName } from '../../../connected/record-picker'
import { FormMessage } from '../../../ui/field'
import { MomentVideo, useMomentPlayer } from '../../../ui/moment-video'
import panels from '../record-panels.module.css'
import media from './media.module.css'
import { deleteVideoEvent, listVideoEvents } from './media-api'
import { failureText } from './upload-check'
import { VideoMomentForm } from './video-moment-form'
import { VideoSource } from './video-source'

// Video moments: choose a video (uploaded here, or a Vimeo id when Vimeo is configured), tag moments of it with
// an event and the players involved, and play any tagged moment from its second (`currentTime` on our own
// player; Vimeo's player takes `#t=`).

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

/** `isPlayer`: the owner is a player, who is then tagged in each new moment to begin with. */
export function VideoMomentsPanel({ ownerId, isPlayer = false }: { ownerId: string; isPlayer?: boolean }) {
  const { video, start, ref, play } = useMomentPlayer()
  const [error, setError] = useState<string | null>(null)

  const moments = useRecord(() => listVideoEvents(ownerId), [ownerId])
  const events = [...(moments.data ?? [])].sort((a, b) => a.time - b.time)
  const reload = moments.reload

  const playFrom = (event: VideoEvent) =>
    play({ video_id: event.video_id, provider: event.provider, url: event.video_url }, event.time)
  const remove = async (event: VideoEvent) => {
    try {
      await deleteVideoEvent(event.uid)
      reload()
    } catch (e) {
      setError(failureText(e, 'The moment could not be deleted.'))
    }
  }
  const videos = [...new Map(events.map((e) => [e.video_id, e])).values()]
  return (
    <div className={media.video}>
      <div className={`${media.videoMain} stack`}>
        <VideoSource
          videos={videos.map((e) => ({ video_id: e.video_id, provider: e.provider, url: e.video_url }))}
          current={video}
          onChoose={(v) => play(v, 0)}
        />
        {video ? <MomentVideo ref={ref} video={video} start={start} /> : null}
      </div>
      <section className={`${panels.fieldset} ${media.videoMoments} stack`} aria-labelledby="moments-title">
        <h2 id="moments-title" className={panels.heading}>
          Tagged moments ({events.length})
        </h2>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        {events.length === 0 ? <p className="muted">No moments tagged yet.</p> : null}
        <ol className={media.moments}>
          {events.map((e) => (
            <li key={e.uid}>
              <button type="button" className={media.moment} onClick={() => playFrom(e)}>
                <span className={media.momentTime}>{clock(e.time)}</span>
                <span>
                  <strong>{e.name}</strong>
                  {e.event_tag ? <span className="badge">{e.event_tag}</span> : null}
                  <span className={`${media.momentPlayers} muted`}>
                    {e.players.map((uid, i) => (
                      <span key={uid}>
                        {i > 0 ? ', ' : ''}
                        <RefName family="player" uid={uid} />
                      </span>
                    ))}
                  </span>
                </span>
              </button>
              <button
                type="button"
                className="btn btn-link"
                aria-label={`Delete moment ${e.name}`}
                onClick={() => remove(e)}
              >
                Delete
              </button>
            </li>
          ))}
        </ol>
      </section>
      {video ? (
        <div className={media.videoForm}>
          <VideoMomentForm
            ownerId={ownerId}
            firstTagged={isPlayer ? [ownerId] : []}
            video={video}
            currentTime={() => Math.floor(ref.current?.currentTime ?? start)}
            onSaved={reload}
          />
        </div>
      ) : null}
    </div>
  )
}
