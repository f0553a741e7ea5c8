import { describe, expect, it } from 'vitest'
import { nameParts, replaceParts } from '../../server/domain/privacy/scrub-name-parts'

// What of an erased player's name is taken out alone from the texts about him (decision 0057).

describe('an erased name’s parts', () => {
  it('are its capitalised words of three letters or more, longest first', () => {
    expect(nameParts('Virgil van Dijk', 'Virgil', 'van Dijk')).toEqual(['Virgil', 'Dijk'])
    expect(nameParts('Jean-Philippe Mateta')).toEqual(['Philippe', 'Mateta', 'Jean'])
  })

  it('are replaced as whole words in any case, accents kept apart from the word around them', () => {
    const parts = nameParts('Thomas Müller')
    expect(
      replaceParts('müller scored; Thomas too. Mullerson and Thomasina stay', parts, 'Erased player #1'),
    ).toBe('Erased player #1 scored; Erased player #1 too. Mullerson and Thomasina stay')
    expect(replaceParts('Müllers Spiel', parts, 'X')).toBe('Müllers Spiel')
  })
})
