import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Draft } from '../../src/features/community/games/event-pad-steps'
import { type Tap, tapPad } from '../../src/features/community/games/event-pad-taps'
import { sheetOf } from '../../src/machines/game-edit.machine'
import type { GameOperation, GoalOperation, WireGameSheet } from '../../src/rules/game-sheet/types'
import { startEditor } from './game-edit-driver'
import { matchSheet } from './game-sheet-fixture'

// The event pad's taps through the real editing machine and the real save: a goal counts the moment its scorer is
// tapped, whatever is tapped next (another event, Cancel, No assist), and its assist is a later correction.

type PadTap = Tap | { type: 'minute'; minute: number }

/** Taps the pad as a member would, with the machine the screen uses; answers the sheet as it is saved. */
async function play(taps: PadTap[]) {
  let saved: WireGameSheet | undefined
  const { send, snap } = startEditor(matchSheet(), async (wire) => {
    saved = wire
    return {}
  })
  let draft: Draft | null = null
  let minute = 10
  const scored: { minute: number; player: string }[] = []
  for (const tap of taps) {
    if (tap.type === 'minute') {
      minute = tap.minute
      continue
    }
    const sheet = sheetOf(snap().context)!
    const result = tapPad(draft, tap, sheet, minute)
    const effect = result.effect
    if (effect?.type === 'record') {
      const before = sheet.operations.length
      const after = sheetOf(send({ type: 'RECORD', operation: effect.operation }).context)!
      const op = effect.operation
      if (op.type === 'goal' && !op.own_goal && after.operations.length > before)
        scored.push({ minute: op.minute, player: op.player })
    }
    if (effect?.type === 'replace')
      send({ type: 'REPLACE_OPERATION', index: effect.index, operation: effect.operation })
    draft = result.draft
  }
  send({ type: 'SAVE' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { saved: saved?.operationsArr ?? [], scored }
}

const goalsIn = (ops: GameOperation[]) =>
  ops.filter((o): o is GoalOperation => o.type === 'goal' && !o.own_goal)

describe('the event pad', () => {
  it('keeps a goal when another event is tapped instead of its assist', async () => {
    const { saved } = await play([
      { type: 'kind', kind: 'goal' },
      { type: 'player', uid: 'h10' },
      { type: 'kind', kind: 'yellow' },
      { type: 'player', uid: 'a4' },
    ])
    expect(goalsIn(saved)).toMatchObject([{ player: 'h10', minute: 10, assist: null }])
    expect(saved.some((o) => o.type === 'yellow' && o.player === 'a4')).toBe(true)
  })

  it('adds the assist and pre-assist to the goal already recorded, and skips a pre-assist nobody can give', async () => {
    const { saved } = await play([
      { type: 'kind', kind: 'goal' },
      { type: 'player', uid: 'h10' },
      { type: 'player', uid: 'h8' },
      { type: 'player', uid: 'h7' },
    ])
    expect(goalsIn(saved)).toMatchObject([{ player: 'h10', assist: 'h8', pre_assist: 'h7' }])

    // Only two players of a side left who played: after the assist there is no one to pre-assist.
    const sheet = matchSheet()
    sheet.sides[0].players = sheet.sides[0].players.slice(0, 2)
    const scorer = tapPad(
      { kind: 'goal', ownGoal: false, penalty: false },
      { type: 'player', uid: 'h2' },
      sheet,
      5,
    )
    expect(scorer.effect?.type).toBe('record')
    const withGoal = { ...sheet, operations: [(scorer.effect as { operation: GameOperation }).operation] }
    const assisted = tapPad(scorer.draft, { type: 'player', uid: 'h1' }, withGoal, 5)
    expect(assisted.effect).toMatchObject({ type: 'replace', operation: { assist: 'h1' } })
    expect(assisted.draft).toBeNull()
  })

  it('every completed "Goal → scorer" is in the saved sheet, whatever is tapped around it', async () => {
    const uid = fc.constantFrom(
      ...Array.from({ length: 14 }, (_, i) => `h${i + 1}`),
      ...Array.from({ length: 14 }, (_, i) => `a${i + 1}`),
    )
    const tap: fc.Arbitrary<PadTap> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .constantFrom('goal', 'assist', 'yellow', 'red', 'sub', 'injury', 'motm')
          .map((kind) => ({ type: 'kind' as const, kind })),
      },
      { weight: 6, arbitrary: uid.map((u) => ({ type: 'player' as const, uid: u })) },
      { weight: 1, arbitrary: fc.constantFrom<PadTap>({ type: 'skip' }, { type: 'cancel' }) },
      {
        weight: 1,
        arbitrary: fc.record({
          type: fc.constant('options' as const),
          ownGoal: fc.boolean(),
          penalty: fc.boolean(),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 0, max: 95 }).map((minute) => ({ type: 'minute' as const, minute })),
      },
    )
    await fc.assert(
      fc.asyncProperty(fc.array(tap, { minLength: 5, maxLength: 80 }), async (taps) => {
        const { saved, scored } = await play(taps)
        const key = (g: { minute: number; player: string }) => `${g.minute}:${g.player}`
        const kept = goalsIn(saved).map(key).sort()
        expect(kept).toEqual(scored.map(key).sort())
      }),
      { numRuns: 150 },
    )
  }, 60_000)
})
