import { describe, expect, it } from 'vitest'
import {
  distrust,
  lookupStarts,
  type RememberedSession,
  recall,
  remember,
  trust,
  trusted,
} from '../../server/domain/accounts/session-memory'

// A process whose listener cannot hear of sessions ended elsewhere (session-listener.ts) must answer no session
// from memory: not one remembered before, not one found while deaf, not one whose lookup began before it heard
// again (decision 0059).

const found = (id: string) =>
  ({ session: { id, accountUid: `account-${id}` } }) as unknown as RememberedSession

describe('session memory while notices are not heard', () => {
  it('forgets what it had, remembers nothing until heard again, then remembers', () => {
    remember('before', 'scout', found('1'), lookupStarts())
    expect(recall('before', 'scout')).toBeDefined()

    distrust()
    expect(trusted()).toBe(false)
    expect(recall('before', 'scout')).toBeUndefined()
    remember('while', 'scout', found('2'), lookupStarts())
    expect(recall('while', 'scout')).toBeUndefined()
    const startedDeaf = lookupStarts()

    trust()
    expect(trusted()).toBe(true)
    // A lookup that began while deaf may have read a session whose end was never heard of: not remembered.
    remember('late', 'scout', found('3'), startedDeaf)
    expect(recall('late', 'scout')).toBeUndefined()
    remember('after', 'scout', found('4'), lookupStarts())
    expect(recall('after', 'scout')).toBeDefined()
  })

  it('trusts only when every listener of the process hears', () => {
    distrust()
    distrust()
    trust()
    expect(trusted()).toBe(false)
    trust()
    expect(trusted()).toBe(true)
  })
})
