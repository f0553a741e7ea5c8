import { type EditResult, newProblem } from '../rules/game-sheet/edits'
import { sideLabel } from '../rules/game-sheet/rules'
import type { GameOperation, GameSheet, SheetSide } from '../rules/game-sheet/types'

// The game-editing machine's context and the updates its transitions make, kept apart from the machine's
// shape so each reads on its own. Pure: each function returns the part of the context that changes.

export type Side = 0 | 1
export type TeamChoice = Pick<SheetSide, 'uid' | 'name'>

export interface GameEditContext {
  sides: [SheetSide | null, SheetSide | null]
  operations: GameOperation[]
  /** Earlier event lists, newest last: UNDO takes back the last event change. */
  history: GameOperation[][]
  refusal: string | null
  saveError: string | null
  /** Changed since loaded or last saved. */
  dirty: boolean
  /** A new game that no save has reached yet (nothing of it is on the server or waiting on the device). */
  neverSaved: boolean
  /** The last SAVE was refused by the sheet rules: nothing was written (until dismissed or saved). */
  saveRefused: boolean
}

/** The sheet, once both teams are chosen (always true after the `teams` step). */
export const sheetOf = (context: GameEditContext): GameSheet | null => {
  const [home, away] = context.sides
  return home && away ? { sides: [home, away], operations: context.operations } : null
}

export const errorMessage = (error: unknown): string => {
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
export const editSheet = (
  context: GameEditContext,
  edit: (sheet: GameSheet) => EditResult,
  undoable = false,
) => {
  const sheet = sheetOf(context)
  return sheet ? afterEdit(context, edit(sheet), undoable) : { refusal: 'Choose both teams first' }
}

/** A side's team; changing it drops that side's line-up, which is refused once its players have events. */
export function selectTeam(context: GameEditContext, side: Side, team: TeamChoice): Partial<GameEditContext> {
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
export function undo(context: GameEditContext): Partial<GameEditContext> {
  const previous = context.history.at(-1)
  const sheet = sheetOf(context)
  if (!previous || !sheet) return { refusal: 'There is nothing to undo' }
  const restored = { ...sheet, operations: previous }
  const refusal = newProblem(sheet, restored)
  if (refusal) return { refusal }
  return { operations: previous, history: context.history.slice(0, -1), refusal: null, dirty: true }
}
