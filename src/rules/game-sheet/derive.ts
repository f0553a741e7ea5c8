import type {
  GameOperation,
  GameSheet,
  LineupPlayer,
  PlayerMetaData,
  SheetSide,
  WireGameSheet,
  WireTeam,
} from './types'

// Everything in `playerMetaData` is computed here from the line-ups and `operationsArr`, so a saved sheet can
// never say a player scored twice while its events show one goal. Also the live score and the wire mapping.

/** `onBench` arrives as the string "1" (docs/spec.md#game-and-its-sheet); every other layer sees a boolean. */
export const benchFlag = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true'

function emptyMeta(player: LineupPlayer): PlayerMetaData {
  return {
    uid: player.uid,
    substitutions: [],
    onField: player.starter,
    position: player.position,
    MOTM: false,
    goals: 0,
    assist_goal: 0,
    pre_assist: 0,
    injured: false,
    red_card_time: null,
    yellow_card_time: null,
    yellow_second_card_time: null,
    onBench: !player.starter,
    jersey_no: player.jersey_no,
    isCaptain: player.isCaptain,
  }
}

/** Each team's `playerMetaData`, in line-up order, replaying the events in order. */
export function deriveTeams(sheet: GameSheet): [WireTeam, WireTeam] {
  const metas = new Map<string, PlayerMetaData>()
  const teams = sheet.sides.map((side) => ({
    uid: side.uid,
    playerMetaData: side.players.map((player) => {
      const meta = emptyMeta(player)
      metas.set(player.uid, meta)
      return meta
    }),
  }))
  const apply = (uid: string | null | undefined, change: (meta: PlayerMetaData) => void) => {
    const meta = uid ? metas.get(uid) : undefined
    if (meta) change(meta)
  }
  for (const op of sheet.operations) {
    switch (op.type) {
      case 'goal':
        if (!op.own_goal) apply(op.player, (m) => m.goals++)
        apply(op.assist, (m) => m.assist_goal++)
        apply(op.pre_assist, (m) => m.pre_assist++)
        break
      case 'yellow':
        apply(op.player, (m) => {
          m.yellow_card_time = op.minute
        })
        break
      case 'second_yellow':
        // A second yellow is a sending-off: both times are recorded, as a referee's report would.
        apply(op.player, (m) => {
          m.yellow_second_card_time = op.minute
          m.red_card_time = op.minute
          m.onField = false
        })
        break
      case 'red':
        apply(op.player, (m) => {
          m.red_card_time = op.minute
          m.onField = false
        })
        break
      case 'injury':
        apply(op.player, (m) => {
          m.injured = true
        })
        break
      case 'sub':
        apply(op.player_off, (m) => {
          m.onField = false
          m.substitutions.push({ minute: op.minute, direction: 'out', player: op.player_on })
        })
        apply(op.player_on, (m) => {
          m.onField = true
          m.substitutions.push({ minute: op.minute, direction: 'in', player: op.player_off })
        })
        break
      case 'motm':
        apply(op.player, (m) => {
          m.MOTM = true
        })
        break
    }
  }
  return teams as [WireTeam, WireTeam]
}

/** Goals for each side, in the order of `sides`; an own goal counts for the other side. */
export function scoreOf(sheet: GameSheet): [number, number] {
  return scoresAfterGoals(sheet).findLast((score) => score !== null) ?? [0, 0]
}

/**
 * The score after each event, home first: a goal's entry is the score it made (an own goal counts for the other
 * side), every other event's is null. What a timeline writes beside each goal.
 */
export function scoresAfterGoals(sheet: GameSheet): ([number, number] | null)[] {
  const score: [number, number] = [0, 0]
  return sheet.operations.map((op) => {
    if (op.type !== 'goal') return null
    const scorerSide = sheet.sides.findIndex((s) => s.uid === op.team)
    if (scorerSide < 0) return null
    const counted = op.own_goal ? 1 - scorerSide : scorerSide
    score[counted === 0 ? 0 : 1] += 1
    return [score[0], score[1]]
  })
}

/** Minutes on the pitch, from a derived entry; `fullTime` is where the sheet ends (90, or 120 after extra time). */
export function minutesPlayed(meta: PlayerMetaData, fullTime = 90): number {
  const cameOn = meta.substitutions.find((s) => s.direction === 'in')
  if (meta.onBench && !cameOn) return 0
  const start = cameOn?.minute ?? 0
  const wentOff = meta.substitutions.find((s) => s.direction === 'out')?.minute
  const end = Math.min(wentOff ?? meta.red_card_time ?? fullTime, fullTime)
  return Math.max(0, end - start)
}

/** The one write the editor sends: teams with derived playerMetaData and the events. */
export function toWireSheet(sheet: GameSheet): WireGameSheet {
  return {
    team_array: [sheet.sides[0].uid, sheet.sides[1].uid],
    teams: deriveTeams(sheet),
    operationsArr: sheet.operations.map((op) => ({ ...op })),
  }
}

/** Names are not part of the wire sheet; the editor passes what it knows so messages can name people. */
export interface SheetNames {
  teams?: Record<string, string>
  /** The teams' three-letter codes, by uid, for those that have one. */
  codes?: Record<string, string>
  players?: Record<string, string>
}

type WirePlayerIn = Pick<PlayerMetaData, 'uid'> &
  Partial<Omit<PlayerMetaData, 'uid' | 'onBench'>> & {
    onBench?: unknown
  }
export interface WireSheetIn {
  team_array: string[]
  teams?: { uid: string; playerMetaData?: WirePlayerIn[] }[]
  operationsArr?: GameOperation[]
}

/** A saved game back into an editable sheet: the line-up from playerMetaData, the events from operationsArr. */
export function fromWireSheet(wire: WireSheetIn, names: SheetNames = {}): GameSheet {
  const side = (index: 0 | 1): SheetSide => {
    const uid = wire.team_array[index] ?? wire.teams?.[index]?.uid ?? ''
    const team = wire.teams?.find((t) => t.uid === uid)
    return {
      uid,
      name: names.teams?.[uid],
      ...(names.codes?.[uid] ? { code: names.codes[uid] } : {}),
      players: (team?.playerMetaData ?? []).map((p) => ({
        uid: p.uid,
        name: names.players?.[p.uid],
        jersey_no: p.jersey_no ?? null,
        position: p.position ?? '',
        isCaptain: p.isCaptain === true,
        starter: !benchFlag(p.onBench),
      })),
    }
  }
  return { sides: [side(0), side(1)], operations: [...(wire.operationsArr ?? [])] }
}
