import { assign, fromPromise, setup } from 'xstate'
import { toWireSheet } from '../rules/game-sheet/derive'
import {
  addPlayer,
  type NewLineupPlayer,
  newProblem,
  type PlayerChanges,
  recordOperation,
  removeOperation,
  removePlayer,
  replaceOperation,
  setCaptain,
  updatePlayer,
} from '../rules/game-sheet/edits'
import { checkSheet, sideLabel } from '../rules/game-sheet/rules'
import type { GameOperation, GameSheet, WireGameSheet } from '../rules/game-sheet/types'
import {
  editSheet,
  errorMessage,
  type GameEditContext,
  type Side,
  selectTeam,
  sheetOf,
  type TeamChoice,
  undo,
} from './game-edit-context'

export type { GameEditContext, Side, TeamChoice } from './game-edit-context'
export { sheetOf } from './game-edit-context'

// The game sheet editor: choose the two teams → line-ups → events as they happen → save as ONE write.
// Every change goes through the pure sheet rules: an impossible change is refused with a message and the sheet
// stays as it was. Saving is an actor the caller provides (`saveSheet`), so this file never touches the network.

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
  /** Corrects the event at `index` (e.g. adds a goal's assist); it is re-placed by its minute. */
  | { type: 'REPLACE_OPERATION'; index: number; operation: GameOperation }
  | { type: 'UNDO' }
  | { type: 'DISMISS' }
  | { type: 'SAVE' }

export interface GameEditInput {
  /** An existing game's sheet (see `fromWireSheet`); a new game starts with no teams. */
  sheet?: GameSheet
  /** The game does not exist yet: its first save creates it. */
  isNew?: boolean
  /** The sheet is a draft kept on the device from an earlier visit: unsaved until saved. */
  fromDraft?: boolean
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
      if (!sheet) return { refusal: 'Choose both teams before saving', saveRefused: true }
      return { refusal: checkSheet(sheet)[0]?.message ?? null, saveRefused: true }
    }),
    dismiss: assign({ refusal: null, saveError: null, saveRefused: false }),
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
      dirty: Boolean(input.fromDraft),
      neverSaved: Boolean(input.isNew),
      saveRefused: false,
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
            REPLACE_OPERATION: {
              actions: assign(({ context, event }) =>
                editSheet(context, (s) => replaceOperation(s, event.index, event.operation), true),
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
      entry: assign({ saveRefused: false }),
      invoke: {
        src: 'saveSheet',
        input: ({ context }) => toWireSheet(sheetOf(context)!),
        onDone: {
          target: 'editing.resume',
          actions: assign({
            dirty: false,
            saveError: null,
            refusal: null,
            neverSaved: false,
            saveRefused: false,
          }),
        },
        onError: {
          target: 'editing.resume',
          actions: assign(({ event }) => ({ saveError: errorMessage(event.error) })),
        },
      },
    },
  },
})
