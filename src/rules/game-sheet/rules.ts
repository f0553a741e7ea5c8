import { checkOperations, playerLabel, sideLabel } from './operation-rules'
import {
  type GameSheet,
  type LineupPlayer,
  MAX_JERSEY_NO,
  MAX_STARTERS,
  type SheetIssue,
  type SheetSide,
} from './types'

// Pure validation of a whole game sheet: the editor refuses a change that would make any of these true, and the
// server refuses such a sheet with 400 `issues`. Messages name players so a person at a stadium can fix them.

export { playerLabel, sideLabel } from './operation-rules'
export { FIRST_MINUTE, LAST_MINUTE, MAX_STARTERS } from './types'

/** Every problem of the line-ups (teams, players, shirts, captains, starters), in the order of the sheet. */
export function checkLineups(sheet: GameSheet): SheetIssue[] {
  const issues: SheetIssue[] = []
  const [home, away] = sheet.sides
  if (home.uid === away.uid) {
    issues.push({ path: 'team_array', message: `${sideLabel(home)} cannot play against itself` })
  }
  const teamOf = new Map<string, SheetSide>()
  sheet.sides.forEach((side, s) => {
    const path = `teams.${s}.playerMetaData`
    const seen = new Set<string>()
    const shirts = new Map<number, LineupPlayer>()
    side.players.forEach((player, p) => {
      const at = `${path}.${p}`
      if (seen.has(player.uid)) {
        issues.push({
          path: `${at}.uid`,
          message: `${playerLabel(player)} is listed twice for ${sideLabel(side)}`,
        })
      }
      seen.add(player.uid)
      const other = teamOf.get(player.uid)
      if (other && other !== side) {
        issues.push({
          path: `${at}.uid`,
          message: `${playerLabel(player)} cannot play for both ${sideLabel(other)} and ${sideLabel(side)}`,
        })
      }
      teamOf.set(player.uid, side)
      const shirt = player.jersey_no
      if (shirt != null) {
        if (!Number.isInteger(shirt) || shirt < 0 || shirt > MAX_JERSEY_NO) {
          issues.push({ path: `${at}.jersey_no`, message: `Shirt numbers run from 0 to ${MAX_JERSEY_NO}` })
        }
        const wearer = shirts.get(shirt)
        if (wearer && wearer.uid !== player.uid) {
          issues.push({
            path: `${at}.jersey_no`,
            message: `${playerLabel(wearer)} and ${playerLabel(player)} both wear number ${shirt} for ${sideLabel(side)}`,
          })
        }
        shirts.set(shirt, player)
      }
    })
    const captains = side.players.filter((p) => p.isCaptain)
    if (captains.length > 1) {
      issues.push({
        path: `${path}.isCaptain`,
        message: `${sideLabel(side)} can have one captain, not ${captains.map(playerLabel).join(' and ')}`,
      })
    }
    const starters = side.players.filter((p) => p.starter).length
    if (starters > MAX_STARTERS) {
      issues.push({
        path: `${path}.onBench`,
        message: `${sideLabel(side)} has ${starters} starters; at most ${MAX_STARTERS} can start`,
      })
    }
  })
  return issues
}

/** Every problem of the sheet: line-ups first, then the events in the order they happened. */
export function checkSheet(sheet: GameSheet): SheetIssue[] {
  // Both lists, always: the editor accepts a change that adds no NEW problem, so hiding event problems behind a
  // line-up problem would let an impossible event slip in while the line-up is being repaired.
  return [...checkLineups(sheet), ...checkOperations(sheet)]
}

/** The first refusal, or null when the sheet is possible. */
export const refusalOf = (sheet: GameSheet): string | null => checkSheet(sheet)[0]?.message ?? null
