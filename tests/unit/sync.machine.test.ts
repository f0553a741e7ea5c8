import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { keepMine } from '../../src/api/outbox/actions'
import { openOutbox } from '../../src/api/outbox/outbox'
import { syncMachineFor } from '../../src/api/outbox/sync'
import { syncIndicator } from '../../src/api/outbox/sync.machine'
import {
  NetworkError,
  type OutboxWrite,
  type TransportRequest,
  type TransportResponse,
} from '../../src/api/outbox/types'

// The sync machine with its real wiring (the IndexedDB outbox on fake-indexeddb) and a scripted network:
// each test says what the "server" answers to each request. Backoff timing runs on XState's simulated clock.

type Answer = TransportResponse | 'no answer'
let run = 0
const A = '0190a5b0-0000-7000-8000-00000000000a'
const B = '0190a5b0-0000-7000-8000-00000000000b'

function setup(
  answer: (req: TransportRequest, n: number) => Answer | Promise<Answer> = () => ({
    status: 200,
    body: { data: {} },
  }),
) {
  const outbox = openOutbox('user-1', { prefix: `sync-test-${++run}` })
  const calls: TransportRequest[] = []
  const transport = async (req: TransportRequest) => {
    calls.push(req)
    const a = await answer(req, calls.length)
    if (a === 'no answer') throw new NetworkError('network')
    return a
  }
  const clock = new SimulatedClock()
  const start = (online = true) => {
    const actor = createActor(syncMachineFor(outbox, transport), {
      input: { userUid: 'user-1', online, baseDelayMs: 1000, maxDelayMs: 8000, random: () => 1 },
      clock,
    })
    actor.start()
    return actor
  }
  const put = (uid: string, name: string) =>
    outbox.enqueue({ method: 'PUT', url: `/api/community/country/${uid}`, body: { name, version: 1 } })
  const settled = (actor: ReturnType<typeof start>) =>
    waitFor(actor, (s) => s.matches('ready') || s.matches('backoff') || s.matches('paused'), {
      timeout: 5000,
    })
  return { outbox, calls, clock, start, put, settled }
}

const nameOf = (req: TransportRequest) =>
  req.body?.kind === 'json' ? (req.body.value as { name: string }).name : ''

describe('sync machine', () => {
  it('replays the whole queue in order at app start, with each write’s own key, and empties it', async () => {
    const t = setup()
    const made = [await t.put(A, 'a1'), await t.put(B, 'b1'), await t.put(A, 'a2')]
    const actor = t.start()
    const s = await waitFor(actor, (s) => s.matches('ready') && s.context.lastSyncedAt !== null)
    expect(t.calls.map(nameOf)).toEqual(['a1', 'b1', 'a2'])
    expect(t.calls.map((c) => c.headers['Idempotency-Key'])).toEqual(made.map((w) => w.idempotencyKey))
    expect(await t.outbox.list()).toEqual([])
    expect(syncIndicator(s)).toMatchObject({ waiting: 0, problems: 0, syncing: false, online: true })
  })

  it('sends nothing while offline and starts when the `online` event comes', async () => {
    const t = setup()
    await t.put(A, 'a1')
    const actor = t.start(false)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(t.calls).toEqual([])
    expect(syncIndicator(actor.getSnapshot())).toMatchObject({ online: false, waiting: 1 })
    actor.send({ type: 'ONLINE' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.writes.length === 0)
    expect(t.calls.map(nameOf)).toEqual(['a1'])
  })

  it('keeps a write waiting on no answer or 502/503/504/429, retrying with growing delays and the same key', async () => {
    const answers: Answer[] = [
      'no answer',
      { status: 503, body: {} },
      { status: 502, body: '' },
      { status: 504, body: {} },
    ]
    const t = setup((_, n) => answers[n - 1] ?? { status: 201, body: { data: {} } })
    const w = await t.put(A, 'a1')
    const actor = t.start()
    const delays: number[] = []
    for (let i = 0; i < 4; i++) {
      const s = await t.settled(actor)
      expect(s.value).toBe('backoff')
      expect((await t.outbox.list())[0]).toMatchObject({ status: 'waiting', attempts: i + 1 })
      delays.push(s.context.retryDelayMs)
      t.clock.increment(s.context.retryDelayMs - 1)
      expect(t.calls).toHaveLength(i + 1)
      t.clock.increment(1)
    }
    await waitFor(actor, (s) => s.matches('ready') && s.context.writes.length === 0)
    expect(delays).toEqual([1000, 2000, 4000, 8000])
    expect(new Set(t.calls.map((c) => c.headers['Idempotency-Key']))).toEqual(new Set([w.idempotencyKey]))
  })

  it('caps the backoff, waits for `online` when offline, and retries at once on "sync now"', async () => {
    const t = setup((_, n) => (n < 7 ? 'no answer' : { status: 200, body: { data: {} } }))
    await t.put(A, 'a1')
    const actor = t.start()
    for (let i = 0; i < 5; i++) t.clock.increment((await t.settled(actor)).context.retryDelayMs)
    expect((await t.settled(actor)).context.retryDelayMs).toBe(8000)
    actor.send({ type: 'OFFLINE' })
    t.clock.increment(60_000)
    expect(t.calls).toHaveLength(6)
    actor.send({ type: 'SYNC' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.writes.length === 0)
    expect(t.calls).toHaveLength(7)
  })

  it('pauses on 401 until the same user signs in again, keeping the write', async () => {
    let signedIn = false
    const t = setup(() =>
      signedIn ? { status: 200, body: { data: {} } } : { status: 401, body: { message: 'Login' } },
    )
    await t.put(A, 'a1')
    const actor = t.start()
    const s = await t.settled(actor)
    expect(s.value).toBe('paused')
    expect(syncIndicator(s)).toMatchObject({ needsSignIn: true, waiting: 1 })
    actor.send({ type: 'SIGNED_IN', userUid: 'someone-else' })
    actor.send({ type: 'ONLINE' })
    t.clock.increment(120_000)
    expect(actor.getSnapshot().value).toBe('paused')
    expect(t.calls).toHaveLength(1)
    signedIn = true
    actor.send({ type: 'SIGNED_IN', userUid: 'user-1' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.writes.length === 0)
    expect(t.calls).toHaveLength(2)
  })

  it('turns 409 into a conflict holding the server’s record; later writes of that record wait, others go', async () => {
    const current = { uid: A, name: 'Theirs', version: 3 }
    const t = setup((req) =>
      nameOf(req) === 'a1' &&
      req.body?.kind === 'json' &&
      (req.body.value as { version: number }).version === 1
        ? { status: 409, body: { message: 'Changed by someone else', code: 'CONFLICT', current } }
        : { status: 200, body: { data: {} } },
    )
    const a1 = await t.put(A, 'a1')
    await t.put(A, 'a2')
    await t.put(B, 'b1')
    const actor = t.start()
    const s = await waitFor(actor, (s) => s.matches('ready') && s.context.lastSyncedAt !== null)
    expect(t.calls.map(nameOf)).toEqual(['a1', 'b1'])
    const left = await t.outbox.list()
    expect(left.map((w) => [nameOf(w as never), w.status])).toEqual([
      ['a1', 'conflict'],
      ['a2', 'waiting'],
    ])
    expect(left[0]).toMatchObject({ current, lastError: { status: 409, message: 'Changed by someone else' } })
    expect(syncIndicator(s)).toMatchObject({ waiting: 1, problems: 1 })

    await keepMine(t.outbox, a1.id)
    actor.send({ type: 'CHANGED' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.writes.length === 0)
    expect(t.calls.map(nameOf)).toEqual(['a1', 'b1', 'a1', 'a2'])
    expect(t.calls[2]?.headers['Idempotency-Key']).not.toBe(a1.idempotencyKey)
  })

  it('turns 400/422 into a failed write with the server’s message; a write that refers to it waits too', async () => {
    const t = setup((req) =>
      nameOf(req) === 'bad'
        ? {
            status: 422,
            body: { message: 'name: too short', issues: [{ path: 'name', message: 'too short' }] },
          }
        : { status: 201, body: { data: {} } },
    )
    await t.outbox.enqueue({ method: 'POST', url: '/api/community/country', body: { uid: A, name: 'bad' } })
    await t.outbox.enqueue({
      method: 'POST',
      url: '/api/community/club',
      body: { uid: B, name: 'c', countryId: A },
    })
    await t.outbox.enqueue({ method: 'POST', url: '/api/community/country', body: { name: 'other' } })
    const actor = t.start()
    await waitFor(actor, (s) => s.matches('ready') && s.context.lastSyncedAt !== null)
    expect(t.calls.map(nameOf)).toEqual(['bad', 'other'])
    const [failed, club] = await t.outbox.list()
    expect(failed).toMatchObject({ status: 'failed', lastError: { status: 422, message: 'name: too short' } })
    expect(club).toMatchObject({ status: 'waiting', recordUid: B })
  })

  it('picks up writes queued while it is replaying', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    const t = setup(async (_, n) => {
      if (n === 1) await gate
      return { status: 200, body: { data: {} } }
    })
    await t.put(A, 'a1')
    const actor = t.start()
    await waitFor(actor, (s) => s.matches({ syncing: 'sending' }))
    await t.put(B, 'b1')
    actor.send({ type: 'CHANGED' })
    release()
    await waitFor(actor, (s) => s.matches('ready') && s.context.writes.length === 0)
    expect(t.calls.map(nameOf)).toEqual(['a1', 'b1'])
    expect(await t.outbox.list()).toEqual([])
  })

  it('reads the outbox again when it changes while being read', async () => {
    const t = setup()
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    let reads = 0
    const machine = syncMachineFor(t.outbox, async (req) => {
      t.calls.push(req)
      return { status: 201, body: {} }
    }).provide({
      actors: {
        loadWrites: fromPromise<OutboxWrite[], { userUid: string }>(async () => {
          const snapshot = await t.outbox.list()
          if (++reads === 1) await gate // the first read is slow and returns what it saw before the change
          return snapshot
        }),
      },
    })
    const actor = createActor(machine, { input: { userUid: 'user-1', online: true } }).start()
    await t.put(A, 'a1')
    actor.send({ type: 'CHANGED' })
    release()
    await waitFor(actor, (s) => s.matches('ready') && t.calls.length === 1 && s.context.writes.length === 0)
    expect(t.calls.map(nameOf)).toEqual(['a1'])
  })
})
