import {
  FIRST_MINUTE,
  type GameOperation,
  type GameSheet,
  LAST_MINUTE,
  type LineupPlayer,
  type SheetIssue,
  type SheetSide,
} from './types'

// The event rules of a game sheet: replay `operationsArr` in order, tracking where every player is, and refuse
// anything that cannot have happened. Called by `checkSheet` once the line-ups are sound.

type Where = 'bench' | 'field' | 'off' | 'sent_off'
interface PlayerState {
  player: LineupPlayer
  side: SheetSide
  where: Where
  /** The minute the player went off or was sent off. */
  leftAt: number | null
  yellowAt: number | null
  played: boolean
}

/** How a player is named in messages: their name, else their shirt number, else the start of their uid. */
export const playerLabel = (player: Pick<LineupPlayer, 'uid' | 'name' | 'jersey_no'>): string =>
  player.name?.trim() ||
  (player.jersey_no != null ? `No. ${player.jersey_no}` : `player ${player.uid.slice(0, 8)}`)
export const sideLabel = (side: Pick<SheetSide, 'uid' | 'name'>): string =>
  side.name?.trim() || `team ${side.uid.slice(0, 8)}`
const label = playerLabel
const teamLabel = sideLabel

const VERBS: Record<string, string> = {
  goal: 'score',
  assist: 'assist a goal',
  pre_assist: 'make a pre-assist',
  yellow: 'be shown a yellow card',
  second_yellow: 'be shown a second yellow card',
  red: 'be shown a red card',
  injury: 'be injured on the pitch',
  sub: 'be substituted',
}

/** Why this player cannot act at this minute, or null when they are on the pitch. */
function notOnPitch(state: PlayerState, verb: string, minute: number): string | null {
  const who = label(state.player)
  if (state.where === 'bench') return `${who} is a substitute who never came on, so cannot ${verb}`
  if (state.where === 'sent_off')
    return `${who} was sent off at ${state.leftAt}' and cannot ${verb} at ${minute}'`
  if (state.where === 'off')
    return `${who} was substituted at ${state.leftAt}' and cannot ${verb} at ${minute}'`
  return null
}

/** A refusal of one event: the field at fault (if one) and the message. */
type Refusal = { field?: string; message: string } | null
const no = (message: string, field?: string): Refusal => ({ message, field })

/** Where every player stands while the events are replayed in order. */
function startingStates(sheet: GameSheet): Map<string, PlayerState> {
  const states = new Map<string, PlayerState>()
  for (const side of sheet.sides) {
    for (const player of side.players) {
      const where: Where = player.starter ? 'field' : 'bench'
      states.set(player.uid, { player, side, where, leftAt: null, yellowAt: null, played: player.starter })
    }
  }
  return states
}

export function checkOperations(sheet: GameSheet): SheetIssue[] {
  const issues: SheetIssue[] = []
  const states = startingStates(sheet)
  let lastMinute = FIRST_MINUTE
  const motms: { at: string; state: PlayerState }[] = []

  sheet.operations.forEach((op, i) => {
    const at = `operationsArr.${i}`
    let refusal: Refusal = null
    if (op.type !== 'motm') {
      if (!Number.isInteger(op.minute) || op.minute < FIRST_MINUTE || op.minute > LAST_MINUTE) {
        refusal = no(
          `Minutes run from ${FIRST_MINUTE} to ${LAST_MINUTE}; ${op.minute}' is outside a match`,
          'minute',
        )
      } else if (op.minute < lastMinute) {
        refusal = no(
          `Events must be in the order they happened: ${op.minute}' comes after ${lastMinute}'`,
          'minute',
        )
      } else {
        lastMinute = op.minute
      }
    }
    const side = sheet.sides.find((s) => s.uid === op.team)
    if (!refusal && !side)
      refusal = no('This event belongs to a team that is not playing in this game', 'team')
    if (!refusal && side) {
      const replay: Replay = { states, side }
      if (op.type === 'motm') {
        const found = find(replay, op.player, 'player')
        if ('state' in found) motms.push({ at, state: found.state })
        else refusal = found
      } else {
        refusal = op.type === 'sub' ? stepSub(replay, op) : stepPlayer(replay, op)
      }
    }
    if (refusal)
      issues.push({ path: refusal.field ? `${at}.${refusal.field}` : at, message: refusal.message })
  })

  if (motms.length > 1) {
    const names = motms.map((m) => label(m.state.player)).join(' and ')
    issues.push({ path: motms[1]!.at, message: `There is one man of the match, not ${names}` })
  }
  for (const { at, state } of motms) {
    if (!state.played) {
      issues.push({
        path: `${at}.player`,
        message: `${label(state.player)} never came on, so cannot be man of the match`,
      })
    }
  }
  return issues
}

interface Replay {
  states: Map<string, PlayerState>
  /** The acting team. */
  side: SheetSide
}

/** A player of the acting team, or why they cannot be used. */
function find(replay: Replay, uid: string, field: string): { state: PlayerState } | NonNullable<Refusal> {
  const state = replay.states.get(uid)
  if (state && state.side === replay.side) return { state }
  if (state)
    return {
      field,
      message: `${label(state.player)} plays for ${teamLabel(state.side)}, not ${teamLabel(replay.side)}`,
    }
  return { field, message: `This player is not on the sheet of ${teamLabel(replay.side)}` }
}

/** A player who must be on the pitch at this minute to do what the event says. */
function onPitch(replay: Replay, uid: string, verb: string, minute: number, field: string) {
  const found = find(replay, uid, field)
  if (!('state' in found)) return found
  const why = notOnPitch(found.state, verb, minute)
  return why ? { field, message: why } : found
}

type TimedOperation = Exclude<GameOperation, { type: 'sub' } | { type: 'motm' }>

function stepPlayer(replay: Replay, op: TimedOperation): Refusal {
  const found = onPitch(replay, op.player, VERBS[op.type] ?? op.type, op.minute, 'player')
  if (!('state' in found)) return found
  const state = found.state
  const who = label(state.player)
  switch (op.type) {
    case 'goal': {
      if (op.own_goal && (op.assist || op.pre_assist)) return no('An own goal has no assist', 'assist')
      if (op.pre_assist && !op.assist) return no('A pre-assist needs an assist first', 'pre_assist')
      if (op.assist === op.player) return no(`${who} cannot assist their own goal`, 'assist')
      if (op.pre_assist === op.player)
        return no(`${who} cannot make the pre-assist of their own goal`, 'pre_assist')
      if (op.pre_assist && op.pre_assist === op.assist) {
        return no('The same player cannot give both the assist and the pre-assist', 'pre_assist')
      }
      for (const field of ['assist', 'pre_assist'] as const) {
        const uid = op[field]
        const helper = uid ? onPitch(replay, uid, VERBS[field]!, op.minute, field) : null
        if (helper && !('state' in helper)) return helper
      }
      return null
    }
    case 'yellow':
      if (state.yellowAt !== null) {
        return no(
          `${who} already has a yellow card (${state.yellowAt}'); this one is a second yellow`,
          'type',
        )
      }
      state.yellowAt = op.minute
      return null
    case 'second_yellow':
      if (state.yellowAt === null) {
        return no(`${who} has no first yellow card, so ${op.minute}' cannot be a second yellow`, 'type')
      }
      state.where = 'sent_off'
      state.leftAt = op.minute
      return null
    case 'red':
      state.where = 'sent_off'
      state.leftAt = op.minute
      return null
    case 'injury':
      return null
  }
}

function stepSub(replay: Replay, op: Extract<GameOperation, { type: 'sub' }>): Refusal {
  if (op.player_on === op.player_off) return no('A player cannot replace themselves', 'player_on')
  const off = onPitch(replay, op.player_off, VERBS.sub!, op.minute, 'player_off')
  if (!('state' in off)) return off
  const found = find(replay, op.player_on, 'player_on')
  if (!('state' in found)) return found
  const on = found.state
  const who = label(on.player)
  if (on.player.starter) return no(`${who} started the match and cannot come on as a substitute`, 'player_on')
  if (on.where === 'field') return no(`${who} is already on the pitch`, 'player_on')
  if (on.where === 'off')
    return no(`${who} was substituted at ${on.leftAt}' and cannot come back on`, 'player_on')
  if (on.where === 'sent_off') return no(`${who} was sent off and cannot come on`, 'player_on')
  off.state.where = 'off'
  off.state.leftAt = op.minute
  on.where = 'field'
  on.played = true
  return null
}
