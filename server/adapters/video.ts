import type { VimeoUploadTicket } from '../../src/api/contract/schemas/players-media'
import { DomainError, notFound } from '../domain/support/errors'

// Where videos live. Local (the default): MP4/WebM uploaded through POST video, stored by the storage adapter
// and played from /api/files with range requests. Vimeo (when VIMEO_TOKEN is set): the browser uploads
// straight to Vimeo with a one-off tus upload link that this adapter asks Vimeo for, so the token itself never
// leaves the server. Video events store the provider and its video id either way.

export interface VideoAdapter {
  /** A one-off upload link for a video of `size` bytes; 404 when Vimeo is not configured. */
  vimeoUploadTicket(size: number): Promise<VimeoUploadTicket>
  /** Whether VIMEO_TOKEN is set (Vimeo uploads are offered). */
  vimeoConfigured: boolean
}

const VIMEO_API = 'https://api.vimeo.com'
/** Vimeo's tus upload links stay valid for 24 hours. */
const LINK_LIFETIME_MS = 24 * 3600 * 1000

export function videoAdapter(vimeoToken: string | undefined, fetchImpl: typeof fetch = fetch): VideoAdapter {
  const requireVimeo = () => {
    if (!vimeoToken)
      throw notFound(
        'Vimeo is not configured on this server (no VIMEO_TOKEN): upload videos to local storage with POST video',
        'VIMEO_NOT_CONFIGURED',
      )
  }
  return {
    vimeoConfigured: Boolean(vimeoToken),
    async vimeoUploadTicket(size) {
      requireVimeo()
      const res = await fetchImpl(`${VIMEO_API}/me/videos`, {
        method: 'POST',
        headers: {
          authorization: `bearer ${vimeoToken}`,
          'content-type': 'application/json',
          accept: 'application/vnd.vimeo.*+json;version=3.4',
        },
        body: JSON.stringify({ upload: { approach: 'tus', size }, privacy: { view: 'unlisted' } }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined)
      if (!res?.ok)
        throw new DomainError(
          'upstream_failed',
          'Vimeo did not answer: try again, or upload the video locally',
          'VIMEO_DOWN',
        )
      const body = (await res.json()) as { uri?: string; upload?: { upload_link?: string } }
      const videoId = body.uri?.split('/').pop()
      const link = body.upload?.upload_link
      if (!videoId || !link)
        throw new DomainError('upstream_failed', 'Vimeo answered without an upload link', 'VIMEO_DOWN')
      return {
        provider: 'vimeo',
        upload_link: link,
        video_id: videoId,
        expires_at: new Date(Date.now() + LINK_LIFETIME_MS).toISOString(),
      }
    },
  }
}
