import type { WireOperation } from '../../api/contract/schemas/football-games'

// The game sheet as the editor and the rules see it. Pure types, shared by the SPA and the server.
//
// A sheet is two sides (a team and its line-up) plus the ordered list of events (`operationsArr` on the wire).
// Everything in `playerMetaData` (goals, cards, on field/on bench, substitutions, MOTM) is DERIVED from the events
// by `derive.ts`, so the two can never disagree.

/** The earliest and latest minute an event can carry (90 + stoppage + extra time + its stoppage). */
export const FIRST_MINUTE = 0
export const LAST_MINUTE = 130
/** Players who may start a match. */
export const MAX_STARTERS = 11
export const MAX_JERSEY_NO = 99

/** One player named on a team's sheet: in the starting XI (`starter`) or on the bench. */
export interface LineupPlayer {
  uid: string
  /** Shown in messages and on screen; never sent as part of playerMetaData. */
  name?: string
  jersey_no: number | null
  position: string
  isCaptain: boolean
  starter: boolean
}

export interface SheetSide {
  uid: string
  name?: string
  /** Its three-letter code (a national side's FIFA code), when it has one: what a phone's score bar shows. */
  code?: string
  players: LineupPlayer[]
}

/** Events as they happened. `team` is always the uid of the acting player's team. */
export type GoalOperation = {
  type: 'goal'
  minute: number
  team: string
  player: string
  assist?: string | null
  pre_assist?: string | null
  /** Scored into the player's own net: counts for the other side, never in the player's goals. */
  own_goal?: boolean
  penalty?: boolean
}
export type PlayerOperation = {
  /** `second_yellow` is a second caution and sends the player off; the editor labels it automatically. */
  type: 'yellow' | 'second_yellow' | 'red' | 'injury'
  minute: number
  team: string
  player: string
}
export type SubstitutionOperation = {
  type: 'sub'
  minute: number
  team: string
  player_off: string
  player_on: string
}
/** Man of the match has no minute: it is awarded after the game. */
export type MotmOperation = { type: 'motm'; team: string; player: string }

export type GameOperation = GoalOperation | PlayerOperation | SubstitutionOperation | MotmOperation
export type OperationType = GameOperation['type']
// The wire events and the machine's events must stay one type.
const _sameEvents: GameOperation = {} as WireOperation
void _sameEvents

export interface GameSheet {
  sides: [SheetSide, SheetSide]
  operations: GameOperation[]
}

/** One entry of a team's `playerMetaData` on the wire (docs/spec.md#game-and-its-sheet), derived from the sheet. */
export interface SubstitutionRecord {
  minute: number
  direction: 'in' | 'out'
  /** The player who came on (for `out`) or went off (for `in`). */
  player: string
}
export interface PlayerMetaData {
  uid: string
  substitutions: SubstitutionRecord[]
  /** On the pitch at the end of the sheet: started or came on, and neither substituted nor sent off. */
  onField: boolean
  position: string
  MOTM: boolean
  goals: number
  assist_goal: number
  pre_assist: number
  injured: boolean
  red_card_time: number | null
  yellow_card_time: number | null
  yellow_second_card_time: number | null
  /** Named as a substitute (did not start). Arrives on the wire as the string "1"; a boolean everywhere after. */
  onBench: boolean
  jersey_no: number | null
  isCaptain: boolean
}

export interface WireTeam {
  uid: string
  playerMetaData: PlayerMetaData[]
}
/** The sheet part of a game on the wire: what the editor saves in one write. */
export interface WireGameSheet {
  team_array: [string, string]
  teams: [WireTeam, WireTeam]
  operationsArr: GameOperation[]
}

/** A refused sheet: where, and a message a data-entry person understands. Same shape as a 400's `issues`. */
export interface SheetIssue {
  path: string
  message: string
}
