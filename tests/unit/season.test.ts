import { describe, expect, it } from 'vitest'
import { seasonOf } from '../../src/rules/season'

describe('a game season from its date', () => {
  it('is the calendar year for tournaments and friendlies', () => {
    expect(seasonOf('2026-06-11', 'calendar')).toBe('2026')
    expect(seasonOf('2026-06-11T18:00:00Z', 'calendar')).toBe('2026')
  })
  it('runs July to June for leagues', () => {
    expect(seasonOf('2026-08-15', 'league')).toBe('2026/27')
    expect(seasonOf('2027-03-01', 'league')).toBe('2026/27')
    expect(seasonOf('2026-07-01', 'league')).toBe('2026/27')
    expect(seasonOf('2026-06-30', 'league')).toBe('2025/26')
    expect(seasonOf('2099-09-01', 'league')).toBe('2099/00')
  })
  it('is unknown without a usable date', () => {
    expect(seasonOf(null, 'league')).toBeNull()
    expect(seasonOf('', 'calendar')).toBeNull()
    expect(seasonOf('soon', 'calendar')).toBeNull()
  })
})
