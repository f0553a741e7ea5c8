import { useId, useState } from 'react'
import type { Team } from '../../../api/contract/schemas/football-competitions'
import { useList } from '../../../api/use-read'
import { isUnreachable } from '../../../connected/from-device-notice'
import type { TeamChoice } from '../../../machines/game-edit.machine'
import sheetStyles from './game-sheet.module.css'
import { searchTeams } from './games-api'
import { OfflineTeams } from './offline-teams'

// Choose a team by typing part of its name: results come from the server's team search as you type (the
// previous request is cancelled), so a long list of teams never has to be scrolled on a tablet.

interface TeamPickerProps {
  label: string
  chosen: TeamChoice | null
  onChoose: (team: TeamChoice) => void
}

export function TeamPicker({ label, chosen, onChoose }: TeamPickerProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState(chosen === null)
  const q = query.trim()
  const search = useList((signal) => searchTeams(q, signal), [q], { skip: !q })
  const results = q ? (search.data ?? []) : []
  const state = !q ? 'idle' : search.loading ? 'searching' : search.error ? 'failed' : 'done'
  const offline = state === 'failed' && isUnreachable(search.error)

  const choose = (team: Team) => {
    onChoose({ uid: team.uid, name: team.name ?? undefined })
    setEditing(false)
    setQuery('')
  }

  if (chosen && !editing) {
    return (
      <div className={sheetStyles.teamChosen}>
        <span className="muted">{label}</span>
        <strong>{chosen.name ?? 'Team'}</strong>
        <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
          Change<span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
    )
  }
  return (
    <div className="field team-picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="search"
        autoComplete="off"
        placeholder="Type a team name"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          // Enter takes the best match, so a keyboard user types and confirms without leaving the field.
          if (e.key === 'Enter' && results[0]) {
            e.preventDefault()
            choose(results[0])
          }
        }}
      />
      <ul className={sheetStyles.pickerResults} aria-label={`${label}: matching teams`}>
        {results.map((team) => (
          <li key={team.uid}>
            <button type="button" className={sheetStyles.pickerOption} onClick={() => choose(team)}>
              <strong>{team.name}</strong>
              {team.season ? <span className="muted"> · {team.season}</span> : null}
              {'waitingToSync' in team ? <span className="muted"> · waiting to sync</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <p className="hint" aria-live="polite">
        {state === 'searching' ? 'Searching…' : null}
        {state === 'done' && results.length === 0 ? 'No team matches that name.' : null}
        {state === 'failed' && !offline ? 'The search failed; type again in a moment.' : null}
      </p>
      {offline ? <OfflineTeams typed={q} onChoose={choose} /> : null}
    </div>
  )
}
