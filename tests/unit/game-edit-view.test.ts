import { describe, expect, it } from 'vitest'
import {
  candidatesFor,
  draftForAssist,
  promptOf,
  stepOf,
} from '../../src/features/community/games/event-pad-steps'
import { changedDetails } from '../../src/features/community/games/game-details'
import { describeOperation, standings } from '../../src/ui/game-sheet/sheet-view'
import { card, goal, matchSheet, motm, sub } from './game-sheet-fixture'

// What the sheet screen shows from the machine's sheet: who the pad offers, and the timeline's words.

describe('standings', () => {
  it('puts starters on the field, substitutes on the bench, and moves them with the events', () => {
    const sheet = matchSheet([card('yellow', 10, 'h6'), sub(60, 'a10', 'a13'), card('red', 70, 'h9')])
    const where = Object.fromEntries(standings(sheet).map((p) => [p.player.uid, p.standing]))
    expect([where.h1, where.h12, where.a10, where.a13, where.h9]).toEqual([
      'field',
      'bench',
      'off',
      'field',
      'sent_off',
    ])
    expect(standings(sheet).find((p) => p.player.uid === 'h6')?.yellow).toBe(true)
    expect(standings(sheet).filter((p) => p.side === 1)).toHaveLength(14)
  })
})

describe('describeOperation', () => {
  const sheet = matchSheet()
  const text = (op: Parameters<typeof describeOperation>[0]) => describeOperation(op, sheet)

  it('writes each event as a spectator would say it, naming the team', () => {
    expect(text(goal(23, 'h10', { assist: 'h8', pre_assist: 'h7' }))).toEqual({
      minute: "23'",
      kind: 'goal',
      side: 0,
      text: 'Goal Rashford (United) — assist Fernandes, pre-assist Eriksen',
    })
    expect(text(goal(50, 'a9', { penalty: true })).text).toBe('Goal Salah (Liverpool) (penalty)')
    expect(text(goal(75, 'a5', { own_goal: true })).text).toBe('Own goal by Robertson (Liverpool)')
    expect(text(card('second_yellow', 61, 'h6')).text).toBe('Second yellow Casemiro (United) — sent off')
    expect(text(card('red', 80, 'a4')).text).toBe('Red card Van Dijk (Liverpool) — sent off')
    expect(text(card('injury', 40, 'a4')).text).toBe('Injury Van Dijk (Liverpool)')
    expect(text(sub(46, 'a4', 'a12')).text).toBe('Gakpo on for Van Dijk (Liverpool)')
    expect(text(motm('h10'))).toMatchObject({
      minute: '',
      side: 0,
      text: 'Man of the match Rashford (United)',
    })
  })
})

describe('the event pad steps', () => {
  it('Assist completes the latest goal without one, offering the scorer’s team-mates who played', () => {
    const sheet = matchSheet([
      goal(10, 'h10'),
      goal(20, 'a9', { assist: 'a10' }),
      sub(60, 'h8', 'h12'),
      goal(70, 'h11'),
      goal(80, 'a4', { own_goal: true }),
    ])
    const everyone = standings(sheet)
    const draft = draftForAssist(sheet, everyone)
    expect(draft.goal).toEqual({ minute: 70, player: 'h11' })
    expect(stepOf(draft)).toBe('assist')
    expect(promptOf('assist', draft, sheet)).toBe("Assist by… (70' goal by Hojlund)")
    // The screen re-renders between taps: the draft's views and the new standings are different objects.
    const offered = candidatesFor('assist', draft, standings(sheet)).map((p) => p.player.uid)
    // h8 went off at 60 but played: a goal being completed may have been set up before he left.
    expect(offered).toContain('h8')
    expect(offered).toContain('h12')
    expect(offered).not.toContain('h11')
    expect(offered).not.toContain('h13')
    expect(offered.every((uid) => uid.startsWith('h'))).toBe(true)
  })

  it('Assist says so when every goal has its assist', () => {
    const sheet = matchSheet([goal(20, 'a9', { assist: 'a10' })])
    const draft = draftForAssist(sheet, standings(sheet))
    expect(stepOf(draft)).toBe('nothing')
    expect(promptOf('nothing', draft, sheet)).toBe('Every goal already has its assist.')
    expect(candidatesFor('nothing', draft, standings(sheet))).toEqual([])
  })

  it('a goal’s assist and pre-assist never offer the scorer or the assister again', () => {
    const sheet = matchSheet()
    const scorer = standings(sheet).find((p) => p.player.uid === 'h10')!
    const assister = standings(sheet).find((p) => p.player.uid === 'h8')!
    const draft = {
      kind: 'assist' as const,
      goal: { minute: 0, player: 'h10' },
      player: scorer,
      ownGoal: false,
      penalty: false,
    }
    const assistOffer = candidatesFor('assist', draft, standings(sheet)).map((p) => p.player.uid)
    expect(assistOffer).toHaveLength(10)
    expect(assistOffer).not.toContain('h10')
    const preOffer = candidatesFor('pre', { ...draft, assist: assister }, standings(sheet)).map(
      (p) => p.player.uid,
    )
    expect(preOffer).toHaveLength(9)
    expect(preOffer).not.toContain('h8')
  })

  it('a substitution offers only the same team’s substitutes who have not come on', () => {
    const sheet = matchSheet([sub(60, 'a10', 'a13')])
    const everyone = standings(sheet)
    const off = everyone.find((p) => p.player.uid === 'a9')!
    const draft = { kind: 'sub' as const, player: off, ownGoal: false, penalty: false }
    expect(stepOf(draft)).toBe('on')
    expect(candidatesFor('on', draft, everyone).map((p) => p.player.uid)).toEqual(['a12', 'a14'])
  })
})

describe('game details in the sheet’s write', () => {
  it('sends only what changed, and null for a field emptied on purpose', () => {
    const none = { league_id: '', tournament_id: '' }
    const opened = { date: '2026-07-19', venue: 'MetLife Stadium', competition: 'World Cup 2026', ...none }
    expect(changedDetails(opened, opened)).toEqual({})
    expect(changedDetails(opened, { ...opened, venue: ' Hampden Park ', competition: '' })).toEqual({
      venue: 'Hampden Park',
      competition: null,
    })
    expect(
      changedDetails({ date: '', venue: '', competition: '', ...none }, { ...opened, venue: '' }),
    ).toEqual({
      date: '2026-07-19',
      competition: 'World Cup 2026',
    })
  })

  it('moves a friendly into a league record: the league is sent, the free text cleared', () => {
    const friendly = {
      date: '2026-08-01',
      venue: '',
      competition: 'Summer Cup',
      league_id: '',
      tournament_id: '',
    }
    expect(changedDetails(friendly, { ...friendly, competition: '', league_id: 'L1' })).toEqual({
      competition: null,
      league_id: 'L1',
    })
  })
})
