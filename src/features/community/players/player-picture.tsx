import { useState } from 'react'
import type { Player } from '../../../api/contract/schemas/players'
import { uploadLimits } from '../../../api/contract/schemas/players-media'
import { FormMessage } from '../../../ui/field'
import { FileButton } from '../../../ui/file-field'
import { removePicture, uploadPicture } from '../media/media-api'
import { failureText, uploadProblem } from '../media/upload-check'
import panels from '../record-panels.module.css'
import { PlayerThumb } from './player-list-page'
import styles from './players.module.css'

// The profile picture: shown as its thumbnail, uploaded or replaced from a file (the tablet's camera roll) and
// removed. The server makes the thumbnail; the player comes back with `pic` and `thumb` set.

export function PlayerPicture({ player, onChange }: { player: Player; onChange: (p: Player) => void }) {
  const [problem, setProblem] = useState<string | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (write: () => Promise<{ pending: boolean; data?: Player }>, done: string) => {
    setBusy(true)
    setProblem(null)
    try {
      const result = await write()
      if (result.data && !result.pending) onChange(result.data)
      setNote(
        result.pending ? 'Saved on this device; the picture will be sent when the connection is back.' : done,
      )
    } catch (error) {
      setProblem(failureText(error, 'The picture could not be saved.'))
    } finally {
      setBusy(false)
    }
  }
  const pick = (file: File | undefined) => {
    if (!file) return
    const wrong = uploadProblem('picture', file)
    if (wrong) return setProblem(wrong)
    run(() => uploadPicture(player.uid, file), 'Picture saved.')
  }
  return (
    <div className={styles.playerPicture} data-testid="player-picture">
      <PlayerThumb player={player} size={96} />
      <div className="stack">
        <FileButton
          className={`${panels.fileButton} btn btn-secondary`}
          accept={uploadLimits.picture.types.join(',')}
          disabled={busy}
          onFiles={(files) => pick(files[0])}
        >
          {player.pic ? 'Replace picture' : 'Upload picture'}
        </FileButton>
        {player.pic ? (
          <button
            type="button"
            className="btn btn-link"
            disabled={busy}
            onClick={() => run(() => removePicture(player.uid), 'Picture removed.')}
          >
            Remove picture
          </button>
        ) : null}
        <p className="hint">JPEG, PNG or WebP, up to 10 MB.</p>
      </div>
      {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
      {note && !problem ? (
        <p role="status" className="muted">
          {note}
        </p>
      ) : null}
    </div>
  )
}
