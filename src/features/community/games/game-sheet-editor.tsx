import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { gameEditMachine, sheetOf } from '../../../machines/game-edit.machine'
import type { GameSheet, WireGameSheet } from '../../../rules/game-sheet/types'
import { FormMessage } from '../../../ui/field'
import { LiveScore, SheetTimeline } from '../../../ui/game-sheet/sheet-timeline'
import timelineStyles from '../../../ui/game-sheet/sheet-timeline.module.css'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { useEditingGuard } from '../../../ui/use-editing-guard'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { EventPad } from './event-pad'
import padStyles from './event-pad.module.css'
import sheetStyles from './game-sheet.module.css'
import { loadSquad } from './games-api'
import { LineupStep } from './lineup-step'
import { saveStatus } from './save-status'
import { RestoredDraft, useSheetDraft } from './sheet-draft'
import type { SquadPlayer } from './squad-player'
import { TeamPicker } from './team-picker'

// The game sheet editor: the game-editing machine drives every step; this component only shows its state
// and sends it what the person tapped. `save` is the one write, provided by the page that knows the game.

interface GameSheetEditorProps {
  initial?: GameSheet
  /** Squads already loaded by the page, by team uid. */
  initialSquads?: Record<string, SquadPlayer[]>
  /** The one write: the sheet, and its two teams in words ("Riverside U19 – Harbour City U19"). */
  save: (sheet: WireGameSheet, teams: string) => Promise<unknown>
  /** Game details (date, venue …) shown in the teams step; they travel in the same write. */
  details?: React.ReactNode
  /** The details differ from the saved game (the machine only knows the sheet). */
  detailsChanged?: boolean
  /** The last save was kept on the device (offline): say so instead of "All changes saved". */
  waitingToSync?: boolean
  /** A game the first save creates: until then the status says it is not saved. */
  isNew?: boolean
  /** Where unsaved changes are kept on the device as they are made (`game-sheet:<uid>`). */
  draftKey: string
  /** `initial` is a draft from an earlier visit: when it was kept, and how to go back to the saved sheet. */
  restored?: { savedAt: number; discard: () => void }
}

const STEPS = [
  { state: 'teams', label: 'Teams' },
  { state: 'lineup', label: 'Line-ups' },
  { state: 'events', label: 'Events' },
] as const

export function GameSheetEditor({
  initial,
  initialSquads = {},
  save,
  details,
  detailsChanged,
  waitingToSync,
  isNew,
  draftKey,
  restored,
}: GameSheetEditorProps) {
  // The teams' names as the sheet shows them now: the write is named after them while it waits to sync.
  const teamsRef = useRef('')
  const machine = useMemo(
    () =>
      gameEditMachine.provide({
        actors: {
          saveSheet: fromPromise<unknown, WireGameSheet>(({ input }) => save(input, teamsRef.current)),
        },
      }),
    [save],
  )
  const [snapshot, send] = useMachine(machine, {
    input: { sheet: initial, isNew, fromDraft: Boolean(restored) },
  })
  const { context } = snapshot
  const sheet = sheetOf(context)
  teamsRef.current = sheet ? sheet.sides.map((side) => side.name || 'a team').join(' – ') : 'a new game'
  const [squads, joinSquad] = useSquads(context.sides, initialSquads)
  const step = STEPS.find((s) => snapshot.matches({ editing: s.state }))?.state ?? null
  const saving = snapshot.matches('saving')
  const unsaved = context.dirty || Boolean(detailsChanged)
  // A new app version waits while the sheet has unsaved changes; leaving (a link, closing the tab) asks first,
  // and the changes are kept on the device as they are made.
  useEditingGuard(unsaved)
  useLeaveGuard(unsaved, {
    title: 'Leave the game sheet?',
    message:
      'Your changes to this sheet are not saved. They stay on this device as a draft and come back when you open this sheet again.',
  })
  useSheetDraft(draftKey, context.dirty ? sheet : null, saving)
  useDocumentTitle(
    sheet
      ? `${sheet.sides[0].name ?? 'Home'} v ${sheet.sides[1].name ?? 'Away'} · Game sheet`
      : 'New game sheet',
  )

  return (
    <div className={sheetStyles.gameSheet}>
      <header className={sheetStyles.sheetHead}>
        <div className={sheetStyles.sheetTitle}>
          <h1>Game sheet</h1>
          <ol className={sheetStyles.sheetSteps} aria-label="Steps">
            {STEPS.map((s, i) => (
              <li key={s.state} aria-current={s.state === step ? 'step' : undefined}>
                <span className={sheetStyles.stepNo}>{i + 1}</span> {s.label}
              </li>
            ))}
          </ol>
        </div>
        {sheet ? <LiveScore sheet={sheet} /> : null}
        <div className={sheetStyles.sheetSave} data-testid="sheet-save">
          <button
            type="button"
            className="btn btn-primary"
            disabled={saving}
            onClick={() => send({ type: 'SAVE' })}
          >
            Save sheet
          </button>
          <span className="muted" role="status">
            {saveStatus({ saving, context, unsaved, waitingToSync: Boolean(waitingToSync) })}
          </span>
        </div>
        {/* In the sticky header, so a refusal is seen wherever the person was tapping. */}
        {context.refusal || context.saveError ? (
          <div className={sheetStyles.sheetMessage}>
            <FormMessage kind="error">{context.refusal ?? `Not saved: ${context.saveError}`}</FormMessage>
            <button type="button" className="btn btn-link" onClick={() => send({ type: 'DISMISS' })}>
              Dismiss
            </button>
          </div>
        ) : null}
      </header>

      {restored ? <RestoredDraft savedAt={restored.savedAt} discard={restored.discard} /> : null}

      {step === 'teams' ? (
        <section className="card stack" aria-labelledby="teams-title">
          <h2 id="teams-title">Who is playing?</h2>
          {details}
          <div className={sheetStyles.teamPickers}>
            {([0, 1] as const).map((side) => (
              <TeamPicker
                key={side}
                label={side === 0 ? 'Home team' : 'Away team'}
                chosen={context.sides[side]}
                onChoose={(team) => send({ type: 'SELECT_TEAM', side, team })}
              />
            ))}
          </div>
          <div className={sheetStyles.sheetNav}>
            <button type="button" className="btn btn-primary" onClick={() => send({ type: 'CONTINUE' })}>
              Continue to line-ups
            </button>
          </div>
        </section>
      ) : null}

      {step === 'lineup' && sheet ? (
        <LineupStep sheet={sheet} squads={squads} send={send} onSquadAdd={joinSquad} />
      ) : null}

      {step === 'events' && sheet ? (
        <div className={padStyles.eventsLayout}>
          <EventPad
            sheet={sheet}
            onRecord={(operation) => send({ type: 'RECORD', operation })}
            onReplace={(index, operation) => send({ type: 'REPLACE_OPERATION', index, operation })}
          />
          <section className={`card ${timelineStyles.timelineCard}`} aria-labelledby="timeline-title">
            <div className={timelineStyles.timelineHead}>
              <h2 id="timeline-title">Timeline</h2>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={context.history.length === 0}
                onClick={() => send({ type: 'UNDO' })}
              >
                Undo last
              </button>
            </div>
            <SheetTimeline sheet={sheet} onRemove={(index) => send({ type: 'REMOVE_OPERATION', index })} />
            <button type="button" className="btn btn-link" onClick={() => send({ type: 'BACK' })}>
              Edit line-ups
            </button>
          </section>
        </div>
      ) : null}
    </div>
  )
}

/** Squads of the chosen teams: loaded once per team, as soon as the team is chosen; players added here join. */
function useSquads(
  sides: readonly ({ uid: string } | null)[],
  initial: Record<string, SquadPlayer[]>,
): [Record<string, SquadPlayer[]>, (team: string, player: SquadPlayer) => void] {
  const [squads, setSquads] = useState(initial)
  const wanted = sides.flatMap((s) => (s && !(s.uid in squads) ? [s.uid] : [])).join(',')
  useEffect(() => {
    if (!wanted) return
    for (const uid of wanted.split(',')) {
      loadSquad(uid)
        .then((squad) => setSquads((all) => ({ ...all, [uid]: squad })))
        .catch(() => setSquads((all) => ({ ...all, [uid]: [] })))
    }
  }, [wanted])
  const join = (team: string, player: SquadPlayer) =>
    setSquads((all) => ({ ...all, [team]: [...(all[team] ?? []), player] }))
  return [squads, join]
}
