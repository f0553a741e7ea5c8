import { useState } from 'react'
import { MOMENT_NAME_MAX, MOMENT_TAG_MAX } from '../../../api/contract/terms/writing-limits'
import { RecordListPicker } from '../../../connected/record-picker'
import pickerStyles from '../../../connected/record-picker.module.css'
import { FormMessage } from '../../../ui/field'
import panels from '../record-panels.module.css'
import { addVideoEvent, setEventPlayers } from './media-api'
import { failureText } from './upload-check'
import type { ChosenVideo } from './video-source'

// Tags one moment: the second (taken from the player's playhead with one tap, or typed), an event name, an
// optional tag, and the players involved (a player's own moments start with that player). Two writes: the event,
// then its players.

export function VideoMomentForm({
  ownerId,
  firstTagged,
  video,
  currentTime,
  onSaved,
}: {
  /** The player, club, tournament, league or national side the moment belongs to. */
  ownerId: string
  firstTagged: string[]
  video: ChosenVideo
  currentTime: () => number
  onSaved: () => void
}) {
  const [time, setTime] = useState('0')
  const [name, setName] = useState('')
  const [tag, setTag] = useState('')
  const [players, setPlayers] = useState<string[]>(firstTagged)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const seconds = Number(time)
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = 'Name the event'
    if (!Number.isInteger(seconds) || seconds < 0) found.time = 'A whole number of seconds from the start'
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      const made = await addVideoEvent(ownerId, {
        video_id: video.video_id,
        provider: video.provider,
        name: name.trim(),
        event_tag: tag.trim() || null,
        time: seconds,
      })
      if (players.length) await setEventPlayers(made.uid, players)
      setName('')
      setTag('')
      setMessage(made.pending ? { kind: 'success', text: 'Saved on this device; it will sync.' } : null)
      onSaved()
    } catch (e) {
      setMessage({ kind: 'error', text: failureText(e, 'The moment could not be saved.') })
    }
  }
  return (
    <form className={`${panels.fieldset} stack`} onSubmit={save} aria-label="Tag a moment" noValidate>
      <h2 className={panels.heading}>Tag a moment</h2>
      <div className={panels.formGrid}>
        <div className="field">
          <label htmlFor="moment-time">Second</label>
          <div className={pickerStyles.pickerRow}>
            <input
              id="moment-time"
              className="input"
              type="number"
              min={0}
              value={time}
              aria-invalid={errors.time ? true : undefined}
              onChange={(e) => setTime(e.target.value)}
            />
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setTime(String(currentTime()))}
            >
              Use playhead
            </button>
          </div>
          {errors.time ? <p className="field-error">{errors.time}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="moment-name">Event</label>
          <input
            id="moment-name"
            className="input"
            maxLength={MOMENT_NAME_MAX}
            placeholder="Goal, dribble, save…"
            value={name}
            aria-invalid={errors.name ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {errors.name ? <p className="field-error">{errors.name}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="moment-tag">
            Tag <span className="optional">(optional)</span>
          </label>
          <input
            id="moment-tag"
            className="input"
            maxLength={MOMENT_TAG_MAX}
            value={tag}
            onChange={(e) => setTag(e.target.value)}
          />
        </div>
      </div>
      <RecordListPicker family="player" label="Players involved" value={players} onChange={setPlayers} />
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <div className={panels.actions}>
        <button type="submit" className="btn btn-primary">
          Tag moment
        </button>
      </div>
    </form>
  )
}
