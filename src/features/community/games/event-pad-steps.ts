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

export interface Draft {
  kind: Kind
  /** The scorer, the player going off, or (for `assist`) the scorer of the goal being completed. */
  player?: SheetPlayerView
  assist?: SheetPlayerView | null
  /** For `assist`: the goal (index in operationsArr) that gets its assist. */
  goalIndex?: number
  ownGoal: boolean
  penalty: boolean
}

export type Step = 'player' | 'assist' | 'pre' | 'off' | 'on' | 'motm' | 'nothing'

export function stepOf(draft: Draft | null): Step {
  if (!draft) return 'player'
  switch (draft.kind) {
    case 'motm':
      return 'motm'
    case 'sub':
      return draft.player ? 'on' : 'off'
    case 'assist':
      if (draft.goalIndex === undefined) return 'nothing'
      return draft.assist === undefined ? 'assist' : 'pre'
    case 'goal':
      if (!draft.player) return 'player'
      return draft.assist === undefined ? 'assist' : 'pre'
    default:
      return 'player'
  }
}

export function promptOf(step: Step, draft: Draft | null, sheet: GameSheet): string {
  const goal = draft?.goalIndex !== undefined ? (sheet.operations[draft.goalIndex] as GoalOperation) : null
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

/** "Assist" completes the latest goal recorded without one (own goals have none). */
export function draftForAssist(sheet: GameSheet, everyone: SheetPlayerView[]): Draft {
  const goalIndex = sheet.operations.findLastIndex((o) => o.type === 'goal' && !o.assist && !o.own_goal)
  const goal = sheet.operations[goalIndex] as GoalOperation | undefined
  const player = goal ? everyone.find((p) => p.player.uid === goal.player) : undefined
  return { kind: 'assist', goalIndex: goal ? goalIndex : undefined, player, ownGoal: false, penalty: false }
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
      // For a goal being recorded now, helpers are on the pitch now; for a past goal, anyone who played.
      const there = draft.kind === 'assist' ? p.standing !== 'bench' : p.standing === 'field'
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
