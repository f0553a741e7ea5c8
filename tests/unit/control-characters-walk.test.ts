import { describe, expect, it } from 'vitest'
import { MAX_NESTING, nestsDeeperThan } from '../../server/http/json-depth'
import { controlCharacterIssue, type WalkSteps } from '../../src/rules/control-characters'

// docs/security.md: the control-character walk was quadratic in the input's depth (the path copied at every level)
// and recursive (a stack overflow, then 500, past ~5,000 levels). Now one visit per value and a path built once;
// deeper-than-64 JSON is refused before parsing by reading its text once.

const nested = (depth: number, leaf: unknown) => {
  let value = leaf
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

const stepsFor = (data: unknown) => {
  const counter: WalkSteps = { steps: 0 }
  controlCharacterIssue(data, counter)
  return counter.steps
}

describe('the control-character walk', () => {
  it('costs work in proportion to the input, whatever its depth (counted, not timed)', () => {
    for (const depth of [10, 100, 1_000, 10_000]) {
      // A clean value visits each level once; a reported one adds its path once.
      expect(stepsFor(nested(depth, 'clean'))).toBe(depth + 1)
      expect(stepsFor(nested(depth, 'a\u0000b'))).toBeLessThanOrEqual(2 * (depth + 1))
    }
  })

  it('walks 100,000 levels without overflowing the stack, naming the path of the bad value', () => {
    const found = controlCharacterIssue(nested(100_000, 'a\u0000b'))
    expect(found?.path).toHaveLength(100_000)
    expect(found?.message).toBe('Remove the invisible control character (U+0000) from this text')
  })

  it('reports the first bad field in reading order, keys included', () => {
    expect(controlCharacterIssue({ a: 'ok', b: ['x', 'y\u0007'], c: '\u0000' })?.path).toEqual(['b', 1])
    expect(controlCharacterIssue({ ok: 1, 'k\u001b': 1 })?.path).toEqual(['k\u001b'])
  })

  it('refuses a lone surrogate, keeps a whole emoji', () => {
    expect(controlCharacterIssue({ title: 'goal \ud83d' })?.message).toMatch(/broken character/)
    expect(controlCharacterIssue({ title: 'goal ⚽ 😀' })).toBeUndefined()
  })
})

describe('JSON nesting read off the text', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan(JSON.stringify(nested(MAX_NESTING, 1)))).toBe(false)
    expect(nestsDeeperThan(JSON.stringify(nested(MAX_NESTING + 1, 1)))).toBe(true)
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(1000), q: '\\"[[[[' }))).toBe(false)
  })
})
