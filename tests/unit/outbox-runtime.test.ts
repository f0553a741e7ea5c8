import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { newRecordUid } from '../../src/api/outbox/outbox'
import { outboxFor, type RuntimeEnvironment, stopOutbox, unsyncedCount } from '../../src/api/outbox/runtime'
import { syncIndicator } from '../../src/api/outbox/sync.machine'
import { NetworkError, type TransportRequest } from '../../src/api/outbox/types'

// The running outbox of the signed-in member: browser events in, one runtime per member, sign-in resumes.

function environment() {
  const events = new EventTarget()
  const calls: TransportRequest[] = []
  const state = { online: true, status: 201 }
  const runtime: RuntimeEnvironment = {
    online: () => state.online,
    events,
    transport: async (req) => {
      if (!state.online) throw new NetworkError('offline')
      calls.push(req)
      return { status: state.status, body: state.status === 401 ? { message: 'Login' } : { data: {} } }
    },
  }
  const fire = (type: 'online' | 'offline') => {
    state.online = type === 'online'
    events.dispatchEvent(new Event(type))
  }
  return Object.assign(state, { calls, fire, runtime })
}
const country = () => ({
  method: 'POST' as const,
  url: '/api/community/country',
  body: { uid: newRecordUid(), name: 'X' },
})
const user = () => `user-${newRecordUid()}`

afterEach(() => stopOutbox())

describe('the signed-in member’s outbox runtime', () => {
  it('queues while the browser is offline and replays on the `online` event', async () => {
    const env = environment()
    const uid = user()
    const runtime = outboxFor(uid, env.runtime)
    env.fire('offline')
    expect(await runtime.write(country())).toMatchObject({ pending: true, reason: 'offline' })
    expect(await runtime.write(country())).toMatchObject({ pending: true })
    expect(await unsyncedCount(uid)).toBe(2)
    expect(syncIndicator(runtime.actor.getSnapshot())).toMatchObject({ online: false, waiting: 2 })
    env.fire('online')
    await waitFor(runtime.actor, (s) => s.matches('ready') && s.context.writes.length === 0)
    expect(env.calls).toHaveLength(2)
    expect(await unsyncedCount(uid)).toBe(0)
  })

  it('resumes a replay paused by an expired session when the same member signs in again', async () => {
    const env = environment()
    const uid = user()
    const runtime = outboxFor(uid, env.runtime)
    env.fire('offline')
    await runtime.write(country())
    env.status = 401
    env.fire('online')
    await waitFor(runtime.actor, (s) => s.matches('paused'))
    env.status = 200
    expect(outboxFor(uid, env.runtime)).toBe(runtime)
    await waitFor(runtime.actor, (s) => s.matches('ready') && s.context.writes.length === 0)
  })

  it('gives the next member their own outbox and stops replaying the previous one', async () => {
    const env = environment()
    const first = user()
    const a = outboxFor(first, env.runtime)
    env.fire('offline')
    await a.write(country())
    const b = outboxFor(user(), env.runtime)
    expect(a.actor.getSnapshot().status).toBe('stopped')
    expect(syncIndicator(b.actor.getSnapshot()).waiting).toBe(0)
    env.fire('online')
    await waitFor(b.actor, (s) => s.matches('ready'))
    expect(env.calls).toEqual([])
    expect(await unsyncedCount(first)).toBe(1)
  })
})
