import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { Game } from '../../../api/contract/football-games'
import { newRecordUid } from '../../../api/outbox/outbox'
import { fromWireSheet } from '../../../rules/game-sheet/derive'
import type { GameSheet, WireGameSheet } from '../../../rules/game-sheet/types'
import { FromDeviceNotice } from '../../../screens/from-device-notice'
import { isUnreachable, NotOnDevice } from '../../../screens/not-on-device'
import { FormMessage } from '../../../ui/field'
import { Spinner } from '../../../ui/spinner'
import { detailsOf, useGameDetails } from './game-details'
import { GameSheetEditor } from './game-sheet-editor'
import { loadGame, loadSquad, loadTeamName, namesOf, type SaveTarget, saveGameSheet } from './games-api'
import type { SquadPlayer } from './squad-player'

// The routes' side of the editor: load an existing game (its sheet, and its teams' squads so players have
// names), or start a new one with a uid made here; then hand the editor its one-write `save`.

interface Loaded {
  game: Game
  sheet: GameSheet | undefined
  squads: Record<string, SquadPlayer[]>
}

export function GameSheetPage({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState<Error | null>(null)
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
    })().catch((error: Error) => live && setFailed(error))
    return () => {
      live = false
    }
  }, [id])

  if (failed)
    return isUnreachable(failed) ? (
      <NotOnDevice what="this game" />
    ) : (
      <FormMessage kind="error">{failed.message}</FormMessage>
    )
  if (!loaded) return <Spinner label="Loading the game sheet" />
  return <LoadedGameSheet loaded={loaded} />
}

function LoadedGameSheet({ loaded }: { loaded: Loaded }) {
  const details = useGameDetails(detailsOf(loaded.game))
  const [waiting, setWaiting] = useState(false)
  const target = useRef<SaveTarget>({ id: loaded.game.uid, exists: true, version: loaded.game.version })
  const save = useCallback(
    async (sheet: WireGameSheet, teams: string) => {
      const changes = details.current.changes()
      const { pending, next } = await saveGameSheet({ ...target.current, details: changes }, sheet, teams)
      target.current = next
      details.current.saved(changes)
      setWaiting(pending)
    },
    [details.current],
  )
  return (
    <>
      <FromDeviceNotice data={loaded.game} what="this game" />
      <GameSheetEditor
        initial={loaded.sheet}
        initialSquads={loaded.squads}
        save={save}
        details={details.node}
        detailsChanged={details.dirty}
        waitingToSync={waiting}
      />
    </>
  )
}

/** A new game: the sheet editor creates it with its first save (teams, details and events in one write). */
export function NewGameSheetPage() {
  const [, navigate] = useLocation()
  const details = useGameDetails(detailsOf())
  const [waiting, setWaiting] = useState(false)
  const target = useRef<SaveTarget>({ id: newRecordUid(), exists: false })
  const save = useCallback(
    async (sheet: WireGameSheet, teams: string) => {
      const changes = details.current.changes()
      const { pending, next } = await saveGameSheet({ ...target.current, details: changes }, sheet, teams)
      target.current = next
      details.current.saved(changes)
      setWaiting(pending)
      if (pending) return
      // Reopen it from the server, where it now lives (offline, the tablet keeps editing here instead).
      navigate(`/${next.id}/edit`, { replace: true })
    },
    [navigate, details.current],
  )
  return (
    <GameSheetEditor
      isNew
      save={save}
      details={details.node}
      detailsChanged={details.dirty}
      waitingToSync={waiting}
    />
  )
}
