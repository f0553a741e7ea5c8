import { describe, expect, it } from 'vitest'
import {
  ageWords,
  cacheDatabaseName,
  evictionOrder,
  isUsable,
  MAX_AGE_MS,
  sizeWords,
} from '../../src/api/read-cache/cache-rules'

const entry = (key: string, savedAt: number, bytes: number) => ({ key, savedAt, bytes })

describe('the offline read cache rules', () => {
  it('keeps each user in a database of their own', () => {
    expect(cacheDatabaseName('u1')).not.toBe(cacheDatabaseName('u2'))
    expect(cacheDatabaseName('u1')).toContain('u1')
  })

  it('does not show a copy older than a month', () => {
    const now = Date.UTC(2026, 10, 23)
    expect(isUsable({ savedAt: now - 60_000 }, now)).toBe(true)
    expect(isUsable({ savedAt: now - MAX_AGE_MS }, now)).toBe(true)
    expect(isUsable({ savedAt: now - MAX_AGE_MS - 1 }, now)).toBe(false)
  })

  it('drops the oldest copies first, only as many as needed to fit the budget', () => {
    const copies = [entry('c', 300, 40), entry('a', 100, 50), entry('b', 200, 30), entry('d', 400, 10)]
    expect(evictionOrder(copies, 1000)).toEqual([])
    expect(evictionOrder(copies, 100).map((e) => e.key)).toEqual(['a'])
    expect(evictionOrder(copies, 50).map((e) => e.key)).toEqual(['a', 'b'])
    expect(evictionOrder(copies, 0).map((e) => e.key)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('says a copy’s age and size in words', () => {
    const now = 10 * 24 * 3_600_000
    expect(ageWords(now - 20_000, now)).toBe('just now')
    expect(ageWords(now - 5 * 60_000, now)).toBe('5 min ago')
    expect(ageWords(now - 2 * 3_600_000, now)).toBe('2 h ago')
    expect(ageWords(now - 26 * 3_600_000, now)).toBe('1 day ago')
    expect(ageWords(now - 3 * 24 * 3_600_000, now)).toBe('3 days ago')
    expect(sizeWords(180 * 1024)).toBe('180 KB')
    expect(sizeWords(2.44 * 1024 * 1024)).toBe('2.4 MB')
  })
})
