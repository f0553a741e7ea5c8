import { describe, expect, it } from 'vitest'
import { eventMinute, playerMatch } from '../../server/domain/import/statsbomb/lineup-spans'
import type { LineupPlayer, Span } from '../../server/domain/import/statsbomb/statsbomb-format'

// One player's match from his StatsBomb spans: stoppage time is not counted twice where the next half's clock
// restarts at 45:00, and a card's minute is the one a broadcast shows.

const span = (
  from: string,
  fp: number,
  to: string | null,
  tp: number | null,
  start = 'Starting XI',
): Span => ({
  position_id: 2,
  position: 'Right Back',
  from,
  to,
  from_period: fp,
  to_period: tp,
  start_reason: start,
  end_reason: to === null ? 'Final Whistle' : 'Substitution - Off (Tactical)',
})
const player = (positions: Span[]): LineupPlayer => ({
  player_id: 1,
  player_name: 'A Player',
  player_nickname: null,
  jersey_number: 2,
  country: null,
  cards: [],
  positions,
})

describe('playerMatch', () => {
  it('holds a first half’s stoppage time inside the half: off at 47:12 is 45 minutes, not 47', () => {
    const off = playerMatch(player([span('00:00', 1, '47:12', 1)]), 90 * 60)
    expect([off.minutes, off.subOutMinute]).toEqual([45, 45])
    // His replacement, on at the restart, plays the second half: 45, and the two make 90.
    const on = playerMatch(player([span('45:00', 2, null, null, 'Substitution - On (Tactical)')]), 90 * 60)
    expect([on.minutes, on.subInMinute, on.started]).toEqual([45, 45, false])
  })

  it('counts a second half’s stoppage time as the 90th minute, and a span past the whistle as nothing more', () => {
    expect(playerMatch(player([span('00:00', 1, '93:40', 2)]), 90 * 60).minutes).toBe(90)
  })

  it('reads a card’s minute as a broadcast shows it', () => {
    expect([eventMinute('66:57'), eventMinute('00:10'), eventMinute('140:00')]).toEqual([67, 1, 130])
  })
})
