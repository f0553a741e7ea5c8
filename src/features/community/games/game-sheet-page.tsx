import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { Game } from '../../../api/contract/schemas/football-games'
import { type Draft, discardDraft, draftOf } from '../../../api/drafts'
import { newRecordUid } from '../../../api/outbox/outbox'
import { FromDeviceNotice, isUnreachable, NotOnDevice } from '../../../connected/from-device-notice'
import { fromWireSheet } from '../../../rules/game-sheet/derive'
import type { GameSheet, WireGameSheet } from '../../../rules/game-sheet/types'
import { FormMessage } from '../../../ui/field'
import { Spinner } from '../../../ui/spinner'
import { detailsOf, useGameDetails } from './game-details'
import { GameSheetEditor } from './game-sheet-editor'
import { loadGame, loadSquad, loadTeamName, namesOf, type SaveTarget, saveGameSheet } from './games-api'
import { sheetDraftKey } from './sheet-draft'
import type { SquadPlayer } from './squad-player'

// The routes' side of the editor: load an existing game (its sheet, and its teams' squads so players have
// names), or start a new one with a uid made here; then hand the editor its one-write `save`.

interface Loaded {
  game: Game
  sheet: GameSheet | undefined
  squads: Record<string, SquadPlayer[]>
  /** Changes of an earlier visit that no save took, kept on this device. */
  draft: Draft<GameSheet> | undefined
}

export function GameSheetPage({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState<Error | null>(null)
  useEffect(() => {
    let live = true
    ;(async () => {
      const game = await loadGame(id)
      const [lists, teamNames, draft] = await Promise.all([
        Promise.all(game.team_array.map((uid) => loadSquad(uid).catch(() => []))),
        Promise.all(game.team_array.map((uid) => loadTeamName(uid).catch(() => null))),
        draftOf<GameSheet>(sheetDraftKey(game.uid)),
      ])
      const squads = Object.fromEntries(game.team_array.map((uid, i) => [uid, lists[i] ?? []]))
      const sheet =
        game.team_array.length === 2
          ? fromWireSheet(
              { team_array: game.team_array, teams: game.teams, operationsArr: game.operationsArr },
              namesOf(game, lists, teamNames),
            )
          : undefined
      if (live) setLoaded({ game, sheet, squads, draft })
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
  const draftKey = sheetDraftKey(loaded.game.uid)
  const [draft, setDraft] = useState(loaded.draft)
  // Reopened with a sheet still in the outbox: "saved on this device", not "all changes saved".
  const [waiting, setWaiting] = useState(Boolean((loaded.game as { waitingToSync?: boolean }).waitingToSync))
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
        // Discarding the draft starts the editor again from the sheet as saved.
        key={draft ? 'draft' : 'saved'}
        initial={draft?.value ?? loaded.sheet}
        draftKey={draftKey}
        restored={draft && restoredFrom(draft, draftKey, () => setDraft(undefined))}
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
  const [draft, setDraft] = useState<Draft<GameSheet> | null>()
  useEffect(() => {
    void draftOf<GameSheet>(NEW_SHEET_DRAFT).then((kept) => setDraft(kept ?? null))
  }, [])
  if (draft === undefined) return <Spinner label="Opening the game sheet" />
  return (
    <NewGameSheet key={draft ? 'draft' : 'new'} draft={draft ?? undefined} dropDraft={() => setDraft(null)} />
  )
}

/** Until its first save a new sheet has no uid the draft could be kept under. */
const NEW_SHEET_DRAFT = sheetDraftKey('new')

const restoredFrom = (draft: Draft<GameSheet>, key: string, dropped: () => void) => ({
  savedAt: draft.savedAt,
  discard: () => {
    void discardDraft(key)
    dropped()
  },
})

function NewGameSheet({ draft, dropDraft }: { draft?: Draft<GameSheet>; dropDraft: () => void }) {
  const [, navigate] = useLocation()
  const details = useGameDetails(detailsOf())
  const [waiting, setWaiting] = useState(false)
  const target = useRef<SaveTarget>({ id: newRecordUid(), exists: false })
  // Once saved, the game has its uid: later unsaved changes are kept under it (and reopen with the game).
  const [draftKey, setDraftKey] = useState(NEW_SHEET_DRAFT)
  const save = useCallback(
    async (sheet: WireGameSheet, teams: string) => {
      const changes = details.current.changes()
      const { pending, next } = await saveGameSheet({ ...target.current, details: changes }, sheet, teams)
      target.current = next
      details.current.saved(changes)
      setWaiting(pending)
      void discardDraft(NEW_SHEET_DRAFT)
      setDraftKey(sheetDraftKey(next.id))
      if (pending) return
      // Reopen it from the server, where it now lives (offline, the tablet keeps editing here instead).
      navigate(`/${next.id}/edit`, { replace: true })
    },
    [navigate, details.current],
  )
  return (
    <GameSheetEditor
      isNew
      initial={draft?.value}
      draftKey={draftKey}
      restored={draft && restoredFrom(draft, NEW_SHEET_DRAFT, dropDraft)}
      save={save}
      details={details.node}
      detailsChanged={details.dirty}
      waitingToSync={waiting}
    />
  )
}
