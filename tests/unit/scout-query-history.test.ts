import { describe, expect, it } from 'vitest'
import { historyStep } from '../../src/features/scout/players/query-history'

// Back on the Players screen undoes one thing the scout did: a page turned or an option picked is its own entry,
// a word typed into a box is one entry however many keystrokes it took.

describe('historyStep', () => {
  it('adds an entry for a page turned, an option picked or an order chosen', () => {
    for (const field of ['page', 'position', 'country_id', 'sort', 'per_90'] as const)
      expect(historyStep(field, { typed: null })).toEqual({ replace: false, state: { typed: null } })
  })

  it('adds one entry when typing starts in a box, then replaces it while the same box is typed in', () => {
    const first = historyStep('q', null)
    expect(first).toEqual({ replace: false, state: { typed: 'q' } })
    expect(historyStep('q', first.state)).toEqual({ replace: true, state: { typed: 'q' } })
  })

  it('starts a new entry when another box is typed in after the first', () => {
    expect(historyStep('age_max', { typed: 'q' })).toEqual({ replace: false, state: { typed: 'age_max' } })
  })

  it('treats an entry it did not make (no state, or someone else’s) as not typed', () => {
    expect(historyStep('q', undefined).replace).toBe(false)
    expect(historyStep('q', { scroll: 120 }).replace).toBe(false)
  })
})
