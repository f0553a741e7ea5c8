import { type ReactNode, useRef, useState } from 'react'
import type { Game } from '../../../api/contract/schemas/football-games'
import { createNamed } from '../../../api/family-writes'
import { OneOfField } from '../../../connected/one-of-field'
import { seasonOf } from '../../../rules/season'
import sheetStyles from './game-sheet.module.css'

// The game's own facts beside its sheet: date, venue and what it is played in — a league or tournament record
// (so the competition's page lists the game and the statistics group by it) or, for a friendly, a name. The
// season follows the date (the server derives it the same way). The score comes from the events.
// Only what the person changed travels in the sheet's one write (an untouched date keeps its kick-off time);
// a field emptied on purpose is sent as null, which clears it.

export interface GameDetails {
  date: string
  venue: string
  league_id: string
  tournament_id: string
  competition: string
}

export const detailsOf = (game?: Game): GameDetails => ({
  date: game?.date?.slice(0, 10) ?? '',
  venue: game?.venue ?? '',
  league_id: game?.league_id ?? '',
  tournament_id: game?.tournament_id ?? '',
  competition: game?.competition ?? '',
})

const playedIn = [
  {
    key: 'league_id',
    label: 'League',
    family: 'league',
    create: (n: string) => createNamed('league', 'league', n),
  },
  {
    key: 'tournament_id',
    label: 'Tournament',
    family: 'tournament',
    create: (n: string) => createNamed('tournament', 'tournament', n),
  },
  { key: 'competition', label: 'Friendly or other', max: 160 },
]

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
  const season = seasonOf(details.date, details.league_id ? 'league' : 'calendar')
  const node = (
    <div className={sheetStyles.gameDetails}>
      {field('date', 'Date', 'date')}
      {field('venue', 'Venue')}
      <OneOfField
        legend="Played in"
        choices={playedIn}
        values={{ ...details }}
        onChange={(patch) =>
          setDetails((d) => ({
            ...d,
            ...Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, (v as string | null) ?? ''])),
          }))
        }
      />
      <p className={`${sheetStyles.gameSeason} muted`}>
        {season ? `Season ${season} (from the date)` : 'Season: set a date'}
      </p>
    </div>
  )
  return { node, dirty: Object.keys(changedDetails(start, details)).length > 0, current: handle.current }
}
