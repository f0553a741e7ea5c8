import { type ReactNode, useRef, useState } from 'react'
import type { Game } from '../../../api/contract/football-games'

// The game's own facts beside its sheet: date, venue and competition (the score comes from the events).
// Only what the person changed travels in the sheet's one write (an untouched date keeps its kick-off time);
// a field emptied on purpose is sent as null, which clears it.

export interface GameDetails {
  date: string
  venue: string
  competition: string
}

export const detailsOf = (game?: Game): GameDetails => ({
  date: game?.date?.slice(0, 10) ?? '',
  venue: game?.venue ?? '',
  competition: game?.competition ?? '',
})

export type DetailChanges = Partial<Record<keyof GameDetails, string | null>>

export function changedDetails(initial: GameDetails, now: GameDetails): DetailChanges {
  const changes: DetailChanges = {}
  for (const key of Object.keys(now) as (keyof GameDetails)[]) {
    const value = now[key].trim()
    if (value !== initial[key]) changes[key] = value === '' ? null : value
  }
  return changes
}

interface DetailsHandle {
  /** What differs from the values last saved (or opened with), at the moment it is called. */
  changes: () => DetailChanges
  /** After a successful write: these values are now the game's. */
  saved: (sent: DetailChanges) => void
}

/** The fields as a node for the editor's first step, whether they changed, and a stable handle for the save. */
export function useGameDetails(initial: GameDetails): {
  node: ReactNode
  dirty: boolean
  current: DetailsHandle
} {
  const [details, setDetails] = useState(initial)
  const [start, setStart] = useState(initial)
  const latest = useRef({ details, start })
  latest.current = { details, start }
  const handle = useRef<DetailsHandle>({
    changes: () => changedDetails(latest.current.start, latest.current.details),
    saved: (sent) =>
      setStart((s) => ({ ...s, ...Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, v ?? ''])) })),
  })
  const field = (name: keyof GameDetails, label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`game-${name}`}>
        {label} <span className="optional">(optional)</span>
      </label>
      <input
        id={`game-${name}`}
        className="input"
        type={type}
        value={details[name]}
        onChange={(e) => setDetails({ ...details, [name]: e.target.value })}
      />
    </div>
  )
  const node = (
    <div className="game-details">
      {field('date', 'Date', 'date')}
      {field('venue', 'Venue')}
      {field('competition', 'Competition')}
    </div>
  )
  return { node, dirty: Object.keys(changedDetails(start, details)).length > 0, current: handle.current }
}
