import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sheetOf } from '../../src/machines/game-edit.machine'
import { deriveTeams, scoreOf } from '../../src/rules/game-sheet/derive'
import { checkSheet } from '../../src/rules/game-sheet/rules'
import type { GameOperation } from '../../src/rules/game-sheet/types'
import { startEditor } from './game-edit-driver'
import { AWAY, HOME, matchSheet } from './game-sheet-fixture'

// Whatever a person taps, in whatever order, the editor never holds an impossible sheet, and the derived
// playerMetaData always agrees with the events (the property statistics rely on).

const homeIds = Array.from({ length: 14 }, (_, i) => `h${i + 1}`)
const awayIds = Array.from({ length: 14 }, (_, i) => `a${i + 1}`)

const operation: fc.Arbitrary<GameOperation> = fc
  .record({
    home: fc.boolean(),
    kind: fc.constantFrom('goal', 'yellow', 'red', 'injury', 'sub', 'motm', 'own_goal'),
    // Mostly possible taps (starters, minutes in range, no assist half the time), some impossible ones.
    minute: fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 0, max: 95 }) },
      fc.integer({ min: -5, max: 140 }),
    ),
    a: fc.integer({ min: 0, max: 13 }),
    b: fc.integer({ min: 0, max: 13 }),
    c: fc.option(fc.integer({ min: 0, max: 13 }), { freq: 3 }),
    assisted: fc.boolean(),
  })
  .map(({ home, kind, minute, a, b, c, assisted }): GameOperation => {
    const ids = home ? homeIds : awayIds
    const team = home ? HOME : AWAY
    const player = ids[a]!
    switch (kind) {
      case 'goal':
        if (!assisted) return { type: 'goal', minute, team, player }
        return { type: 'goal', minute, team, player, assist: ids[b], pre_assist: c === null ? null : ids[c] }
      case 'own_goal':
        return { type: 'goal', minute, team, player, own_goal: true }
      case 'sub':
        return { type: 'sub', minute, team, player_off: player, player_on: ids[b]! }
      case 'motm':
        return { type: 'motm', team, player }
      default:
        return { type: kind as 'yellow' | 'red' | 'injury', minute, team, player }
    }
  })

const action = fc.oneof(
  { weight: 8, arbitrary: operation.map((op) => ({ type: 'RECORD' as const, operation: op })) },
  { weight: 1, arbitrary: fc.constant({ type: 'UNDO' as const }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 20 }).map((index) => ({ type: 'REMOVE_OPERATION' as const, index })),
  },
)

describe('game editing: properties', () => {
  it('never holds an impossible sheet, and playerMetaData always agrees with the events', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 10, maxLength: 60, size: 'max' }), (actions) => {
        const { send } = startEditor(matchSheet())
        for (const a of actions) send(a)
        const sheet = sheetOf(send({ type: 'DISMISS' }).context)!
        expect(checkSheet(sheet)).toEqual([])
        const teams = deriveTeams(sheet)
        const [home, away] = scoreOf(sheet)
        const ownGoals = (team: string) =>
          sheet.operations.filter((o) => o.type === 'goal' && o.own_goal && o.team === team).length
        const goals = (i: 0 | 1) => teams[i].playerMetaData.reduce((n, p) => n + p.goals, 0)
        expect(goals(0) + ownGoals(AWAY)).toBe(home)
        expect(goals(1) + ownGoals(HOME)).toBe(away)
        for (const team of teams) {
          // Never more than 11 on the pitch, and everyone sent off has a red card minute.
          expect(team.playerMetaData.filter((p) => p.onField).length).toBeLessThanOrEqual(11)
          for (const p of team.playerMetaData) {
            if (p.yellow_second_card_time !== null) expect(p.red_card_time).toBe(p.yellow_second_card_time)
            if (p.onBench && p.substitutions.length === 0) expect(p.goals + p.assist_goal).toBe(0)
          }
        }
      }),
      { numRuns: 200 },
    )
    // 200 random games of up to 60 taps each: seconds on a busy 2-core machine, so a generous limit.
  }, 30_000)
})
