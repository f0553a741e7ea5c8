import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { Game } from '../../../api/contract/football-games'
import { newRecordUid } from '../../../api/outbox'
import { fromWireSheet } from '../../../machines/game-sheet-derive'
import type { GameSheet, WireGameSheet } from '../../../machines/game-sheet-types'
import { FormMessage } from '../../../ui/field'
import { Spinner } from '../../../ui/spinner'
import { showToast } from '../../../ui/toast'
import { GameSheetEditor } from './game-sheet-editor'
import { loadGame, loadSquad, loadTeamName, namesOf, type SaveTarget, saveGameSheet } from './games-api'
import type { SquadPlayer } from './lineup-side'

// The routes' side of the editor: load an existing game (its sheet, and its teams' squads so players have
// names), or start a new one with a uid made here; then hand the editor its one-write `save`.

const WAITING = 'Sheet kept on this device: it will be sent when the connection returns'

interface Loaded {
  game: Game
  sheet: GameSheet | undefined
  squads: Record<string, SquadPlayer[]>
}

export function GameSheetPage({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    ;(async () => {
      const game = await loadGame(id)
      const [lists, teamNames] = await Promise.all([
        Promise.all(game.team_array.map((uid) => loadSquad(uid).catch(() => []))),
        Promise.all(game.team_array.map((uid) => loadTeamName(uid).catch(() => null))),
      ])
      const squads = Object.fromEntries(game.team_array.map((uid, i) => [uid, lists[i] ?? []]))
      const sheet =
        game.team_array.length === 2
          ? fromWireSheet(
              { team_array: game.team_array, teams: game.teams, operationsArr: game.operationsArr },
              namesOf(game, lists, teamNames),
            )
          : undefined
      if (live) setLoaded({ game, sheet, squads })
    })().catch((error: Error) => live && setFailed(error.message))
    return () => {
      live = false
    }
  }, [id])

  const target = useRef<SaveTarget>({ id, exists: true })
  const save = useCallback(async (sheet: WireGameSheet) => {
    const { pending, next } = await saveGameSheet(target.current, sheet)
    target.current = next
    showToast(pending ? WAITING : 'Game sheet saved', 'success')
  }, [])

  if (failed) return <FormMessage kind="error">{failed}</FormMessage>
  if (!loaded) return <Spinner label="Loading the game sheet" />
  target.current.version ??= loaded.game.version
  return <GameSheetEditor initial={loaded.sheet} initialSquads={loaded.squads} save={save} />
}

/** A new game: the sheet editor creates it with its first save (teams, details and events in one write). */
export function NewGameSheetPage() {
  const [, navigate] = useLocation()
  const [details, setDetails] = useState({ date: '', venue: '', competition: '' })
  const detailsRef = useRef(details)
  detailsRef.current = details
  const target = useRef<SaveTarget>({ id: newRecordUid(), exists: false })
  const save = useCallback(
    async (sheet: WireGameSheet) => {
      const { pending, next } = await saveGameSheet({ ...target.current, details: detailsRef.current }, sheet)
      target.current = next
      if (pending) return void showToast(WAITING, 'success')
      showToast('Game created with its sheet', 'success')
      // Reopen it from the server, where it now lives (offline, the tablet keeps editing here instead).
      navigate(`/${next.id}`, { replace: true })
    },
    [navigate],
  )
  const field = (name: keyof typeof details, label: string, type = 'text') => (
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
  return (
    <GameSheetEditor
      save={save}
      details={
        <div className="game-details">
          {field('date', 'Date', 'date')}
          {field('venue', 'Venue')}
          {field('competition', 'Competition')}
        </div>
      }
    />
  )
}
