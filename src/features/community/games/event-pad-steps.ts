import { playerLabel } from '../../../rules/game-sheet/rules'
import type { GameSheet, GoalOperation } from '../../../rules/game-sheet/types'
import type { SheetPlayerView } from '../../../ui/game-sheet/sheet-view'

// The event pad's steps as pure functions: which kinds there are, what each step asks, and whom it offers.

export type Kind = 'goal' | 'assist' | 'yellow' | 'red' | 'sub' | 'injury' | 'motm'
export const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'goal', label: 'Goal' },
  { kind: 'assist', label: 'Assist' },
  { kind: 'yellow', label: 'Yellow' },
  { kind: 'red', label: 'Red' },
  { kind: 'sub', label: 'Sub' },
  { kind: 'injury', label: 'Injury' },
  { kind: 'motm', label: 'MOTM' },
]

/** A goal already on the sheet, found again after edits move it: its minute and scorer. */
export interface GoalRef {
  minute: number
  player: string
}

export interface Draft {
  kind: Kind
  /** The player going off, or (for `assist`) the scorer of the goal being completed. */
  player?: SheetPlayerView
  assist?: SheetPlayerView | null
  /** For `assist`: the goal, already recorded, that gets its assist and pre-assist. */
  goal?: GoalRef
  ownGoal: boolean
  penalty: boolean
}

/** Where the referenced goal is on the sheet now (edits re-place events by minute), or -1. */
export const goalIndexOf = (sheet: GameSheet, ref: GoalRef | undefined) =>
  ref
    ? sheet.operations.findLastIndex(
        (o) => o.type === 'goal' && !o.own_goal && o.minute === ref.minute && o.player === ref.player,
      )
    : -1

export type Step = 'player' | 'assist' | 'pre' | 'off' | 'on' | 'motm' | 'nothing'

export function stepOf(draft: Draft | null): Step {
  if (!draft) return 'player'
  switch (draft.kind) {
    case 'motm':
      return 'motm'
    case 'sub':
      return draft.player ? 'on' : 'off'
    case 'assist':
      if (!draft.goal) return 'nothing'
      return draft.assist === undefined ? 'assist' : 'pre'
    default:
      return 'player'
  }
}

export function promptOf(step: Step, draft: Draft | null, sheet: GameSheet): string {
  const goal = (sheet.operations[goalIndexOf(sheet, draft?.goal)] as GoalOperation | undefined) ?? null
  const forGoal =
    goal && draft?.player ? ` (${goal.minute}' goal by ${playerLabel(draft.player.player)})` : ''
  const prompts: Record<Step, string> = {
    player: 'Who?',
    assist: `Assist by…${forGoal}`,
    pre: `Pre-assist by…${forGoal}`,
    off: 'Who goes off?',
    on: 'Who comes on?',
    motm: 'Man of the match:',
    nothing: 'Every goal already has its assist.',
  }
  return prompts[step]
}

/** The follow-up of a goal just recorded: its assist, then its pre-assist, both optional. */
export const draftForHelpers = (goal: GoalRef, scorer: SheetPlayerView): Draft => ({
  kind: 'assist',
  goal,
  player: scorer,
  ownGoal: false,
  penalty: false,
})

/** "Assist" completes the latest goal recorded without one (own goals have none). */
export function draftForAssist(sheet: GameSheet, everyone: SheetPlayerView[]): Draft {
  const goal = sheet.operations.findLast((o) => o.type === 'goal' && !o.assist && !o.own_goal) as
    | GoalOperation
    | undefined
  const scorer = goal ? everyone.find((p) => p.player.uid === goal.player) : undefined
  if (!goal || !scorer) return { kind: 'assist', ownGoal: false, penalty: false }
  return draftForHelpers({ minute: goal.minute, player: goal.player }, scorer)
}

/** Whom a step offers: the pad guides, the machine still refuses anything impossible. */
export function candidatesFor(
  step: Step,
  draft: Draft | null,
  everyone: SheetPlayerView[],
): SheetPlayerView[] {
  if (!draft || step === 'nothing') return []
  return everyone.filter((p) => {
    if (step === 'on') return p.side === draft.player?.side && p.standing === 'bench'
    if (step === 'motm') return p.standing !== 'bench'
    if (step === 'assist' || step === 'pre') {
      // Anyone of the scorer's side who played: a goal may have been set up by a player who has since gone off.
      const there = p.standing !== 'bench'
      // By uid: the draft holds views from an earlier render, not these objects.
      const taken = [draft.player?.player.uid, draft.assist?.player.uid]
      return there && p.side === draft.player?.side && !taken.includes(p.player.uid)
    }
    return p.standing === 'field'
  })
}

/** The pad opens at the minute of the last event, where a live entry carries on. */
export function lastMinute(sheet: GameSheet): number {
  const minutes = sheet.operations.flatMap((o) => (o.type === 'motm' ? [] : [o.minute]))
  return minutes.at(-1) ?? 0
}
