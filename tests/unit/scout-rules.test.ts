import { describe, expect, it } from 'vitest'
import { hotReason } from '../../server/domain/scouting/hot-players'
import { playerFilterBody } from '../../src/api/contract/schemas/scout-filter'

// The scout area's pure rules: what a hot player's reason says (decision 0015) and what a filter accepts.

describe('hotReason', () => {
  it('names goals and assists with correct plurals, and the scouts’ interest', () => {
    expect(hotReason({ uid: 'x', matches: 5, goals: 4, assists: 2, scouts: 0, scorerOnly: 0 })).toBe(
      '4 goals and 2 assists in the last 5 matches',
    )
    expect(hotReason({ uid: 'x', matches: 1, goals: 1, assists: 0, scouts: 1, scorerOnly: 0 })).toBe(
      '1 goal in the last 1 match · shortlisted by 1 scout in the last 14 days',
    )
    expect(hotReason({ uid: 'x', matches: 0, goals: 0, assists: 0, scouts: 3, scorerOnly: 0 })).toBe(
      'shortlisted by 3 scouts in the last 14 days',
    )
  })

  it('does not call the games of sheets that name only their scorers his last matches', () => {
    expect(hotReason({ uid: 'x', matches: 2, goals: 3, assists: 0, scouts: 0, scorerOnly: 2 })).toBe(
      '3 goals in his last 2 games on record (known only from their scorers)',
    )
    expect(hotReason({ uid: 'x', matches: 5, goals: 2, assists: 1, scouts: 0, scorerOnly: 1 })).toBe(
      '2 goals and 1 assist in his last 5 games on record (1 known only from their scorers)',
    )
  })
})

describe('the filter contract', () => {
  const issues = (body: unknown) =>
    playerFilterBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

  it('accepts a typical search and fills page and limit', () => {
    expect(playerFilterBody.parse({ positions: ['ST'], age_max: 22, min_minutes: 900 })).toMatchObject({
      page: 1,
      limit: 20,
    })
  })

  it('names what is wrong', () => {
    expect(issues({ shoe_size: 44 })).toEqual([['', 'Unknown filter: shoe_size']])
    expect(issues({ height_min: 190, height_max: 170 })).toEqual([
      ['height_max', 'The greatest height must not be below the smallest'],
    ])
    expect(issues({ attributes: { 'technical.finishing': 25 } })).toEqual([
      ['attributes.technical.finishing', 'A detail rating is at most 20'],
    ])
    expect(issues({ positions: ['XX'] })[0]?.[0]).toBe('positions.0')
  })

  it('words a refused number for the field it is shown beside, without the wire name', () => {
    expect(issues({ age_min: -5 })).toEqual([['age_min', 'At least 0']])
    expect(issues({ age_max: 999 })).toEqual([['age_max', 'At most 60']])
    expect(issues({ age_min: 20.5 })).toEqual([['age_min', 'Enter a whole number']])
    // A message on the number itself once answered every issue: -1 goals was "min_goals is a number".
    expect(issues({ min_goals: -1 })).toEqual([['min_goals', 'At least 0']])
    expect(issues({ min_minutes: 99_999_999 })).toEqual([['min_minutes', 'At most 100000']])
    expect(issues({ attributes: { pace: 150 } })).toEqual([['attributes.pace', 'At most 100']])
    expect(issues({ sort: 'shoe_size' })).toEqual([['sort', 'Choose an order from the list']])
  })

  it('takes a season only in the form the games are grouped by', () => {
    expect(issues({ season: '2026' })).toEqual([])
    expect(issues({ season: '2025/26' })).toEqual([])
    expect(issues({ season: '1999/00' })).toEqual([])
    for (const season of ['abcd', '2025/29', '26', '2025-26', '2025/2026'])
      expect(issues({ season })).toEqual([['season', 'A season is a year, 2026, or two, 2025/26']])
  })
})
