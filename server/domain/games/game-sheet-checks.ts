import type { PlayerMetaData } from '../../../src/api/contract/schemas/football-games'
import { deriveTeams, fromWireSheet } from '../../../src/rules/game-sheet/derive'
import { checkOperations } from '../../../src/rules/game-sheet/operation-rules'
import { checkLineups } from '../../../src/rules/game-sheet/rules'
import type { GameOperation, SheetIssue } from '../../../src/rules/game-sheet/types'

// Refuses impossible game sheets before anything is written. The line-up rules and, when the client sent
// its events, the event rules are the editor's own (src/machines), so the tablet and the server can never
// disagree; the playerMetaData rules below cover clients that send the sheet without events (the importer,
// older tablets). Paths are `teams.<side>.playerMetaData.<n>.<field>` in team_array order.

export interface SheetInput {
  team_array: [string, string]
  /** Already in team_array order. */
  teams: { uid: string; playerMetaData: PlayerMetaData[] }[]
  operationsArr: GameOperation[]
  home_score: number | null
  away_score: number | null
}

const label = (p: PlayerMetaData) =>
  p.jersey_no != null ? `No. ${p.jersey_no}` : `player ${p.uid.slice(0, 8)}`

function checkPlayer(p: PlayerMetaData, at: string, issues: SheetIssue[]) {
  const ins = p.substitutions.filter((s) => s.direction === 'in')
  const outs = p.substitutions.filter((s) => s.direction === 'out')
  const cameOn = ins[0]
  const played = !p.onBench || cameOn !== undefined
  const add = (field: string, message: string) => issues.push({ path: `${at}.${field}`, message })
  if (ins.length > 1 || outs.length > 1) add('substitutions', `${label(p)} can come on once and go off once`)
  if (cameOn && !p.onBench)
    add('substitutions', `${label(p)} started the game, so cannot come on as a substitute`)
  if (cameOn && outs[0] && outs[0].minute < cameOn.minute)
    add(
      'substitutions',
      `${label(p)} cannot go off (${outs[0].minute}') before coming on (${cameOn.minute}')`,
    )
  if (!played) {
    const did = (['goals', 'assist_goal', 'pre_assist'] as const).find((f) => p[f] > 0)
    if (did)
      add(did, `${label(p)} is a substitute who never came on, so cannot have ${did.replace('_', ' ')}`)
    if (p.MOTM) add('MOTM', `${label(p)} is a substitute who never came on, so cannot be man of the match`)
    if (outs[0]) add('substitutions', `${label(p)} is a substitute who never came on, so cannot go off`)
    if (p.injured)
      add('injured', `${label(p)} is a substitute who never came on, so cannot be injured on the pitch`)
  }
  if (p.yellow_second_card_time !== null) {
    if (p.yellow_card_time === null)
      add('yellow_second_card_time', `${label(p)} has a second yellow card without a first one`)
    else if (p.yellow_second_card_time < p.yellow_card_time)
      add('yellow_second_card_time', `${label(p)}'s second yellow card comes before the first`)
    if (p.red_card_time !== null && p.red_card_time !== p.yellow_second_card_time)
      add('red_card_time', `${label(p)} was already sent off by the second yellow card`)
  }
  const sentOff = p.red_card_time ?? p.yellow_second_card_time
  if (sentOff !== null && outs[0] && outs[0].minute > sentOff)
    add('substitutions', `${label(p)} was sent off at ${sentOff}' and cannot be substituted later`)
}

export function checkGameSheet(input: SheetInput): SheetIssue[] {
  const wire = { team_array: input.team_array, teams: input.teams, operationsArr: input.operationsArr }
  const sheet = fromWireSheet(wire)
  const issues = [...checkLineups(sheet)]
  let motm = 0
  input.teams.forEach((team, side) => {
    team.playerMetaData.forEach((p, n) => {
      checkPlayer(p, `teams.${side}.playerMetaData.${n}`, issues)
      if (p.MOTM && ++motm > 1)
        issues.push({
          path: `teams.${side}.playerMetaData.${n}.MOTM`,
          message: 'Only one player is man of the match',
        })
    })
    const score = side === 0 ? input.home_score : input.away_score
    const goals = team.playerMetaData.reduce((sum, p) => sum + p.goals, 0)
    if (score !== null && goals > score)
      issues.push({
        path: `teams.${side}.playerMetaData`,
        message: `The players of this team scored ${goals} goals but the team's score is ${score}`,
      })
  })
  if (input.operationsArr.length) {
    const impossible = checkOperations(sheet)
    issues.push(...impossible, ...(impossible.length ? [] : disagreements(input, deriveTeams(sheet))))
  }
  const seen = new Set<string>()
  return issues.filter((i) => !seen.has(`${i.path}|${i.message}`) && seen.add(`${i.path}|${i.message}`))
}

const FROM_EVENTS = [
  'goals',
  'assist_goal',
  'pre_assist',
  'yellow_card_time',
  'yellow_second_card_time',
  'red_card_time',
  'MOTM',
  'injured',
] as const

/** With events sent, each line must say what the events say: a goal is never counted twice or lost. */
function disagreements(input: SheetInput, derived: ReturnType<typeof deriveTeams>): SheetIssue[] {
  const issues: SheetIssue[] = []
  input.teams.forEach((team, side) => {
    team.playerMetaData.forEach((p, n) => {
      const expected = derived[side]?.playerMetaData[n]
      if (!expected) return
      for (const field of FROM_EVENTS)
        if (p[field] !== expected[field])
          issues.push({
            path: `teams.${side}.playerMetaData.${n}.${field}`,
            message: `${label(p)}: ${field} is ${p[field]} but the events say ${expected[field]}`,
          })
    })
  })
  return issues
}

/** Minutes on the pitch: from kick-off or coming on, to going off, a sending-off, or the end of the sheet. */
export function minutesOf(p: PlayerMetaData, duration: number): number {
  const cameOn = p.substitutions.find((s) => s.direction === 'in')
  if (p.onBench && !cameOn) return 0
  const start = cameOn?.minute ?? 0
  const off = p.substitutions.find((s) => s.direction === 'out')?.minute
  const end = Math.min(off ?? p.red_card_time ?? p.yellow_second_card_time ?? duration, duration)
  return Math.max(0, end - start)
}
