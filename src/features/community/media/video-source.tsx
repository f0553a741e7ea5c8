import { useEffect, useState } from 'react'
import { uploadLimits } from '../../../api/contract/schemas/players-media'
import { UploadProgress, useUploadProgress, wasCancelled } from '../../../connected/upload-progress'
import { FormMessage } from '../../../ui/field'
import { FileButton } from '../../../ui/file-field'
import { SelectField } from '../../../ui/select-field'
import panels from '../record-panels.module.css'
import { uploadVideo, vimeoConfigured } from './media-api'
import { failureText, uploadProblem } from './upload-check'

// Which video the moments are tagged in: one already used by this player's moments, a local MP4/WebM uploaded
// now (stored once; its uid is the video_id), or a Vimeo id when the server has Vimeo configured.

export interface ChosenVideo {
  video_id: string
  provider: 'local' | 'vimeo'
  url: string
}

export function VideoSource({
  videos,
  current,
  onChoose,
}: {
  videos: ChosenVideo[]
  current: ChosenVideo | null
  onChoose: (v: ChosenVideo) => void
}) {
  const [vimeo, setVimeo] = useState(false)
  const [vimeoId, setVimeoId] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const uploads = useUploadProgress()
  useEffect(() => {
    vimeoConfigured().then(setVimeo)
  }, [])

  const upload = async (file: File | undefined) => {
    if (!file) return
    const wrong = uploadProblem('video', file)
    if (wrong) return setError(wrong)
    setBusy(true)
    setError(null)
    try {
      const result = await uploadVideo(file, uploads.watch(file))
      if (result.pending || !result.data)
        setError('The video waits on this device; tag it once it is uploaded.')
      else onChoose({ video_id: result.data.uid, provider: 'local', url: result.data.url })
    } catch (e) {
      setError(
        wasCancelled(e)
          ? 'Upload cancelled: nothing was kept.'
          : failureText(e, 'The video could not be uploaded.'),
      )
    } finally {
      uploads.finish()
      setBusy(false)
    }
  }
  return (
    <section className={`${panels.fieldset} stack`} aria-labelledby="video-source-title">
      <h2 id="video-source-title" className={panels.heading}>
        Video
      </h2>
      {videos.length > 0 ? (
        <SelectField
          id="video-choice"
          label="Videos with moments"
          required
          value={current?.video_id ?? ''}
          onChange={(chosen) => {
            const found = videos.find((v) => v.video_id === chosen)
            if (found) onChoose(found)
          }}
          empty="Choose a video…"
          options={videos.map(
            (v, i) =>
              [
                v.video_id,
                v.provider === 'vimeo' ? `Vimeo ${v.video_id}` : `Uploaded video ${i + 1}`,
              ] as const,
          )}
        />
      ) : null}
      <UploadProgress progress={uploads.progress} onCancel={uploads.cancel} />
      <div className={panels.customForm}>
        <FileButton
          className={`${panels.fileButton} btn btn-secondary`}
          accept={uploadLimits.video.types.join(',')}
          disabled={busy}
          onFiles={(files) => upload(files[0])}
        >
          {busy ? 'Uploading…' : 'Upload MP4 or WebM'}
        </FileButton>
        {vimeo ? (
          <form
            className={panels.customForm}
            onSubmit={(e) => {
              e.preventDefault()
              if (!/^\d{1,20}$/.test(vimeoId.trim())) return setError('A Vimeo video id is a number')
              const id = vimeoId.trim()
              onChoose({ video_id: id, provider: 'vimeo', url: `https://player.vimeo.com/video/${id}` })
            }}
          >
            <div className="field">
              <label htmlFor="vimeo-id">Vimeo video id</label>
              <input
                id="vimeo-id"
                className="input"
                inputMode="numeric"
                value={vimeoId}
                onChange={(e) => setVimeoId(e.target.value)}
              />
            </div>
            <button type="submit" className="btn btn-secondary">
              Use Vimeo video
            </button>
          </form>
        ) : null}
      </div>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </section>
  )
}
