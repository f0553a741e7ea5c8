import { assign, fromPromise, setup } from 'xstate'
import { toWireSheet } from './game-sheet-derive'
import {
  addPlayer,
  type EditResult,
  type NewLineupPlayer,
  newProblem,
  type PlayerChanges,
  recordOperation,
  removeOperation,
  removePlayer,
  setCaptain,
  updatePlayer,
} from './game-sheet-edits'
import { checkSheet, sideLabel } from './game-sheet-rules'
import type { GameOperation, GameSheet, SheetSide, WireGameSheet } from './game-sheet-types'

// The game sheet editor: choose the two teams → line-ups → events as they happen → save as ONE write.
// Every change goes through the pure sheet rules: an impossible change is refused with a message and the sheet
// stays as it was. Saving is an actor the caller provides (`saveSheet`), so this file never touches the network.

export type Side = 0 | 1
export type TeamChoice = Pick<SheetSide, 'uid' | 'name'>

export type GameEditEvent =
  | { type: 'SELECT_TEAM'; side: Side; team: TeamChoice }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'ADD_PLAYER'; side: Side; player: NewLineupPlayer; starter: boolean }
  | { type: 'UPDATE_PLAYER'; side: Side; uid: string; changes: PlayerChanges }
  | { type: 'SET_CAPTAIN'; side: Side; uid: string | null }
  | { type: 'REMOVE_PLAYER'; side: Side; uid: string }
  /** A yellow to a player already cautioned is recorded as a second yellow (and so a red). */
  | { type: 'RECORD'; operation: GameOperation }
  | { type: 'REMOVE_OPERATION'; index: number }
  | { type: 'UNDO' }
  | { type: 'DISMISS' }
  | { type: 'SAVE' }

export interface GameEditContext {
  sides: [SheetSide | null, SheetSide | null]
  operations: GameOperation[]
  /** Earlier event lists, newest last: UNDO takes back the last event change. */
  history: GameOperation[][]
  refusal: string | null
  saveError: string | null
  /** Changed since loaded or last saved. */
  dirty: boolean
}

export interface GameEditInput {
  /** An existing game's sheet (see `fromWireSheet`); a new game starts with no teams. */
  sheet?: GameSheet
}

/** The sheet, once both teams are chosen (always true after the `teams` step). */
export const sheetOf = (context: GameEditContext): GameSheet | null => {
  const [home, away] = context.sides
  return home && away ? { sides: [home, away], operations: context.operations } : null
}

const errorMessage = (error: unknown): string => {
  const e = error as { data?: { message?: unknown }; message?: unknown } | null
  const message = e?.data?.message ?? e?.message
  return typeof message === 'string' && message ? message : 'The sheet could not be saved'
}

/** The context after an edit: the new sheet, or the old one with the refusal. */
function afterEdit(context: GameEditContext, result: EditResult, undoable = false): Partial<GameEditContext> {
  if (result.refusal !== undefined) return { refusal: result.refusal }
  return {
    sides: result.sheet.sides,
    operations: result.sheet.operations,
    history: undoable ? [...context.history, context.operations] : context.history,
    refusal: null,
    dirty: true,
  }
}

/** Runs a pure edit on the full sheet; before both teams are chosen there is nothing to edit. */
const editSheet = (context: GameEditContext, edit: (sheet: GameSheet) => EditResult, undoable = false) => {
  const sheet = sheetOf(context)
  return sheet ? afterEdit(context, edit(sheet), undoable) : { refusal: 'Choose both teams first' }
}

export const gameEditMachine = setup({
  types: {
    context: {} as GameEditContext,
    events: {} as GameEditEvent,
    input: {} as GameEditInput,
  },
  actors: {
    /** Provided by the caller: one write of the whole sheet (`team_array`, `teams`, `operationsArr`). */
    saveSheet: fromPromise<unknown, WireGameSheet>(async () => {
      throw new Error('saveSheet is provided by the screen that saves the game')
    }),
  },
  guards: {
    hasTeams: ({ context }) => sheetOf(context) !== null,
    hasStarters: ({ context }) => context.sides.every((s) => s?.players.some((p) => p.starter)),
    isPossible: ({ context }) => {
      const sheet = sheetOf(context)
      return sheet !== null && checkSheet(sheet).length === 0
    },
  },
  actions: {
    refuseContinue: assign(({ context }) => {
      const missing = context.sides.find((s) => s && !s.players.some((p) => p.starter))
      return { refusal: missing ? `Name the starting players of ${sideLabel(missing)} first` : null }
    }),
    refuseSave: assign(({ context }) => {
      const sheet = sheetOf(context)
      if (!sheet) return { refusal: 'Choose both teams before saving' }
      return { refusal: checkSheet(sheet)[0]?.message ?? null }
    }),
    dismiss: assign({ refusal: null, saveError: null }),
  },
}).createMachine({
  id: 'gameEdit',
  context: ({ input }) => {
    const sheet = input.sheet
    // A loaded sheet that is already impossible (an import, an older client) opens with its first problem shown.
    return {
      sides: sheet ? [sheet.sides[0], sheet.sides[1]] : [null, null],
      operations: sheet?.operations ?? [],
      history: [],
      refusal: sheet ? newProblem(null, sheet) : null,
      saveError: null,
      dirty: false,
    }
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'start',
      on: {
        DISMISS: { actions: 'dismiss' },
        SAVE: [{ guard: 'isPossible', target: 'saving' }, { actions: 'refuseSave' }],
      },
      states: {
        /** Opens where the loaded sheet left off. */
        start: {
          always: [
            { guard: 'hasStarters', target: 'events' },
            { guard: 'hasTeams', target: 'lineup' },
            { target: 'teams' },
          ],
        },
        teams: {
          on: {
            SELECT_TEAM: {
              actions: assign(({ context, event }) => selectTeam(context, event.side, event.team)),
            },
            CONTINUE: [
              { guard: 'hasTeams', target: 'lineup', actions: 'dismiss' },
              { actions: assign({ refusal: 'Choose both teams first' }) },
            ],
          },
        },
        lineup: {
          on: {
            ADD_PLAYER: {
              actions: assign(({ context, event }) =>
                editSheet(context, (s) => addPlayer(s, event.side, event.player, event.starter)),
              ),
            },
            UPDATE_PLAYER: {
              actions: assign(({ context, event }) =>
                editSheet(context, (s) => updatePlayer(s, event.side, event.uid, event.changes)),
              ),
            },
            SET_CAPTAIN: {
              actions: assign(({ context, event }) =>
                editSheet(context, (s) => setCaptain(s, event.side, event.uid)),
              ),
            },
            REMOVE_PLAYER: {
              actions: assign(({ context, event }) =>
                editSheet(context, (s) => removePlayer(s, event.side, event.uid)),
              ),
            },
            BACK: { target: 'teams', actions: 'dismiss' },
            CONTINUE: [
              { guard: 'hasStarters', target: 'events', actions: 'dismiss' },
              { actions: 'refuseContinue' },
            ],
          },
        },
        events: {
          on: {
            RECORD: {
              actions: assign(({ context, event }) =>
                editSheet(context, (s) => recordOperation(s, event.operation), true),
              ),
            },
            REMOVE_OPERATION: {
              actions: assign(({ context, event }) =>
                editSheet(context, (s) => removeOperation(s, event.index), true),
              ),
            },
            UNDO: { actions: assign(({ context }) => undo(context)) },
            BACK: { target: 'lineup', actions: 'dismiss' },
          },
        },
        /** Where saving returns to. */
        resume: { type: 'history' },
      },
    },
    saving: {
      invoke: {
        src: 'saveSheet',
        input: ({ context }) => toWireSheet(sheetOf(context)!),
        onDone: {
          target: 'editing.resume',
          actions: assign({ dirty: false, saveError: null, refusal: null }),
        },
        onError: {
          target: 'editing.resume',
          actions: assign(({ event }) => ({ saveError: errorMessage(event.error) })),
        },
      },
    },
  },
})

/** A side's team; changing it drops that side's line-up, which is refused once its players have events. */
function selectTeam(context: GameEditContext, side: Side, team: TeamChoice): Partial<GameEditContext> {
  const other = context.sides[side === 0 ? 1 : 0]
  if (other?.uid === team.uid) return { refusal: `${sideLabel(team)} is already the other team` }
  const current = context.sides[side]
  if (current?.uid === team.uid) return { refusal: null }
  if (current && context.operations.some((op) => op.team === current.uid)) {
    return { refusal: `${sideLabel(current)} has events on the sheet; remove those events first` }
  }
  const sides: GameEditContext['sides'] = [...context.sides]
  sides[side] = { uid: team.uid, name: team.name, players: [] }
  return { sides, refusal: null, dirty: true }
}

/** Takes back the last event change; refused when the line-up has since changed under it. */
function undo(context: GameEditContext): Partial<GameEditContext> {
  const previous = context.history.at(-1)
  const sheet = sheetOf(context)
  if (!previous || !sheet) return { refusal: 'There is nothing to undo' }
  const restored = { ...sheet, operations: previous }
  const refusal = newProblem(sheet, restored)
  if (refusal) return { refusal }
  return { operations: previous, history: context.history.slice(0, -1), refusal: null, dirty: true }
}
