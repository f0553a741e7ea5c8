import { describe, expect, it } from 'vitest'
import { playerFilterBody } from '../../src/api/contract/schemas/scout-filter'
import type { MatchPlayed } from '../../src/api/contract/schemas/scout-players'
import {
  errorsByField,
  filterBody,
  isFiltered,
  queryFromSearch,
  searchFromQuery,
} from '../../src/features/scout/players/discover-query'
import { perNinety } from '../../src/features/scout/players/per-ninety'

// The scout's Players screen keeps its search in the address and turns it into POST filter's body; Compare
// reads output per 90 from the matches whose minutes are known.

describe('the discover query', () => {
  it('round-trips through the address and becomes a filter body the contract accepts', () => {
    const search =
      '?position=ST&country_id=01900000-0000-7000-8000-000000000001&age_max=22&min_minutes=900&per_90=1&min_goals=0.5&pace_min=80&sort=goals'
    const query = queryFromSearch(search)
    expect(queryFromSearch(searchFromQuery(query))).toEqual(query)
    expect(isFiltered(query)).toBe(true)
    const body = filterBody(query, 25)
    expect(body).toMatchObject({
      positions: ['ST'],
      country_id: '01900000-0000-7000-8000-000000000001',
      age_max: 22,
      min_minutes: 900,
      per_90: true,
      min_goals: 0.5,
      attributes: { pace: 80 },
      sort: 'goals',
      limit: 25,
    })
    expect(playerFilterBody.safeParse(body).success).toBe(true)
  })

  it('is a plain name search when only the name is given', () => {
    expect(isFiltered(queryFromSearch('?q=mbappe'))).toBe(false)
  })

  it('puts the server’s refusals beside the screen’s fields', () => {
    const refused = {
      status: 400,
      data: {
        message: 'Check the fields',
        issues: [
          { path: 'age_max', message: 'The greatest age must not be below the smallest' },
          { path: 'attributes.pace', message: 'A threshold is at most 100' },
        ],
      },
    }
    expect(errorsByField(refused)).toEqual({
      age_max: 'The greatest age must not be below the smallest',
      pace_min: 'A threshold is at most 100',
    })
  })
})

const match = (m: Partial<MatchPlayed>): MatchPlayed =>
  ({ lineup_recorded: true, minutes: 90, goals: 0, assists: 0, ...m }) as MatchPlayed

describe('perNinety', () => {
  it('divides goals and assists by the minutes of games with a recorded line-up only', () => {
    const output = perNinety([
      match({ minutes: 90, goals: 1 }),
      match({ minutes: 90, assists: 1 }),
      // An imported sheet: he scored twice, minutes unknown — left out of the rate, not counted as 0 minutes.
      match({ lineup_recorded: false, minutes: null, goals: 2 }),
    ])
    expect(output).toEqual({ minutes: 180, goals: 0.5, assists: 0.5, contributions: 1 })
  })

  it('is unknown, not zero, without a single timed game', () => {
    expect(perNinety([match({ lineup_recorded: false, minutes: null, goals: 3 })])).toEqual({
      minutes: null,
      goals: null,
      assists: null,
      contributions: null,
    })
  })
})
