import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { jsonOf } from '../../src/api/outbox/body'
import { newRecordUid, openOutbox } from '../../src/api/outbox/outbox'
import { classify, SERVER_ERROR_TRIES } from '../../src/api/outbox/outcome'
import { sendOrQueue, WriteRefused } from '../../src/api/outbox/send'
import { NetworkError, type TransportRequest, type TransportResponse } from '../../src/api/outbox/types'

// sendOrQueue: what a screen gets back for each kind of answer, and what lands in the outbox.

let run = 0
function setup(answer: (req: TransportRequest) => TransportResponse | 'no answer', online = true) {
  const outbox = openOutbox('user-1', { prefix: `send-test-${++run}` })
  const calls: TransportRequest[] = []
  const transport = async (req: TransportRequest) => {
    calls.push(req)
    const a = answer(req)
    if (a === 'no answer') throw new NetworkError('timeout')
    return a
  }
  return { outbox, calls, deps: { outbox, transport, isOnline: () => online } }
}
const create = (name: string, uid = newRecordUid()) => ({
  method: 'POST' as const,
  url: '/api/community/country',
  body: { uid, name },
})

describe('sendOrQueue', () => {
  it('answers with the server’s data when the write goes through', async () => {
    const t = setup(() => ({ status: 201, body: { data: { uid: 'x', name: 'Peru', version: 1 } } }))
    const result = await sendOrQueue(t.deps, create('Peru'))
    expect(result).toEqual({ pending: false, status: 201, data: { uid: 'x', name: 'Peru', version: 1 } })
    expect(t.calls[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(await t.outbox.list()).toEqual([])
  })

  it('queues without trying when the device is offline, answering optimistically with the new uid', async () => {
    const t = setup(() => ({ status: 201, body: {} }), false)
    const uid = newRecordUid()
    const result = await sendOrQueue(t.deps, create('Peru', uid))
    expect(result).toMatchObject({ pending: true, reason: 'offline', data: { uid, name: 'Peru' } })
    expect(t.calls).toEqual([])
    expect((await t.outbox.list()).map((w) => w.recordUid)).toEqual([uid])
  })

  it('queues a write that got no answer under the SAME key it was sent with', async () => {
    const t = setup(() => 'no answer')
    const result = await sendOrQueue(t.deps, create('Peru'))
    expect(result).toMatchObject({ pending: true, reason: 'unreachable' })
    const [queued] = await t.outbox.list()
    expect(queued?.idempotencyKey).toBe(t.calls[0]?.headers['Idempotency-Key'])
    expect(queued).toMatchObject({ attempts: 1, status: 'waiting' })
  })

  it.each([502, 503, 504])('queues on a %i from the gateway', async (status) => {
    const t = setup(() => ({ status, body: '<html>Bad gateway</html>' }))
    expect(await sendOrQueue(t.deps, create('Peru'))).toMatchObject({ pending: true, reason: 'unreachable' })
    expect(await t.outbox.list()).toHaveLength(1)
  })

  it('keeps the work when the session expired mid-edit (replayed after signing in again)', async () => {
    const t = setup(() => ({ status: 401, body: { message: 'User not authenticated Please login' } }))
    expect(await sendOrQueue(t.deps, create('Peru'))).toMatchObject({ pending: true, reason: 'unauthorized' })
    expect(await t.outbox.list()).toHaveLength(1)
  })

  it('lets the screen show a refusal (409 with the current record, 400 with issues) and queues nothing', async () => {
    const current = { uid: 'x', name: 'Theirs', version: 2 }
    const t = setup((req) =>
      req.method === 'PUT'
        ? { status: 409, body: { message: 'Changed meanwhile', current } }
        : {
            status: 400,
            body: { message: 'name: Required', issues: [{ path: 'name', message: 'Required' }] },
          },
    )
    const conflict = await sendOrQueue(t.deps, {
      method: 'PUT',
      url: '/api/community/country/x',
      body: {},
    }).catch((e) => e)
    expect(conflict).toBeInstanceOf(WriteRefused)
    expect(conflict).toMatchObject({ status: 409, current, message: 'Changed meanwhile' })
    const invalid = await sendOrQueue(t.deps, create('')).catch((e) => e)
    expect(invalid).toMatchObject({
      status: 400,
      problem: { issues: [{ path: 'name', message: 'Required' }] },
    })
    expect(await t.outbox.list()).toEqual([])
  })

  it('never overtakes writes still waiting in the outbox', async () => {
    const t = setup(() => ({ status: 201, body: { data: {} } }))
    await t.outbox.enqueue(create('Queued earlier'))
    expect(await sendOrQueue(t.deps, create('Later'))).toMatchObject({
      pending: true,
      reason: 'queued-behind',
    })
    expect(t.calls).toEqual([])
    expect((await t.outbox.list()).map((w) => (jsonOf(w.body) as { name: string }).name)).toEqual([
      'Queued earlier',
      'Later',
    ])
  })

  it('goes straight through past an unrelated problem, but waits behind a problem with its own record', async () => {
    const t = setup(() => ({ status: 200, body: { data: {} } }))
    const stuck = newRecordUid()
    const w = await t.outbox.enqueue(create('Stuck', stuck))
    await t.outbox.update(w.id, { status: 'failed', lastError: { status: 422, message: 'no' } })
    expect(await sendOrQueue(t.deps, create('Unrelated'))).toMatchObject({ pending: false })
    const edit = { method: 'PUT' as const, url: `/api/community/country/${stuck}`, body: { name: 'Again' } }
    expect(await sendOrQueue(t.deps, edit)).toMatchObject({ pending: true, reason: 'queued-behind' })
    expect(t.calls).toHaveLength(1)
  })
})

describe('a 500 from the server', () => {
  it(`is retried like an outage, ${SERVER_ERROR_TRIES} tries in all, and only then a failed write`, async () => {
    const answer = { status: 500, body: { message: 'Internal Server Error' } }
    for (let tried = 0; tried < SERVER_ERROR_TRIES - 1; tried++)
      expect(classify(answer, tried)).toMatchObject({ kind: 'retry', status: 500 })
    expect(classify(answer, SERVER_ERROR_TRIES - 1)).toMatchObject({
      kind: 'failed',
      problem: { status: 500, message: 'Internal Server Error' },
    })
    const t = setup(() => answer)
    expect(await sendOrQueue(t.deps, create('Peru'))).toMatchObject({ pending: true, reason: 'unreachable' })
    expect(await t.outbox.list()).toMatchObject([{ status: 'waiting', attempts: 1 }])
  })
})
