import { describe, expect, it } from 'vitest'
import { applyWaitingWrites } from '../../src/api/outbox/local-record'
import type { OutboxWrite } from '../../src/api/outbox/types'

// A record as the device knows it: the server's copy with the member's waiting writes applied on top.

let n = 0
const write = (
  method: OutboxWrite['method'],
  recordUid: string,
  value: Record<string, unknown>,
): OutboxWrite => ({
  id: `w${++n}`,
  idempotencyKey: `k${n}`,
  userUid: 'm1',
  createdAt: '2026-11-23T10:00:00Z',
  method,
  url: '/api/community/game',
  body: { kind: 'json', value: value as never },
  recordUid,
  status: 'waiting',
  attempts: 0,
})

describe('a record with its waiting writes', () => {
  it('is the waiting create when the server does not have it yet, edits applied, at the version they lead to', () => {
    const writes = [
      write('POST', 'g1', { uid: 'g1', venue: 'Riverside', operationsArr: [] }),
      write('PUT', 'g1', { venue: 'Harbour Park', version: 1 }),
      write('PUT', 'other', { venue: 'Elsewhere' }),
    ]
    expect(applyWaitingWrites(undefined, 'g1', writes)).toMatchObject({
      uid: 'g1',
      venue: 'Harbour Park',
      version: 2,
      waitingToSync: true,
    })
  })

  it('applies waiting edits to the server’s record and leaves a record with none as it was', () => {
    const known = { uid: 'p1', name: 'Ada', version: 4 }
    const writes = [write('PUT', 'p1', { name: 'Ada Finisher', version: 4 })]
    expect(applyWaitingWrites(known, 'p1', writes)).toEqual({
      uid: 'p1',
      name: 'Ada Finisher',
      version: 5,
      waitingToSync: true,
    })
    expect(applyWaitingWrites(known, 'p1', [])).toBe(known)
    expect(applyWaitingWrites(undefined, 'p1', [])).toBeUndefined()
  })
  it('does not count an edit twice when the copy, read after the server took it, already holds it', () => {
    // Sent with base 4, applied by the server (now 5), its answer lost: it still waits, and the copy says 5.
    const writes = [{ ...write('PUT', 'p1', { name: 'Ada Finisher', version: 4 }), baseVersion: 4 }]
    expect(applyWaitingWrites({ uid: 'p1', name: 'Ada Finisher', version: 5 }, 'p1', writes)).toMatchObject({
      version: 5,
    })
    // And a copy older than the edit's base (read before earlier edits landed) still leads past the base.
    expect(applyWaitingWrites({ uid: 'p1', name: 'Ada', version: 2 }, 'p1', writes)).toMatchObject({
      version: 5,
    })
  })
})
