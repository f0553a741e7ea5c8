import { checkSheet, playerLabel } from './rules'
import type { GameOperation, GameSheet, LineupPlayer, SheetSide } from './types'

// The edits a person makes on a sheet, as pure functions. Each returns the changed sheet or a refusal; the
// editing machine keeps the old sheet when refused. A change is accepted when it adds no new problem, so a saved
// sheet that was already wrong (an import, an older client) can still be repaired one change at a time.

export type EditResult = { sheet: GameSheet; refusal?: undefined } | { refusal: string; sheet?: undefined }

/** The refusal for `after`: its first problem that `before` did not have already. */
export function newProblem(before: GameSheet | null, after: GameSheet): string | null {
  const known = new Set(before ? checkSheet(before).map((i) => i.message) : [])
  return checkSheet(after).find((i) => !known.has(i.message))?.message ?? null
}

const judged = (before: GameSheet, after: GameSheet): EditResult => {
  const refusal = newProblem(before, after)
  return refusal ? { refusal } : { sheet: after }
}

const operationPlayers = (op: GameOperation): string[] =>
  op.type === 'sub'
    ? [op.player_off, op.player_on]
    : op.type === 'goal'
      ? [op.player, op.assist ?? '', op.pre_assist ?? '']
      : [op.player]

/** Player uids that appear in any event: they cannot leave the sheet while their events remain. */
export const playersWithEvents = (sheet: GameSheet): Set<string> =>
  new Set(sheet.operations.flatMap(operationPlayers).filter(Boolean))

/** A yellow to a player already cautioned is a second yellow (and so a red): labelled from the order of events. */
export function labelYellows(operations: GameOperation[]): GameOperation[] {
  const cautioned = new Set<string>()
  return operations.map((op) => {
    if (op.type !== 'yellow' && op.type !== 'second_yellow') return op
    const type = cautioned.has(op.player) ? 'second_yellow' : 'yellow'
    cautioned.add(op.player)
    return op.type === type ? op : { ...op, type }
  })
}

/** Events stay in the order they happened: a late entry goes after the events of its minute; MOTM goes last. */
export function insertOperation(operations: GameOperation[], op: GameOperation): GameOperation[] {
  const minute = op.type === 'motm' ? Number.POSITIVE_INFINITY : op.minute
  const index = operations.findIndex(
    (o) => (o.type === 'motm' ? Number.POSITIVE_INFINITY : o.minute) > minute,
  )
  const at = index < 0 ? operations.length : index
  return [...operations.slice(0, at), op, ...operations.slice(at)]
}

/**
 * A tapped "yellow" is labelled first or second from the order of events. A `second_yellow` sent as such is
 * taken at its word, so one without a first yellow before it is refused rather than quietly relabelled.
 */
function placeOperation(operations: GameOperation[], op: GameOperation): GameOperation[] {
  const placed = insertOperation(operations, op)
  return op.type === 'second_yellow' ? placed : labelYellows(placed)
}

export const recordOperation = (sheet: GameSheet, op: GameOperation): EditResult =>
  judged(sheet, { ...sheet, operations: placeOperation(sheet.operations, op) })

export const removeOperation = (sheet: GameSheet, index: number): EditResult =>
  judged(sheet, { ...sheet, operations: labelYellows(sheet.operations.filter((_, i) => i !== index)) })

/** Corrects an event (e.g. adds the assist of a goal recorded in a hurry): it moves to its new minute's place. */
export function replaceOperation(sheet: GameSheet, index: number, op: GameOperation): EditResult {
  if (!sheet.operations[index]) return { refusal: 'That event is no longer on the sheet' }
  return judged(sheet, {
    ...sheet,
    operations: placeOperation(
      sheet.operations.filter((_, i) => i !== index),
      op,
    ),
  })
}

const withSide = (sheet: GameSheet, side: 0 | 1, change: (s: SheetSide) => SheetSide): GameSheet => {
  const sides: [SheetSide, SheetSide] = [...sheet.sides]
  sides[side] = change(sides[side])
  return { ...sheet, sides }
}

export type NewLineupPlayer = Pick<LineupPlayer, 'uid'> & Partial<Omit<LineupPlayer, 'uid'>>

export function addPlayer(
  sheet: GameSheet,
  side: 0 | 1,
  player: NewLineupPlayer,
  starter: boolean,
): EditResult {
  const entry: LineupPlayer = {
    uid: player.uid,
    name: player.name,
    jersey_no: player.jersey_no ?? null,
    position: player.position ?? '',
    isCaptain: player.isCaptain ?? false,
    starter,
  }
  return judged(
    sheet,
    withSide(sheet, side, (s) => ({ ...s, players: [...s.players, entry] })),
  )
}

export type PlayerChanges = Partial<Pick<LineupPlayer, 'jersey_no' | 'position' | 'starter' | 'isCaptain'>>

export const updatePlayer = (
  sheet: GameSheet,
  side: 0 | 1,
  uid: string,
  changes: PlayerChanges,
): EditResult =>
  judged(
    sheet,
    withSide(sheet, side, (s) => ({
      ...s,
      players: s.players.map((p) => (p.uid === uid ? { ...p, ...changes } : p)),
    })),
  )

/** The armband moves: whoever had it gives it up (null takes it off everyone). */
export const setCaptain = (sheet: GameSheet, side: 0 | 1, uid: string | null): EditResult =>
  judged(
    sheet,
    withSide(sheet, side, (s) => ({
      ...s,
      players: s.players.map((p) => ({ ...p, isCaptain: p.uid === uid })),
    })),
  )

export function removePlayer(sheet: GameSheet, side: 0 | 1, uid: string): EditResult {
  const player = sheet.sides[side].players.find((p) => p.uid === uid)
  if (player && playersWithEvents(sheet).has(uid)) {
    return { refusal: `${playerLabel(player)} has events on the sheet; remove those events first` }
  }
  return judged(
    sheet,
    withSide(sheet, side, (s) => ({ ...s, players: s.players.filter((p) => p.uid !== uid) })),
  )
}
