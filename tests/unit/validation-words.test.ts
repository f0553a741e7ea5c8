import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { playerContract } from '../../src/api/contract/schemas/players'
import '../../src/api/contract/schemas/validation-words'

// Every contract rule a schema does not word itself reads as people speak (src/api/contract/schemas/validation-words.ts), never
// as zod's defaults.

const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message

describe('validation words', () => {
  it('word the rules a contract leaves to zod', () => {
    expect(first(playerContract.update, { height_cm: 300 })).toBe('At most 250')
    expect(first(playerContract.update, { height_cm: 'tall' })).toBe('Enter a number')
    expect(first(playerContract.update, { height_cm: 180.5 })).toBe('Enter a whole number')
    expect(first(z.object({ name: z.string() }), {})).toBe('This is required')
    expect(first(z.string().max(5), 'too long')).toBe('At most 5 characters')
    expect(first(z.string().min(3), 'ab')).toBe('At least 3 characters')
    expect(first(z.array(z.string()).max(1), ['a', 'b'])).toBe('At most 1 item')
    expect(first(z.enum(['left', 'right']), 'up')).toBe('Choose one of: left, right')
    expect(first(z.email(), 'nope')).toBe('Enter a valid email address')
    expect(first(z.strictObject({}), { extra: 1 })).toBe('Unknown field: extra')
  })

  it('leave a contract’s own wording alone', () => {
    expect(first(z.string().max(5, { message: 'Keep it short' }), 'too long')).toBe('Keep it short')
  })

  it('never answer zod’s programmer wording for any player field', () => {
    const odd = { name: 7, height_cm: 1e9, weight_kg: -5, shirt_number: 'x', positions: 'ST', gender: 'z' }
    for (const issue of playerContract.update.safeParse(odd).error?.issues ?? [])
      expect(issue.message).not.toMatch(/Invalid input|expected|received|Too (big|small)/)
  })
})
