import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Profile } from '../../../src/api/contract/schemas/auth'
import type { Role } from '../../../src/api/contract/terms/roles'
import {
  type CheckSession,
  createSessionGuardMachine,
  type GuardEmitted,
  isLoginChild,
  showsArea,
  statusOf,
  type TokenLoginAnswer,
} from '../../../src/machines/session-guard.machine'

const profile = (role: Role): Profile => ({
  uid: '0190a0b0-0000-7000-8000-000000000001',
  role,
  email: `${role}@example.com`,
  name: 'Demo',
  username: null,
  phone: null,
  organisation: null,
  country: null,
  bio: null,
  pic: null,
})

class HttpFailure extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

/** A check the test resolves or rejects by hand, recording which role asked. */
function manualCheck() {
  const calls: Role[] = []
  let settle: { resolve: (a: TokenLoginAnswer) => void; reject: (e: unknown) => void } | undefined
  const check: CheckSession = (role) => {
    calls.push(role)
    return new Promise((resolve, reject) => {
      settle = { resolve, reject }
    })
  }
  return {
    check,
    calls,
    resolve: (a: TokenLoginAnswer) => settle?.resolve(a),
    reject: (e: unknown) => settle?.reject(e),
  }
}

function guard(role: Role, check: CheckSession) {
  const actor = createActor(createSessionGuardMachine(role, check))
  const emitted: GuardEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, emitted }
}

describe('session guard machine', () => {
  it('recognises the login child route', () => {
    expect(['/login', 'login', '/login/', '/login?x=1'].map(isLoginChild)).toEqual([true, true, true, true])
    expect(['/', '/logins', '/profile/login', ''].map(isLoginChild)).toEqual([false, false, false, false])
  })

  it('reads a status from any error shape', () => {
    expect([
      statusOf(new HttpFailure(500)),
      statusOf({ statusCode: 401 }),
      statusOf(new Error('x')),
      statusOf(null),
    ]).toEqual([500, 401, undefined, undefined])
  })

  it('starts idle, showing nothing', () => {
    const { actor } = guard('admin', manualCheck().check)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(showsArea(actor.getSnapshot())).toBe(false)
  })

  it('always allows the login child route without a check', () => {
    const m = manualCheck()
    const { actor, emitted } = guard('community', m.check)
    actor.send({ type: 'CHECK', path: '/login' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(showsArea(actor.getSnapshot())).toBe(true)
    expect(m.calls).toEqual([])
    expect(emitted).toEqual([])
  })

  it('checks the session of its own role, then allows and keeps the profile', async () => {
    const m = manualCheck()
    const { actor, emitted } = guard('scout', m.check)
    actor.send({ type: 'CHECK', path: '/' })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(showsArea(actor.getSnapshot())).toBe(false)
    m.resolve({ data: profile('scout') })
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(m.calls).toEqual(['scout'])
    expect(actor.getSnapshot().context.profile?.email).toBe('scout@example.com')
    expect(showsArea(actor.getSnapshot())).toBe(true)
    expect(emitted).toEqual([])
  })

  it('denies an answer with a message field and redirects without a toast', async () => {
    const m = manualCheck()
    const { actor, emitted } = guard('admin', m.check)
    actor.send({ type: 'CHECK', path: '/' })
    m.resolve({ message: 'Session expired' })
    await waitFor(actor, (s) => s.matches('denied'))
    expect(showsArea(actor.getSnapshot())).toBe(false)
    expect(emitted).toEqual([{ type: 'redirect', to: '/admin/login' }])
  })

  const failures: [Role, unknown, string, string][] = [
    ['admin', new HttpFailure(500), 'Internal Server Error try again later', '/admin/login'],
    ['community', new HttpFailure(401), 'User not authenticated Please login', '/community/login'],
    ['scout', new HttpFailure(403), 'Something went wrong', '/login'],
    ['scout', new TypeError('Failed to fetch'), 'Something went wrong', '/login'],
  ]
  for (const [role, error, message, to] of failures) {
    it(`on a failed ${role} check (${String(error)}) toasts "${message}" and redirects to ${to}`, async () => {
      const m = manualCheck()
      const { actor, emitted } = guard(role, m.check)
      actor.send({ type: 'CHECK', path: '/' })
      m.reject(error)
      await waitFor(actor, (s) => s.matches('failed'))
      expect(emitted).toEqual([
        { type: 'toast', message },
        { type: 'redirect', to },
      ])
      expect(actor.getSnapshot().context.profile).toBeNull()
    })
  }

  it('keeps showing the area while re-checking a signed-in user on navigation', async () => {
    const m = manualCheck()
    const { actor } = guard('admin', m.check)
    actor.send({ type: 'CHECK', path: '/' })
    m.resolve({ data: profile('admin') })
    await waitFor(actor, (s) => s.matches('allowed'))
    actor.send({ type: 'CHECK', path: '/accounts' })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(actor.getSnapshot().context.path).toBe('/accounts')
    expect(showsArea(actor.getSnapshot())).toBe(true)
    m.reject(new HttpFailure(401))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(showsArea(actor.getSnapshot())).toBe(false)
  })

  it('takes the profile from a sign-in on the login route, and forgets it on sign-out', () => {
    const { actor } = guard('community', manualCheck().check)
    actor.send({ type: 'CHECK', path: '/login' })
    actor.send({ type: 'SIGNED_IN', profile: profile('community') })
    expect(actor.getSnapshot().context.profile?.role).toBe('community')
    actor.send({ type: 'CHECK', path: '/' })
    expect(showsArea(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'SIGNED_OUT' })
    expect(actor.getSnapshot().context.profile).toBeNull()
    expect(showsArea(actor.getSnapshot())).toBe(false)
  })

  it('abandons a check when the user moves to the login route meanwhile', async () => {
    const m = manualCheck()
    const { actor, emitted } = guard('scout', m.check)
    actor.send({ type: 'CHECK', path: '/' })
    actor.send({ type: 'CHECK', path: '/login' })
    m.reject(new HttpFailure(500))
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('open')
    expect(emitted).toEqual([])
  })

  it('checks again on the next navigation after a denial or a failure', async () => {
    const m = manualCheck()
    const { actor } = guard('community', m.check)
    actor.send({ type: 'CHECK', path: '/' })
    m.resolve({ message: 'no' })
    await waitFor(actor, (s) => s.matches('denied'))
    actor.send({ type: 'CHECK', path: '/players' })
    expect(actor.getSnapshot().value).toBe('checking')
    m.reject(new HttpFailure(502))
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'CHECK', path: '/' })
    m.resolve({ data: profile('community') })
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(m.calls).toEqual(['community', 'community', 'community'])
  })

  it('leaves an allowed area for its login route without a check', async () => {
    const m = manualCheck()
    const { actor } = guard('admin', m.check)
    actor.send({ type: 'CHECK', path: '/' })
    m.resolve({ data: profile('admin') })
    await waitFor(actor, (s) => s.matches('allowed'))
    actor.send({ type: 'CHECK', path: '/login' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(m.calls).toEqual(['admin'])
  })
})

describe('session guard without a network', () => {
  const unreachable = Object.assign(new Error('Failed to fetch'), { name: 'FetchError' })

  it('opens the area on the remembered profile when the server cannot be reached', async () => {
    const check = manualCheck()
    const remembered = profile('community')
    const actor = createActor(createSessionGuardMachine('community', check.check, () => remembered))
    const emitted: GuardEmitted[] = []
    actor.on('*', (e) => emitted.push(e))
    actor.start()
    actor.send({ type: 'CHECK', path: '/players' })
    check.reject(unreachable)
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(actor.getSnapshot().context).toMatchObject({ profile: remembered, offline: true })
    expect(emitted).toEqual([])
  })

  it('still redirects with the toast when nothing is remembered', async () => {
    const check = manualCheck()
    const actor = createActor(createSessionGuardMachine('community', check.check, () => null))
    const emitted: GuardEmitted[] = []
    actor.on('*', (e) => emitted.push(e))
    actor.start()
    actor.send({ type: 'CHECK', path: '/' })
    check.reject(unreachable)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(emitted).toEqual([
      { type: 'toast', message: 'Something went wrong' },
      { type: 'redirect', to: '/community/login' },
    ])
  })

  it('lets any answer of the server decide, even with a remembered profile', async () => {
    const check = manualCheck()
    const actor = createActor(createSessionGuardMachine('scout', check.check, () => profile('scout')))
    const emitted: GuardEmitted[] = []
    actor.on('*', (e) => emitted.push(e))
    actor.start()
    actor.send({ type: 'CHECK', path: '/' })
    check.reject(new HttpFailure(401))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(emitted).toContainEqual({ type: 'redirect', to: '/login' })
    expect(actor.getSnapshot().context.profile).toBeNull()
  })

  it('marks the session confirmed again once the server answers', async () => {
    const check = manualCheck()
    const actor = createActor(createSessionGuardMachine('community', check.check, () => profile('community')))
    actor.start()
    actor.send({ type: 'CHECK', path: '/' })
    check.reject(unreachable)
    await waitFor(actor, (s) => s.matches('allowed'))
    actor.send({ type: 'CHECK', path: '/data' })
    check.resolve({ data: profile('community') })
    await waitFor(actor, (s) => s.matches('allowed') && !s.context.offline)
    expect(actor.getSnapshot().context.offline).toBe(false)
  })
})
