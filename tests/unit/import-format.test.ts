import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { finalScore, goalMinute, kickoffUtc } from '../../server/domain/import/match-details'
import {
  OpenfootballFormatError,
  parseOpenfootball,
  parseOpenfootballText,
} from '../../server/domain/import/openfootball-format'

const fixture = (name: string) =>
  readFileSync(new URL(`../../server/domain/import/data/${name}`, import.meta.url), 'utf8')

describe('parseOpenfootball', () => {
  it('recognises the real squads file: 48 teams, 1,248 players', () => {
    const file = parseOpenfootballText('worldcup-2026.squads.json', fixture('worldcup-2026.squads.json'))
    if (file.kind !== 'squads') throw new Error('expected squads')
    expect(file.teams).toHaveLength(48)
    expect(file.teams.flatMap((t) => t.players)).toHaveLength(1248)
    expect(file.teams[0]?.players[0]).toEqual({
      number: 1,
      pos: 'GK',
      name: 'Matěj Kovář',
      club: { name: 'PSV Eindhoven', country: 'NED' },
      date_of_birth: '2000-05-17',
    })
  })

  it('recognises the real matches file: 104 matches', () => {
    const file = parseOpenfootballText('worldcup-2026.json', fixture('worldcup-2026.json'))
    if (file.kind !== 'matches') throw new Error('expected matches')
    expect(file.tournament.name).toBe('World Cup 2026')
    expect(file.tournament.matches).toHaveLength(104)
  })

  it('accepts the older openfootball variants: team objects, numeric minute with offset, no score yet', () => {
    const file = parseOpenfootball('old.json', {
      name: 'World Cup 2018',
      matches: [
        {
          round: 'Matchday 1',
          date: '2018-06-14',
          team1: { name: 'Russia', code: 'RUS' },
          team2: { name: 'Saudi Arabia', code: 'KSA' },
          goals1: [{ name: 'Cheryshev', minute: 90, offset: 1 }],
        },
      ],
    })
    if (file.kind !== 'matches') throw new Error('expected matches')
    expect(file.tournament.matches[0]?.team1).toBe('Russia')
  })

  it('refuses a squads file with a bad position, naming the path', () => {
    const bad = [{ name: 'X', fifa_code: 'XXX', players: [{ number: 1, pos: 'ST', name: 'A' }] }]
    expect(() => parseOpenfootball('bad.json', bad)).toThrowError(
      /bad\.json: invalid openfootball squads file at 0\.players\.0\.pos/,
    )
  })

  it('refuses broken JSON and unrelated JSON with a message that names the file', () => {
    expect(() => parseOpenfootballText('a.json', '{"matches": [')).toThrowError(/a\.json: not valid JSON/)
    try {
      parseOpenfootball('b.json', { hello: 'world' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(OpenfootballFormatError)
      expect((error as Error).message).toMatch(/not an openfootball file/)
    }
  })
})

describe('match details', () => {
  it('reads minutes with added time', () => {
    expect(goalMinute({ minute: '90+4' })).toEqual({ minute: 90, addedTime: 4 })
    expect(goalMinute({ minute: '67' })).toEqual({ minute: 67, addedTime: 0 })
    expect(goalMinute({ minute: 45, offset: 2 })).toEqual({ minute: 45, addedTime: 2 })
  })

  it('turns a local kick-off with its UTC offset into a UTC instant', () => {
    expect(kickoffUtc({ date: '2026-06-11', time: '13:00 UTC-6' })?.toISOString()).toBe(
      '2026-06-11T19:00:00.000Z',
    )
    expect(kickoffUtc({ date: '2026-06-11', time: '22:30 UTC-4' })?.toISOString()).toBe(
      '2026-06-12T02:30:00.000Z',
    )
    expect(kickoffUtc({ date: '2026-06-11', time: '18:00 UTC+5:30' })?.toISOString()).toBe(
      '2026-06-11T12:30:00.000Z',
    )
    expect(kickoffUtc({ date: '2026-06-11' })).toBeNull()
  })

  it('takes the score after extra time when it was played, and keeps penalties apart', () => {
    const score = finalScore({ score: { ft: [1, 1], ht: [0, 1], et: [2, 1] } })
    expect(score).toMatchObject({ home: 2, away: 1, fullTime: [1, 1], penalties: null })
    expect(finalScore({ score: { ft: [1, 1], et: [1, 1], p: [3, 4] } })).toMatchObject({
      home: 1,
      penalties: [3, 4],
    })
    expect(finalScore({})).toMatchObject({ home: null, away: null })
  })
})
