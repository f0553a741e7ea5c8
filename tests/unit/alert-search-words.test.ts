import { describe, expect, it } from 'vitest'
import { metWords, searchParts } from '../../server/domain/alerts/search-parts'

// An alert says which of a saved search's fields a player newly meets, in the words the Players screen uses —
// never the field's name in the address (market_value_max, on_loan).

const facts = { age: 19, height_cm: 188, preferred_foot: 'left', main_position: 'CB' }
const wordsOf = (filter: Record<string, string>) => searchParts(filter).parts.map((p) => metWords(p, facts))

describe('what an alert says a player meets', () => {
  it('words each recruitment field as a reader says it', () => {
    expect(
      wordsOf({
        weight_min: '75',
        weight_max: '90',
        contract_expires_before: '2027-06-30',
        market_value_max: '5000000',
        on_loan: '1',
        passport: 'Spain',
      }),
    ).toEqual([
      'weight 75+ kg',
      'weight up to 90 kg',
      'contract ends before 30 Jun 2027',
      'value up to €5m',
      'on loan',
      'Spain passport',
    ])
  })

  it('reads the value in the search’s currency, which is no condition of its own', () => {
    const { parts } = searchParts({ market_value_max: '800000', currency: 'GBP' })
    expect(parts.map((p) => p.key)).toEqual(['market_value_max'])
    expect(metWords(parts[0]!, facts)).toBe('value up to £800k')
  })
})
