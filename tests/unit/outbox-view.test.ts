import { describe, expect, it } from 'vitest'
import { replayPlan } from '../../src/api/outbox/order'
import { createWrite } from '../../src/api/outbox/outbox'
import { pendingCreates, pendingFor } from '../../src/api/outbox/view'

// What a list or a detail page shows of writes that have not synced yet.

const P1 = '0190a5b0-0000-7000-8000-0000000000a1'
const P2 = '0190a5b0-0000-7000-8000-0000000000a2'
const T1 = '0190a5b0-0000-7000-8000-0000000000b1'

describe('pending records', () => {
  const createP1 = createWrite('u', {
    method: 'POST',
    url: '/api/community/player',
    body: { uid: P1, name: 'Ana' },
  })
  const createP2 = createWrite('u', {
    method: 'POST',
    url: '/api/community/player',
    body: { uid: P2, name: 'Bea' },
  })
  const team = createWrite('u', {
    method: 'POST',
    url: '/api/community/team',
    body: { uid: T1, players: [P1] },
  })
  const editP2 = createWrite('u', {
    method: 'PUT',
    url: `/api/community/profile/${P2}`,
    body: { name: 'Bia' },
  })
  const failed = { ...createP1, status: 'failed' as const, lastError: { status: 400, message: 'name: bad' } }

  it('lists players created offline with their state, and nothing from other collections', () => {
    expect(pendingCreates([failed, createP2, team], '/api/community/player')).toEqual([
      { writeId: createP1.id, state: 'failed', data: { uid: P1, name: 'Ana' }, problem: failed.lastError },
      { writeId: createP2.id, state: 'waiting', data: { uid: P2, name: 'Bea' }, problem: undefined },
    ])
  })

  it('marks a write that waits behind a problem as held', () => {
    expect(pendingCreates([failed, team], '/api/community/team/')[0]?.state).toBe('held')
  })

  it('does not hold a write that names a player whose EDIT is in conflict (the player exists)', () => {
    const conflict = { ...editP2, status: 'conflict' as const }
    const sheetNaming = createWrite('u', {
      method: 'POST',
      url: '/api/community/team',
      body: { uid: T1, players: [P2] },
    })
    const againP2 = createWrite('u', {
      method: 'PUT',
      url: `/api/community/profile/${P2}`,
      body: { name: 'Bi' },
    })
    const plan = replayPlan([conflict, sheetNaming, againP2])
    expect(plan.next?.id).toBe(sheetNaming.id)
    expect([...plan.held]).toEqual([againP2.id])
  })

  it('gathers every unsynced write of one record', () => {
    expect(pendingFor([createP1, createP2, team, editP2], P2).map((p) => p.method)).toEqual(['POST', 'PUT'])
  })
})
