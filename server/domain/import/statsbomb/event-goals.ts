import type { MatchEvent } from './statsbomb-format'

// Goals, own goals, penalties and assists from a match's events. A shoot-out (period 5) scores no goals. An own
// goal is StatsBomb's "Own Goal Against" event of the player who put the ball in his own net: it counts for the
// other side and never in his goals.

export interface EventGoal {
  /** StatsBomb player id of the scorer (of the own goal, for an own goal). */
  playerId: number
  /** StatsBomb team id of that player's team. */
  teamId: number
  /** The minute as a broadcast shows it (StatsBomb's minute is the completed minutes). */
  minute: number
  ownGoal: boolean
  penalty: boolean
  assistId: number | null
}

export interface MatchGoals {
  goals: EventGoal[]
  /** Assists by player id (a pass marked goal_assist). */
  assists: Map<number, number>
}

export function goalsOf(events: MatchEvent[]): MatchGoals {
  const goals: EventGoal[] = []
  const assists = new Map<number, number>()
  const assistsAt: { minute: number; teamId: number; playerId: number }[] = []
  for (const e of events) {
    if (e.period >= 5 || !e.player || !e.team) continue
    const minute = Math.min(e.minute + 1, 130)
    if (e.type.name === 'Pass' && e.pass?.goal_assist) {
      assists.set(e.player.id, (assists.get(e.player.id) ?? 0) + 1)
      assistsAt.push({ minute, teamId: e.team.id, playerId: e.player.id })
    } else if (e.type.name === 'Shot' && e.shot?.outcome?.name === 'Goal') {
      goals.push({
        playerId: e.player.id,
        teamId: e.team.id,
        minute,
        ownGoal: false,
        penalty: e.shot.type?.name === 'Penalty',
        assistId: null,
      })
    } else if (e.type.name === 'Own Goal Against') {
      goals.push({
        playerId: e.player.id,
        teamId: e.team.id,
        minute,
        ownGoal: true,
        penalty: false,
        assistId: null,
      })
    }
  }
  // The assist of a goal is the same team's goal-assist pass of that minute (the event before the shot).
  for (const goal of goals) {
    if (goal.ownGoal) continue
    const pass = assistsAt.find((a) => a.teamId === goal.teamId && a.minute === goal.minute)
    if (pass) {
      goal.assistId = pass.playerId
      assistsAt.splice(assistsAt.indexOf(pass), 1)
    }
  }
  goals.sort((a, b) => a.minute - b.minute)
  return { goals, assists }
}
