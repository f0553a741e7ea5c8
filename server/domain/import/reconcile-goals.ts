import type { ReconciliationReport, UnmatchedScorer } from '../../../src/api/contract/schemas/import'
import { goalMinute } from './match-details'
import type { Match } from './openfootball-format'
import { createScorerMatcher, type MatchMethod } from './scorer-matcher'
import { createTeamLookup, type NamedTeam } from './team-names'

export type { ReconciliationReport } from '../../../src/api/contract/schemas/import'

// Joins the matches of a tournament with the national squads: each match's two teams, and each goal with
// the squad member who scored it. An own goal counts for one team but was scored by a player of the other,
// so it is looked up in the other team's squad. Nothing is invented: a scorer that cannot be found, or
// could be several players, is listed in the report and left without a player.

export interface SquadOf<P> extends NamedTeam {
  players: readonly P[]
}

export interface ReconciledGoal<P> {
  /** The team the goal counts for (1 or 2 of the match). */
  side: 1 | 2
  name: string
  minute: number
  addedTime: number
  penalty: boolean
  ownGoal: boolean
  /** The squad member who scored, or null when unmatched. */
  player: P | null
  method: MatchMethod | null
}

export interface ReconciledMatch<T, P> {
  match: Match
  team1: T | null
  team2: T | null
  goals: ReconciledGoal<P>[]
}

export function describeMatch(match: Match): string {
  return `${match.date} ${match.team1} – ${match.team2}`
}

export function reconcileMatches<T extends SquadOf<P>, P>(
  matches: readonly Match[],
  teams: readonly T[],
  nameOf: (player: P) => string,
): { matches: ReconciledMatch<T, P>[]; report: ReconciliationReport } {
  const findTeam = createTeamLookup(teams)
  const matcherOf = new Map(teams.map((team) => [team, createScorerMatcher(team.players, nameOf)]))
  const report: ReconciliationReport = {
    goals: 0,
    matched: 0,
    byMethod: {},
    loose: [],
    unmatched: [],
    unknownTeams: [],
  }
  const unknown = new Set<string>()

  const reconciled = matches.map((match) => {
    const team1 = findTeam(match.team1) ?? null
    const team2 = findTeam(match.team2) ?? null
    if (!team1) unknown.add(match.team1)
    if (!team2) unknown.add(match.team2)
    const goals: ReconciledGoal<P>[] = []
    for (const side of [1, 2] as const) {
      const list = (side === 1 ? match.goals1 : match.goals2) ?? []
      for (const goal of list) {
        report.goals++
        const ownGoal = goal.owngoal === true
        const scorerSide = ownGoal ? 3 - side : side
        const scorerTeam = scorerSide === 1 ? team1 : team2
        const scorerTeamName = scorerSide === 1 ? match.team1 : match.team2
        const entry: ReconciledGoal<P> = {
          side,
          name: goal.name,
          ...goalMinute(goal),
          penalty: goal.penalty === true,
          ownGoal,
          player: null,
          method: null,
        }
        goals.push(entry)
        const unmatched = (reason: UnmatchedScorer['reason'], candidates: string[] = []) =>
          report.unmatched.push({
            match: describeMatch(match),
            team: scorerTeamName,
            name: goal.name,
            minute: String(goal.minute),
            ownGoal,
            reason,
            candidates,
          })
        if (!scorerTeam) {
          unmatched('unknown team')
          continue
        }
        const result = matcherOf.get(scorerTeam)!(goal.name)
        if (result.status === 'missing') unmatched('not in squad')
        else if (result.status === 'ambiguous') unmatched('ambiguous', result.candidates.map(nameOf))
        else {
          entry.player = result.player
          entry.method = result.method
          report.matched++
          report.byMethod[result.method] = (report.byMethod[result.method] ?? 0) + 1
          if (result.method !== 'exact') {
            report.loose.push({
              team: scorerTeam.name,
              name: goal.name,
              player: nameOf(result.player),
              method: result.method,
            })
          }
        }
      }
    }
    return { match, team1, team2, goals }
  })
  report.unknownTeams = [...unknown]
  return { matches: reconciled, report }
}
