import { describe, expect, it } from 'vitest'
import {
  benchFlag,
  deriveTeams,
  fromWireSheet,
  minutesPlayed,
  scoreOf,
  toWireSheet,
} from '../../src/rules/game-sheet/derive'
import { checkSheet } from '../../src/rules/game-sheet/rules'
import type { PlayerMetaData } from '../../src/rules/game-sheet/types'
import { AWAY, card, goal, HOME, matchSheet, motm, sub } from './game-sheet-fixture'

// playerMetaData is computed from the events, never typed in: these tests read it the way statistics will.

const sheet = matchSheet([
  card('yellow', 12, 'h6'),
  goal(23, 'h10', { assist: 'h8', pre_assist: 'h7' }),
  card('injury', 40, 'a4'),
  sub(46, 'a4', 'a12'),
  goal(55, 'a12', { assist: 'a9' }),
  card('second_yellow', 61, 'h6'),
  goal(75, 'a5', { own_goal: true }),
  goal(88, 'h10', { penalty: true }),
  card('red', 90, 'a12'),
  motm('h10'),
])
const [home, away] = deriveTeams(sheet)
const entry = (team: { playerMetaData: PlayerMetaData[] }, uid: string) =>
  team.playerMetaData.find((p) => p.uid === uid)!

describe('deriveTeams', () => {
  it('works on a sheet the rules accept', () => {
    expect(checkSheet(sheet)).toEqual([])
  })

  it('counts goals, assists and pre-assists, leaving own goals out of the scorer’s goals', () => {
    expect(entry(home, 'h10')).toMatchObject({ goals: 2, assist_goal: 0, MOTM: true })
    expect(entry(home, 'h8')).toMatchObject({ goals: 0, assist_goal: 1, pre_assist: 0 })
    expect(entry(home, 'h7')).toMatchObject({ pre_assist: 1 })
    expect(entry(away, 'a5')).toMatchObject({ goals: 0 })
    expect(entry(away, 'a9')).toMatchObject({ assist_goal: 1 })
  })

  it('records card minutes; a second yellow is also a red and takes the player off the field', () => {
    expect(entry(home, 'h6')).toMatchObject({
      yellow_card_time: 12,
      yellow_second_card_time: 61,
      red_card_time: 61,
      onField: false,
      onBench: false,
    })
    expect(entry(away, 'a12')).toMatchObject({ red_card_time: 90, yellow_card_time: null, onField: false })
  })

  it('derives substitutions both ways, onField at the end and onBench for named substitutes', () => {
    expect(entry(away, 'a4')).toMatchObject({
      injured: true,
      onField: false,
      onBench: false,
      substitutions: [{ minute: 46, direction: 'out', player: 'a12' }],
    })
    expect(entry(away, 'a12').substitutions).toEqual([{ minute: 46, direction: 'in', player: 'a4' }])
    expect(entry(away, 'a12').onBench).toBe(true)
    expect(entry(away, 'a13')).toMatchObject({ onBench: true, onField: false, substitutions: [] })
    expect(entry(home, 'h1')).toMatchObject({ onBench: false, onField: true, jersey_no: 1, position: 'GK' })
    expect(entry(home, 'h8').isCaptain).toBe(true)
  })

  it('gives every listed player exactly the spec fields, in line-up order', () => {
    expect(home.playerMetaData.map((p) => p.uid)).toEqual(sheet.sides[0].players.map((p) => p.uid))
    expect(Object.keys(entry(home, 'h1')).sort()).toEqual(
      [
        'uid',
        'substitutions',
        'onField',
        'position',
        'MOTM',
        'goals',
        'assist_goal',
        'pre_assist',
        'injured',
        'red_card_time',
        'yellow_card_time',
        'yellow_second_card_time',
        'onBench',
        'jersey_no',
        'isCaptain',
      ].sort(),
    )
  })
})

describe('scoreOf and minutesPlayed', () => {
  it('scores 3–1: an own goal counts for the other side', () => {
    expect(scoreOf(sheet)).toEqual([3, 1])
    expect(scoreOf(matchSheet())).toEqual([0, 0])
  })

  it('computes minutes from the start, the substitution or the sending-off', () => {
    expect(minutesPlayed(entry(home, 'h1'))).toBe(90)
    expect(minutesPlayed(entry(home, 'h6'))).toBe(61)
    expect(minutesPlayed(entry(away, 'a4'))).toBe(46)
    expect(minutesPlayed(entry(away, 'a12'))).toBe(44)
    expect(minutesPlayed(entry(away, 'a13'))).toBe(0)
    expect(minutesPlayed(entry(home, 'h1'), 120)).toBe(120)
  })
})

describe('wire mapping', () => {
  it('round-trips a sheet through the wire format', () => {
    const wire = toWireSheet(sheet)
    expect(wire.team_array).toEqual([HOME, AWAY])
    expect(wire.operationsArr).toEqual(sheet.operations)
    const names = { teams: { [HOME]: 'United', [AWAY]: 'Liverpool' } }
    const back = fromWireSheet(wire, {
      ...names,
      players: Object.fromEntries(sheet.sides.flatMap((s) => s.players.map((p) => [p.uid, p.name!]))),
    })
    expect(back).toEqual(sheet)
  })

  it('reads onBench "1" as a substitute and anything else as a starter', () => {
    expect([benchFlag('1'), benchFlag(true), benchFlag(1), benchFlag('0'), benchFlag(undefined)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
    const back = fromWireSheet({
      team_array: [HOME, AWAY],
      teams: [
        { uid: AWAY, playerMetaData: [{ uid: 'a1', onBench: '1', jersey_no: 5 }] },
        { uid: HOME, playerMetaData: [{ uid: 'h1' }] },
      ],
    })
    expect(back.sides[0].players).toEqual([
      { uid: 'h1', name: undefined, jersey_no: null, position: '', isCaptain: false, starter: true },
    ])
    expect(back.sides[1].players[0]).toMatchObject({ uid: 'a1', starter: false, jersey_no: 5 })
    expect(back.operations).toEqual([])
  })
})
