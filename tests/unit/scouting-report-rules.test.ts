import { describe, expect, it } from 'vitest'
import { isStale } from '../../src/api/contract/terms/scouting'
import { ratingIssues, suggestedTemplate, suitsPlayer } from '../../src/rules/scouting-report'
import { dayAge } from '../../src/ui/dates'

// The rules a report meets against its template (the server refuses by them, the form checks by them), which
// template a player is offered first, and when a report goes stale.

const template = {
  name: 'Centre back',
  scale: 5,
  criteria: [
    { id: 'aerial', label: 'Aerial duels', description: '', optional: false },
    { id: 'passing', label: 'Passing out', description: '', optional: false },
    { id: 'voice', label: 'Leadership', description: '', optional: true },
  ],
}

describe('a report’s ratings', () => {
  it('pass when every required criterion is rated on the scale', () => {
    expect(ratingIssues(template, { aerial: 5, passing: 1 })).toEqual([])
    expect(ratingIssues(template, { aerial: 5, passing: 1, voice: 3 })).toEqual([])
  })

  it('are refused in words: off the scale, unknown, missing', () => {
    expect(ratingIssues(template, { aerial: 6, passing: 0, heading: 3 })).toEqual([
      { path: 'ratings.aerial', message: 'Rate Aerial duels from 1 to 5' },
      { path: 'ratings.passing', message: 'Rate Passing out from 1 to 5' },
      { path: 'ratings.heading', message: '“Centre back” has no criterion “heading”' },
    ])
    expect(ratingIssues(template, { aerial: 2.5 } as Record<string, number>)).toEqual([
      { path: 'ratings.aerial', message: 'Rate Aerial duels from 1 to 5' },
      { path: 'ratings.passing', message: 'Rate Passing out' },
    ])
  })
})

describe('templates and players', () => {
  it('suit a player by place, a line standing for all its places, and a general one suits anyone', () => {
    expect(suitsPlayer(['CB'], ['CB'])).toBe(true)
    expect(suitsPlayer(['CB'], ['DF'])).toBe(true)
    expect(suitsPlayer(['CB'], ['ST', 'FW'])).toBe(false)
    expect(suitsPlayer([], ['GK'])).toBe(true)
  })

  it('offer first the one naming his main position, then one of his line, then a general one', () => {
    const list = [
      { uid: 'general', positions: [] },
      { uid: 'wide', positions: ['RW', 'LW', 'FW'] },
      { uid: 'cb', positions: ['CB'] },
    ]
    expect(suggestedTemplate(list, ['CB'])?.uid).toBe('cb')
    expect(suggestedTemplate(list, ['DF'])?.uid).toBe('cb')
    expect(suggestedTemplate(list, ['ST'])?.uid).toBe('wide')
    expect(suggestedTemplate(list, ['GK'])?.uid).toBe('general')
  })

  it('offer a midfielder known only by his line the general template, not the Winger one reaching into it', () => {
    const list = [
      { uid: 'winger', positions: ['RW', 'LW', 'RM', 'LM', 'FW'] },
      { uid: 'general', positions: [] },
    ]
    expect(suitsPlayer(list[0]!.positions, ['MF'])).toBe(true)
    expect(suggestedTemplate(list, ['MF'])?.uid).toBe('general')
    expect(suggestedTemplate(list, ['LM'])?.uid).toBe('winger')
    expect(suggestedTemplate(list, ['FW'])?.uid).toBe('winger')
  })
})

describe('a report’s age', () => {
  const today = new Date('2026-11-25T10:00:00Z')
  it('is stale once the player was seen more than six months ago', () => {
    expect(isStale('2026-05-26', today)).toBe(false)
    expect(isStale('2026-05-24', today)).toBe(true)
  })

  it('is said as a scout says it', () => {
    expect(dayAge('2026-11-25', today)).toBe('today')
    expect(dayAge('2026-11-24', today)).toBe('yesterday')
    expect(dayAge('2026-11-12', today)).toBe('13 days ago')
    expect(dayAge('2026-03-20', today)).toBe('8 months ago')
    expect(dayAge('2024-10-01', today)).toBe('2 years ago')
  })
})
