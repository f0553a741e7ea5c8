import { deriveTeams } from '../../rules/game-sheet/derive'
import { playerLabel } from '../../rules/game-sheet/rules'
import type { GameOperation, GameSheet, LineupPlayer } from '../../rules/game-sheet/types'

// What the sheet screen shows, computed from the machine's sheet: who stands where now, and each event as a
// line of the timeline. Pure, so the screen stays a thin view.

export type Standing = 'field' | 'bench' | 'off' | 'sent_off'

export interface SheetPlayerView {
  player: LineupPlayer
  side: 0 | 1
  standing: Standing
  goals: number
  yellow: boolean
}

/** Every listed player with where they stand after the events so far, in line-up order per side. */
export function standings(sheet: GameSheet): SheetPlayerView[] {
  const teams = deriveTeams(sheet)
  return sheet.sides.flatMap((side, s) =>
    side.players.map((player, p) => {
      const meta = teams[s]!.playerMetaData[p]!
      const standing: Standing = meta.onField
        ? 'field'
        : meta.red_card_time !== null
          ? 'sent_off'
          : meta.substitutions.length > 0
            ? 'off'
            : meta.onBench
              ? 'bench'
              : 'off'
      return { player, side: s as 0 | 1, standing, goals: meta.goals, yellow: meta.yellow_card_time !== null }
    }),
  )
}

export interface TimelineLine {
  minute: string
  kind: GameOperation['type']
  side: 0 | 1
  text: string
}

/** A side by its name, or by where it plays when the sheet has none. */
export const sideName = (sheet: GameSheet, side: 0 | 1) =>
  sheet.sides[side].name ?? (side === 0 ? 'Home' : 'Away')

/**
 * One line of the running timeline, in words a spectator would use. `names` names players the line-ups do not
 * list (an imported sheet carries scorers without line-ups).
 */
export function describeOperation(
  op: GameOperation,
  sheet: GameSheet,
  names: Record<string, string> = {},
): TimelineLine {
  const side = (sheet.sides[1].uid === op.team ? 1 : 0) as 0 | 1
  const name = (uid: string | null | undefined) => {
    const player = sheet.sides[side].players.find((p) => p.uid === uid)
    return player ? playerLabel(player) : ((uid && names[uid]) ?? 'unknown player')
  }
  // The team is named in words, after the player who acted: the line's colour alone told it only to some.
  const team = `(${sideName(sheet, side)})`
  const minute = op.type === 'motm' ? '' : `${op.minute}'`
  const line = (text: string): TimelineLine => ({ minute, kind: op.type, side, text })
  switch (op.type) {
    case 'goal': {
      if (op.own_goal) return line(`Own goal by ${name(op.player)} ${team}`)
      const help = [
        op.assist ? `assist ${name(op.assist)}` : '',
        op.pre_assist ? `pre-assist ${name(op.pre_assist)}` : '',
      ]
        .filter(Boolean)
        .join(', ')
      return line(
        `Goal ${name(op.player)} ${team}${op.penalty ? ' (penalty)' : ''}${help ? ` — ${help}` : ''}`,
      )
    }
    case 'yellow':
      return line(`Yellow card ${name(op.player)} ${team}`)
    case 'second_yellow':
      return line(`Second yellow ${name(op.player)} ${team} — sent off`)
    case 'red':
      return line(`Red card ${name(op.player)} ${team} — sent off`)
    case 'injury':
      return line(`Injury ${name(op.player)} ${team}`)
    case 'sub':
      return line(`${name(op.player_on)} on for ${name(op.player_off)} ${team}`)
    case 'motm':
      return line(`Man of the match ${name(op.player)} ${team}`)
  }
}

/** Orders a squad the way a team sheet reads: shirt number, then name. */
export const byShirt = <T extends { jersey_no?: number | null; name?: string }>(a: T, b: T): number =>
  (a.jersey_no ?? 1000) - (b.jersey_no ?? 1000) || (a.name ?? '').localeCompare(b.name ?? '')
