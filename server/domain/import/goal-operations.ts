import type { GoalOperation } from '../../../src/rules/game-sheet/types'
import { LAST_MINUTE } from '../../../src/rules/game-sheet/types'
import type { ReconciledMatch } from './reconcile-goals'
import type { StoredNational, StoredPlayer } from './squads-from-db'

// The goals of a match in the game sheet's own terms: `operationsArr` goal events (what the game editor
// replays) and, per scorer, the number of goals for their `game_players` row. Only goals whose scorer was
// matched to a squad member can be written: an event needs a player uid, and none is invented.

export interface ScorerRow {
  player: StoredPlayer
  /** 0 = team1 (home), 1 = team2 (away): the side the scorer plays for (not the side an own goal counts for). */
  side: 0 | 1
  goals: number
  ownGoals: number
}

/** Stoppage time follows the minute it belongs to ("90+4" → 94), capped at the sheet's last minute. */
const sheetMinute = (minute: number, addedTime: number) => Math.min(minute + addedTime, LAST_MINUTE)

export function goalOperations(
  match: ReconciledMatch<StoredNational, StoredPlayer>,
  teamUids: [string, string],
): { operations: GoalOperation[]; scorers: ScorerRow[] } {
  const ordered = [...match.goals].sort((a, b) => a.minute + a.addedTime - (b.minute + b.addedTime))
  const operations: GoalOperation[] = []
  const scorers = new Map<string, ScorerRow>()
  for (const goal of ordered) {
    if (!goal.player) continue
    const side = (goal.ownGoal ? 2 - goal.side : goal.side - 1) as 0 | 1
    operations.push({
      type: 'goal',
      minute: sheetMinute(goal.minute, goal.addedTime),
      team: teamUids[side],
      player: goal.player.uid,
      ...(goal.ownGoal ? { own_goal: true } : {}),
      ...(goal.penalty ? { penalty: true } : {}),
    })
    const row = scorers.get(goal.player.uid) ?? { player: goal.player, side, goals: 0, ownGoals: 0 }
    if (goal.ownGoal) row.ownGoals++
    else row.goals++
    scorers.set(goal.player.uid, row)
  }
  return { operations, scorers: [...scorers.values()] }
}
