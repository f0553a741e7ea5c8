import { describe, expect, it } from 'vitest'
import { playerMetaData } from '../../src/api/contract/schemas/football-games'
import { isPlaced } from '../../src/rules/game-sheet/placed'

// Which sheet lines carry a line-up: the rule statistics, matches played and the game page share.

const line = (extra: Record<string, unknown>) =>
  playerMetaData.parse({ uid: '01900000-0000-7000-8000-000000000001', ...extra })

describe('isPlaced', () => {
  it('places starters, substitutes, players taken off and players sent off', () => {
    expect(isPlaced(line({ onField: true }))).toBe(true)
    expect(isPlaced(line({ onBench: '1' }))).toBe(true)
    expect(
      isPlaced(
        line({
          substitutions: [{ minute: 60, direction: 'out', player: '01900000-0000-7000-8000-000000000002' }],
        }),
      ),
    ).toBe(true)
    expect(isPlaced(line({ red_card_time: 70 }))).toBe(true)
  })

  it('does not place a scorer the sheet names without a line-up (an imported sheet)', () => {
    expect(isPlaced(line({ goals: 2 }))).toBe(false)
    expect(isPlaced(line({ goals: 1, yellow_card_time: 30 }))).toBe(false)
  })
})
