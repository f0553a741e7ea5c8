import { describe, expect, it } from 'vitest'
import { describeOperation, standings } from '../../src/features/community/games/sheet-view'
import { card, goal, matchSheet, motm, sub } from './game-sheet-fixture'

// What the sheet screen shows from the machine's sheet: who the pad offers, and the timeline's words.

describe('standings', () => {
  it('puts starters on the field, substitutes on the bench, and moves them with the events', () => {
    const sheet = matchSheet([card('yellow', 10, 'h6'), sub(60, 'a10', 'a13'), card('red', 70, 'h9')])
    const where = Object.fromEntries(standings(sheet).map((p) => [p.player.uid, p.standing]))
    expect([where.h1, where.h12, where.a10, where.a13, where.h9]).toEqual([
      'field',
      'bench',
      'off',
      'field',
      'sent_off',
    ])
    expect(standings(sheet).find((p) => p.player.uid === 'h6')?.yellow).toBe(true)
    expect(standings(sheet).filter((p) => p.side === 1)).toHaveLength(14)
  })
})

describe('describeOperation', () => {
  const sheet = matchSheet()
  const text = (op: Parameters<typeof describeOperation>[0]) => describeOperation(op, sheet)

  it('writes each event as a spectator would say it', () => {
    expect(text(goal(23, 'h10', { assist: 'h8', pre_assist: 'h7' }))).toEqual({
      minute: "23'",
      kind: 'goal',
      side: 0,
      text: 'Goal Rashford — assist Fernandes, pre-assist Eriksen',
    })
    expect(text(goal(50, 'a9', { penalty: true })).text).toBe('Goal Salah (penalty)')
    expect(text(goal(75, 'a5', { own_goal: true })).text).toBe('Own goal by Robertson')
    expect(text(card('second_yellow', 61, 'h6')).text).toBe('Second yellow Casemiro — sent off')
    expect(text(card('red', 80, 'a4')).text).toBe('Red card Van Dijk — sent off')
    expect(text(card('injury', 40, 'a4')).text).toBe('Injury Van Dijk')
    expect(text(sub(46, 'a4', 'a12')).text).toBe('Gakpo on for Van Dijk')
    expect(text(motm('h10'))).toMatchObject({ minute: '', side: 0, text: 'Man of the match Rashford' })
  })
})
