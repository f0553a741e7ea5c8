import { useState } from 'react'
import type { ScoutPlayer } from '../../../api/contract/schemas/scout-players'
import styles from './scout-players.module.css'
import { setShortlisted } from './scout-players-api'

// The star a scout taps to keep a player: a toggle button (aria-pressed) that shows the new state at once and
// goes back if the server refuses.

export function ShortlistToggle({
  player,
  onChange,
}: {
  player: ScoutPlayer
  onChange?: (on: boolean) => void
}) {
  const [on, setOn] = useState(player.is_shortlisted)
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    const next = !on
    setOn(next)
    setBusy(true)
    try {
      await setShortlisted(player, next)
      onChange?.(next)
    } catch {
      setOn(!next)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={`btn btn-secondary ${styles.toggle}`}
      aria-pressed={on}
      disabled={busy}
      onClick={toggle}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span> {on ? 'Shortlisted' : 'Shortlist'}
      <span className="visually-hidden"> {player.name}</span>
    </button>
  )
}
