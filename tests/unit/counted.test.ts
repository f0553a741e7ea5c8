import { describe, expect, it } from 'vitest'
import { counted } from '../../src/ui/counted'

describe('counted', () => {
  it('puts the noun in the right number, with thousands and a capped count', () => {
    expect(counted(1, 'team', 'teams')).toBe('1 team')
    expect(counted(0, 'team', 'teams')).toBe('0 teams')
    expect(counted(1248, 'player', 'players')).toBe('1,248 players')
    expect(counted(1000, 'player', 'players', true)).toBe('1,000+ players')
  })
})
