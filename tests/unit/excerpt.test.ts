import { describe, expect, it } from 'vitest'
import { excerpt } from '../../src/ui/excerpt'

// One line of a list shows the start of a longer text in whole words (src/ui/excerpt.ts).

describe('excerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('Is he available?\n\nThanks', 80)).toBe('Is he available? Thanks')
  })

  it('stops at the last whole word and says the text goes on', () => {
    const question =
      'Is Lamine Yamal open to a loan move next summer, and who represents him these days? We would like to know.'
    const shown = excerpt(question, 80)
    expect(shown).toBe('Is Lamine Yamal open to a loan move next summer, and who represents him these…')
    expect(shown.length).toBeLessThanOrEqual(80)
    expect(excerpt('one, two, three, four', 12)).toBe('one, two…')
  })

  it('cuts one overlong word where it must', () => {
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})
