import type { GameOperation } from '../../../../src/rules/game-sheet/types'
import type { gamePlayers } from '../../../db/schema/index'
import type { SheetCopy } from '../write-game-sheets'
import type { MatchGoals } from './event-goals'
import { type PlayerMatch, playerMatch } from './lineup-spans'
import type { LineupPlayer, LineupTeam } from './statsbomb-format'

// One match's game sheet from its line-ups (and events, when given): a row for every player listed — starters,
// substitutes who came on, and those left on the bench — and the events the game page replays: goals, cards and
// substitutions. A player the importer left out (an uncertain match) has no row and no event.

export type SheetRow = typeof gamePlayers.$inferInsert

export interface MatchSheetInput {
  gameUid: string
  /** Side 0 (home) and side 1 (away): our team uids and StatsBomb team ids. */
  teamUids: [string, string]
  sbTeamIds: [number, number]
  lineups: LineupTeam[]
  goals: MatchGoals | null
  matchEnd: number
  playerUid: (sbId: number) => string | null
  copy: SheetCopy
}

export interface MatchSheet {
  rows: SheetRow[]
  operations: GameOperation[]
  /** Each listed player's match, for the players' positions. */
  matches: { sbId: number; match: PlayerMatch; player: LineupPlayer }[]
}

export function matchSheet(input: MatchSheetInput): MatchSheet {
  const rows: SheetRow[] = []
  const operations: GameOperation[] = []
  const matches: MatchSheet['matches'] = []
  const goalsBy = new Map<number, number>()
  for (const goal of input.goals?.goals ?? [])
    if (!goal.ownGoal) goalsBy.set(goal.playerId, (goalsBy.get(goal.playerId) ?? 0) + 1)
  for (const side of [0, 1] as const) {
    const lineup = input.lineups.find((t) => t.team_id === input.sbTeamIds[side])?.lineup ?? []
    const team = input.teamUids[side]
    const listed = lineup.flatMap((player) => {
      const uid = input.playerUid(player.player_id)
      return uid ? [{ player, uid, match: playerMatch(player, input.matchEnd) }] : []
    })
    // A substitution is the player taken off and the one brought on at the same instant of the same side; of two
    // changes at once, the one who comes on at the place of the one going off is his replacement.
    const comingOn = listed.filter((l) => l.match.onAt)
    const subs = new Map<string, { minute: number; direction: 'in' | 'out'; player: string }[]>()
    const note = (uid: string, sub: { minute: number; direction: 'in' | 'out'; player: string }) =>
      subs.set(uid, [...(subs.get(uid) ?? []), sub])
    for (const off of listed) {
      const minute = off.match.subOutMinute
      if (!off.match.offAt || minute === null) continue
      const candidates = comingOn.filter((l) => l.match.onAt === off.match.offAt)
      const on = candidates.find((l) => l.match.firstPosition === off.match.lastPosition) ?? candidates[0]
      if (!on) continue
      comingOn.splice(comingOn.indexOf(on), 1)
      note(on.uid, { minute, direction: 'in', player: off.uid })
      note(off.uid, { minute, direction: 'out', player: on.uid })
      operations.push({ type: 'sub', minute, team, player_off: off.uid, player_on: on.uid })
    }
    for (const [ordinal, { player, uid, match }] of listed.entries()) {
      matches.push({ sbId: player.player_id, match, player })
      if (match.yellow !== null) operations.push({ type: 'yellow', minute: match.yellow, team, player: uid })
      if (match.secondYellow !== null)
        operations.push({ type: 'second_yellow', minute: match.secondYellow, team, player: uid })
      else if (match.red !== null) operations.push({ type: 'red', minute: match.red, team, player: uid })
      rows.push({
        gameId: input.gameUid,
        teamId: team,
        playerId: uid,
        side,
        ordinal,
        position: match.position,
        jerseyNo: player.jersey_number ?? null,
        onField: match.onField,
        onBench: !match.started,
        goals: goalsBy.get(player.player_id) ?? 0,
        assistGoal: input.goals?.assists.get(player.player_id) ?? 0,
        redCardTime: match.red,
        yellowCardTime: match.yellow,
        yellowSecondCardTime: match.secondYellow,
        substitutions: (subs.get(uid) ?? []).sort((a, b) => a.minute - b.minute),
        played: match.played,
        minutes: match.minutes,
        subInMinute: match.subInMinute,
        subOutMinute: match.subOutMinute,
        ...input.copy,
      })
    }
  }
  for (const goal of input.goals?.goals ?? []) {
    const player = input.playerUid(goal.playerId)
    const side = input.sbTeamIds.indexOf(goal.teamId)
    if (!player || side < 0) continue
    const assist = goal.assistId === null ? null : input.playerUid(goal.assistId)
    operations.push({
      type: 'goal',
      minute: goal.minute,
      team: input.teamUids[side]!,
      player,
      ...(assist ? { assist } : {}),
      ...(goal.ownGoal ? { own_goal: true } : {}),
      ...(goal.penalty ? { penalty: true } : {}),
    })
  }
  operations.sort((a, b) => (a.type === 'motm' ? 999 : a.minute) - (b.type === 'motm' ? 999 : b.minute))
  return { rows, operations, matches }
}
