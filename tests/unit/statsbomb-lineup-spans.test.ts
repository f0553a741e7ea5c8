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

/** A span as the real files write it: clock times, periods and reasons, the position given by its id. */
const real = (
  position_id: number,
  [from, from_period]: [string, number],
  [to, to_period]: [string | null, number | null],
  start_reason: string,
  end_reason: string,
): Span => ({ position_id, position: '', from, to, from_period, to_period, start_reason, end_reason })

// Spans copied from the real line-ups of the 2022 World Cup final (StatsBomb open data, lineups/3869685.json): a
// player substituted off keeps a span running to the final whistle, spans cross periods backwards (115:32 of
// extra time "to" 28:11 of the first half), and a substitute's span ends where he came on.
describe('playerMatch on the contradictory spans of a real final (120 minutes)', () => {
  const EXTRA_TIME = 120 * 60

  it('stops a player substituted off in extra time at his substitution: Varane 112 minutes, not 120', () => {
    const varane = playerMatch(
      player([
        real(3, ['00:00', 1], ['112:28', 4], 'Starting XI', 'Substitution - Off (Injury)'),
        real(3, ['41:20', 1], [null, null], 'Tactical Shift', 'Final Whistle'),
      ]),
      EXTRA_TIME,
    )
    expect([varane.minutes, varane.subOutMinute, varane.onField]).toEqual([112, 112, false])
    expect(varane.positionSeconds.get('CB')).toBe(112 * 60 + 28)
    // His replacement came on at 112:28: the two make the match's 120.
    const konate = playerMatch(
      player([real(3, ['112:28', 4], [null, null], 'Substitution - On (Injury)', 'Final Whistle')]),
      EXTRA_TIME,
    )
    expect(varane.minutes + konate.minutes).toBe(120)
  })

  it('says a player substituted off at the end of extra time went off, though a span of his runs to the whistle', () => {
    const kounde = playerMatch(
      player([
        real(2, ['00:00', 1], ['120:35', 4], 'Starting XI', 'Substitution - Off (Tactical)'),
        real(2, ['41:20', 1], [null, null], 'Tactical Shift', 'Final Whistle'),
      ]),
      EXTRA_TIME,
    )
    expect([kounde.minutes, kounde.subOutMinute, kounde.onField]).toEqual([120, 120, false])
  })

  it('keeps a player who left the pitch a moment and came back on the field for all 120 minutes: Messi', () => {
    const messi = playerMatch(
      player([
        real(17, ['00:00', 1], ['115:32', 4], 'Starting XI', 'Tactical Shift'),
        real(22, ['115:32', 4], ['28:11', 1], 'Tactical Shift', 'Player Off'),
        real(17, ['28:19', 1], [null, null], 'Player On', 'Final Whistle'),
      ]),
      EXTRA_TIME,
    )
    expect([messi.minutes, messi.subOutMinute, messi.onField, messi.started]).toEqual([120, null, true, true])
  })

  it('counts a substitute from when he came on, whatever spans run backwards: Acuña 56, Montiel 30', () => {
    const acuna = playerMatch(
      player([
        real(21, ['102:16', 3], ['115:32', 4], 'Tactical Shift', 'Tactical Shift'),
        real(15, ['115:32', 4], ['120:48', 4], 'Tactical Shift', 'Tactical Shift'),
        real(8, ['120:48', 4], ['63:51', 2], 'Tactical Shift', 'Substitution - On (Tactical)'),
        real(21, ['63:51', 2], [null, null], 'Substitution - On (Tactical)', 'Final Whistle'),
      ]),
      EXTRA_TIME,
    )
    expect([acuna.minutes, acuna.subInMinute, acuna.onField]).toEqual([56, 64, true])
    const montiel = playerMatch(
      player([
        real(2, ['102:16', 3], ['115:32', 4], 'Tactical Shift', 'Tactical Shift'),
        real(7, ['115:32', 4], ['90:00', 3], 'Tactical Shift', 'Substitution - On (Tactical)'),
        real(2, ['90:00', 3], [null, null], 'Substitution - On (Tactical)', 'Final Whistle'),
      ]),
      EXTRA_TIME,
    )
    expect([montiel.minutes, montiel.subInMinute, montiel.onField]).toEqual([30, 90, true])
  })
})
