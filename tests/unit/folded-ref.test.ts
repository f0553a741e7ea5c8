import { describe, expect, it } from 'vitest'
import { foldedWords } from '../../src/features/football-data/folded-ref'

// The clubs list's one Country column: a club's country, and its club country only where the two differ.

describe('foldedWords', () => {
  it('names the country alone when the club plays in the same country', () => {
    expect(foldedWords('Germany', 'Germany', 'plays in')).toEqual({ main: 'Germany', extra: null })
  })
  it('adds the club country when it differs (AS Monaco plays in France)', () => {
    expect(foldedWords('Monaco', 'France', 'plays in')).toEqual({
      main: 'Monaco',
      extra: ' · plays in France',
    })
  })
  it('says only what is known', () => {
    expect(foldedWords(null, 'France', 'plays in')).toEqual({ main: 'Plays in France', extra: null })
    expect(foldedWords('Monaco', null, 'plays in')).toEqual({ main: 'Monaco', extra: null })
    expect(foldedWords(null, null, 'plays in')).toEqual({ main: null, extra: null })
  })
})
