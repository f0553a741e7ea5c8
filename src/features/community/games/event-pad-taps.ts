import type { GameOperation, GameSheet, GoalOperation } from '../../../rules/game-sheet/types'
import { standings } from '../../../ui/game-sheet/sheet-view'
import {
  candidatesFor,
  type Draft,
  draftForAssist,
  draftForHelpers,
  goalIndexOf,
  type Kind,
  stepOf,
} from './event-pad-steps'

// What each tap on the event pad does, as one pure function (the pad renders it; a property test drives it with
// random taps). The rule that keeps a goal from vanishing: a goal is RECORDED the moment its scorer is tapped;
// its assist and pre-assist are follow-ups that each correct the goal already on the sheet, so skipping them,
// cancelling, or switching to another event never takes a recorded goal back.

export type Tap =
  | { type: 'kind'; kind: Kind }
  | { type: 'player'; uid: string }
  /** "No assist" / "No pre-assist": the goal stays as it is. */
  | { type: 'skip' }
  | { type: 'cancel' }
  | { type: 'options'; ownGoal: boolean; penalty: boolean }

export type PadEffect =
  | { type: 'record'; operation: GameOperation }
  | { type: 'replace'; index: number; operation: GameOperation }

export interface PadResult {
  draft: Draft | null
  effect?: PadEffect
}

export function tapPad(draft: Draft | null, tap: Tap, sheet: GameSheet, minute: number): PadResult {
  const everyone = standings(sheet)
  switch (tap.type) {
    case 'cancel':
    case 'skip':
      return { draft: null }
    case 'options':
      return {
        draft: draft?.kind === 'goal' ? { ...draft, ownGoal: tap.ownGoal, penalty: tap.penalty } : draft,
      }
    case 'kind':
      if (draft?.kind === tap.kind) return { draft: null }
      return {
        draft:
          tap.kind === 'assist'
            ? draftForAssist(sheet, everyone)
            : { kind: tap.kind, ownGoal: false, penalty: false },
      }
  }
  if (!draft) return { draft }
  const step = stepOf(draft)
  // Only whom the step offers: the screen shows no one else, and a stale tap changes nothing.
  const picked = candidatesFor(step, draft, everyone).find((p) => p.player.uid === tap.uid)
  if (!picked) return { draft }
  const team = sheet.sides[picked.side].uid
  const record = (operation: GameOperation): PadResult => ({
    draft: null,
    effect: { type: 'record', operation },
  })

  switch (draft.kind) {
    case 'goal': {
      if (draft.ownGoal) return record({ type: 'goal', minute, team, player: tap.uid, own_goal: true })
      const operation: GoalOperation = {
        type: 'goal',
        minute,
        team,
        player: tap.uid,
        assist: null,
        pre_assist: null,
        ...(draft.penalty ? { penalty: true } : {}),
      }
      return {
        draft: draftForHelpers({ minute, player: tap.uid }, picked),
        effect: { type: 'record', operation },
      }
    }
    case 'assist': {
      const index = goalIndexOf(sheet, draft.goal)
      const goal = sheet.operations[index] as GoalOperation | undefined
      if (!goal) return { draft: null }
      if (step === 'assist') {
        const next = { ...draft, assist: picked }
        const anyoneLeft = candidatesFor('pre', next, everyone).length > 0
        return {
          draft: anyoneLeft ? next : null,
          effect: { type: 'replace', index, operation: { ...goal, assist: tap.uid } },
        }
      }
      return { draft: null, effect: { type: 'replace', index, operation: { ...goal, pre_assist: tap.uid } } }
    }
    case 'sub':
      if (!draft.player) return { draft: { ...draft, player: picked } }
      return record({
        type: 'sub',
        minute,
        team: sheet.sides[draft.player.side].uid,
        player_off: draft.player.player.uid,
        player_on: tap.uid,
      })
    case 'motm':
      return record({ type: 'motm', team, player: tap.uid })
    default:
      return record({ type: draft.kind, minute, team, player: tap.uid })
  }
}
