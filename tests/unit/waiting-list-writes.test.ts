import { describe, expect, it } from 'vitest'
import type { ScoutList } from '../../src/api/contract/schemas/scouting-lists'
import {
  summariesWithWaitingWrites,
  withWaitingWrites,
} from '../../src/features/scout/lists/waiting-list-writes'

// A list read from the device's copy with the outbox's waiting writes laid over it: what the scout sees offline is
// what the server will hold once they are sent.

const base = '/api/scout/lists'
const player = (uid: string, name: string) =>
  ({ uid, name, stats: { matches: 0, lineup_matches: 0, minutes: 0, goals: 0, assists: 0 } }) as never
const list: ScoutList = {
  uid: 'l1',
  name: 'Left backs',
  version: 1,
  created_at: '',
  updated_at: '',
  entries: [
    {
      player: player('p1', 'Grimaldo'),
      status: 'watching',
      added_at: '',
      updated_at: '',
      latest_report: null,
    },
    { player: player('p2', 'Mendes'), status: 'watching', added_at: '', updated_at: '', latest_report: null },
  ],
}

describe('a list with its waiting writes', () => {
  it('shows a player added, a status moved, a player removed and a new name', () => {
    const shown = withWaitingWrites(
      list,
      [
        { method: 'POST', url: `${base}/l1/players`, data: { uid: 'p3', name: 'Kerkez' } },
        { method: 'PUT', url: `${base}/l1/players/p2`, data: { status: 'recommended' } },
        { method: 'DELETE', url: `${base}/l1/players/p1`, data: {} },
        { method: 'PUT', url: `${base}/l1`, data: { name: 'January window' } },
        { method: 'PUT', url: `${base}/other/players/p2`, data: { status: 'signed' } },
      ],
      base,
    )
    expect(shown?.name).toBe('January window')
    expect(shown?.entries.map((e) => [e.player.name, e.status, Boolean(e.waitingToSync)])).toEqual([
      ['Kerkez', 'watching', true],
      ['Mendes', 'recommended', true],
    ])
  })

  it('is gone when a waiting write deletes it, and the lists show one made offline', () => {
    expect(withWaitingWrites(list, [{ method: 'DELETE', url: `${base}/l1`, data: {} }], base)).toBeUndefined()
    const summaries = summariesWithWaitingWrites(
      [{ uid: 'l1', name: 'Left backs', count: 2, statuses: {}, version: 1, created_at: '', updated_at: '' }],
      [
        { method: 'POST', url: base, data: { uid: 'l2', name: 'Keepers' } },
        { method: 'DELETE', url: `${base}/l1`, data: {} },
      ],
      base,
    )
    expect(summaries.map((l) => [l.name, Boolean(l.waitingToSync)])).toEqual([['Keepers', true]])
  })
})
