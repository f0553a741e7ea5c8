import { forwardRef, useRef, useState } from 'react'
import styles from './moment-video.module.css'

// A tagged moment played from its second: our own files in a <video> that seeks once its metadata is in
// (`currentTime`), Vimeo in its player, which takes `#t=`. Used where moments are tagged (community) and where
// they are watched (scout).

export interface MomentSource {
  video_id: string
  provider: 'local' | 'vimeo'
  url: string
}

export const MomentVideo = forwardRef<HTMLVideoElement, { video: MomentSource; start: number }>(
  function MomentVideo({ video, start }, ref) {
    if (video.provider === 'vimeo')
      return (
        <iframe
          key={`${video.video_id}-${start}`}
          className={styles.momentVideo}
          title="Vimeo video"
          src={`${video.url}#t=${start}s`}
          allow="autoplay; fullscreen"
        />
      )
    return (
      // biome-ignore lint/a11y/useMediaCaption: match footage has no captions to offer
      <video
        ref={ref}
        key={video.video_id}
        className={styles.momentVideo}
        src={video.url}
        controls
        preload="metadata"
        data-testid="moment-video"
        onLoadedMetadata={(e) => {
          if (start > 0) {
            e.currentTarget.currentTime = start
            e.currentTarget.play().catch(() => undefined)
          }
        }}
      />
    )
  },
)

/** Which video plays, from which second: `play` jumps straight there when that video is already loaded. */
export function useMomentPlayer() {
  const [video, setVideo] = useState<MomentSource | null>(null)
  const [start, setStart] = useState(0)
  const ref = useRef<HTMLVideoElement>(null)
  const play = (source: MomentSource, second: number) => {
    const same = video?.video_id === source.video_id
    setVideo(source)
    setStart(second)
    // The same local video is already loaded: jump now; a new one seeks once its metadata is in.
    if (same && ref.current) {
      ref.current.currentTime = second
      ref.current.play().catch(() => undefined)
    }
  }
  return { video, start, ref, play }
}
