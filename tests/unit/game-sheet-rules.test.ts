import { describe, expect, it } from 'vitest'
import { checkSheet, refusalOf } from '../../src/rules/game-sheet/rules'
import type { GameSheet } from '../../src/rules/game-sheet/types'
import { AWAY, card, goal, HOME, matchSheet, motm, sub } from './game-sheet-fixture'

// Each refusal of an impossible sheet, with the message a data-entry person sees, and the sheets that are fine.

const withPlayers = (sheet: GameSheet, change: (s: GameSheet) => void): GameSheet => {
  change(sheet)
  return sheet
}

describe('checkSheet: line-ups', () => {
  it('accepts a full match with goals, cards, subs, an injury and a man of the match', () => {
    const sheet = matchSheet([
      card('yellow', 12, 'h6'),
      goal(23, 'h10', { assist: 'h8', pre_assist: 'h7' }),
      card('injury', 40, 'a4'),
      sub(46, 'a4', 'a12'),
      goal(55, 'a12', { assist: 'a9' }),
      card('second_yellow', 61, 'h6'),
      sub(70, 'h11', 'h13'),
      goal(88, 'h13', { penalty: true }),
      card('red', 90, 'a12'),
      motm('h10'),
    ])
    expect(checkSheet(sheet)).toEqual([])
  })

  it('refuses a team playing against itself', () => {
    const sheet = withPlayers(matchSheet(), (s) => {
      s.sides[1].uid = HOME
      s.sides[1].name = 'United'
      s.sides[1].players = []
    })
    expect(refusalOf(sheet)).toBe('United cannot play against itself')
  })

  it('refuses a player on both teams, pointing at the second entry', () => {
    const sheet = withPlayers(matchSheet(), (s) => {
      s.sides[1].players.push({ ...s.sides[0].players[9]!, jersey_no: 30, isCaptain: false, starter: false })
    })
    expect(checkSheet(sheet)).toEqual([
      {
        path: 'teams.1.playerMetaData.14.uid',
        message: 'Rashford cannot play for both United and Liverpool',
      },
    ])
  })

  it('refuses the same player twice in one team', () => {
    const sheet = withPlayers(matchSheet(), (s) => {
      s.sides[0].players.push({ ...s.sides[0].players[2]!, jersey_no: 40, starter: false })
    })
    expect(refusalOf(sheet)).toBe('Varane is listed twice for United')
  })

  it('refuses two captains in a team, naming both', () => {
    const sheet = withPlayers(matchSheet(), (s) => {
      s.sides[0].players[0]!.isCaptain = true
    })
    expect(checkSheet(sheet)).toEqual([
      {
        path: 'teams.0.playerMetaData.isCaptain',
        message: 'United can have one captain, not Onana and Fernandes',
      },
    ])
  })

  it('refuses a shirt number worn twice in a team, but not the same number on both teams', () => {
    const sheet = withPlayers(matchSheet(), (s) => {
      s.sides[0].players[12]!.jersey_no = 10
    })
    expect(checkSheet(sheet)).toEqual([
      {
        path: 'teams.0.playerMetaData.12.jersey_no',
        message: 'Rashford and Garnacho both wear number 10 for United',
      },
    ])
    expect(checkSheet(matchSheet())).toEqual([]) // both teams wear 1–14
  })

  it('refuses a shirt number outside 0–99', () => {
    const sheet = withPlayers(matchSheet(), (s) => {
      s.sides[1].players[0]!.jersey_no = 100
    })
    expect(refusalOf(sheet)).toBe('Shirt numbers run from 0 to 99')
  })

  it('refuses a twelfth starter and accepts eleven', () => {
    const sheet = withPlayers(matchSheet(), (s) => {
      s.sides[1].players[11]!.starter = true
    })
    expect(refusalOf(sheet)).toBe('Liverpool has 12 starters; at most 11 can start')
  })

  it('names a player without a name by shirt number, then by uid', () => {
    const sheet = withPlayers(matchSheet(), (s) => {
      for (const p of s.sides[0].players) p.name = undefined
      s.sides[0].players[0]!.isCaptain = true
    })
    expect(refusalOf(sheet)).toBe('United can have one captain, not No. 1 and No. 8')
    sheet.sides[0].players[0]!.jersey_no = null
    expect(refusalOf(sheet)).toBe('United can have one captain, not player h1 and No. 8')
  })
})

describe('checkSheet: events', () => {
  it('refuses a minute outside 0–130 and a minute that is not whole', () => {
    expect(refusalOf(matchSheet([goal(131, 'h10')]))).toBe(
      "Minutes run from 0 to 130; 131' is outside a match",
    )
    expect(refusalOf(matchSheet([goal(-1, 'h10')]))).toBe("Minutes run from 0 to 130; -1' is outside a match")
    expect(refusalOf(matchSheet([goal(12.5, 'h10')]))).toBe(
      "Minutes run from 0 to 130; 12.5' is outside a match",
    )
    expect(checkSheet(matchSheet([goal(0, 'h10'), goal(130, 'a10')]))).toEqual([])
  })

  it('refuses events out of the order they happened', () => {
    expect(checkSheet(matchSheet([goal(50, 'h10'), goal(20, 'a10')]))).toEqual([
      {
        path: 'operationsArr.1.minute',
        message: "Events must be in the order they happened: 20' comes after 50'",
      },
    ])
  })

  it('refuses an event for a team that is not playing, or a player not on that team', () => {
    expect(refusalOf(matchSheet([{ type: 'goal', minute: 5, team: 'team-x', player: 'h10' }]))).toBe(
      'This event belongs to a team that is not playing in this game',
    )
    expect(refusalOf(matchSheet([{ type: 'goal', minute: 5, team: AWAY, player: 'h10' }]))).toBe(
      'Rashford plays for United, not Liverpool',
    )
    expect(refusalOf(matchSheet([{ type: 'goal', minute: 5, team: AWAY, player: 'z1' }]))).toBe(
      'This player is not on the sheet of Liverpool',
    )
  })

  it('refuses an assist or pre-assist by the scorer, and the same player twice', () => {
    expect(refusalOf(matchSheet([goal(10, 'h10', { assist: 'h10' })]))).toBe(
      'Rashford cannot assist their own goal',
    )
    expect(refusalOf(matchSheet([goal(10, 'h10', { assist: 'h8', pre_assist: 'h10' })]))).toBe(
      'Rashford cannot make the pre-assist of their own goal',
    )
    expect(refusalOf(matchSheet([goal(10, 'h10', { assist: 'h8', pre_assist: 'h8' })]))).toBe(
      'The same player cannot give both the assist and the pre-assist',
    )
    expect(refusalOf(matchSheet([goal(10, 'h10', { pre_assist: 'h8' })]))).toBe(
      'A pre-assist needs an assist first',
    )
  })

  it('refuses an assist from the other team, from the bench, and on an own goal', () => {
    expect(refusalOf(matchSheet([goal(10, 'h10', { assist: 'a9' })]))).toBe(
      'Salah plays for Liverpool, not United',
    )
    expect(refusalOf(matchSheet([goal(10, 'h10', { assist: 'h12' })]))).toBe(
      'Mount is a substitute who never came on, so cannot assist a goal',
    )
    expect(refusalOf(matchSheet([goal(10, 'h4', { own_goal: true, assist: 'h8' })]))).toBe(
      'An own goal has no assist',
    )
  })

  it('refuses a second yellow without a first, and a plain yellow to a player already booked', () => {
    expect(checkSheet(matchSheet([card('second_yellow', 30, 'a6')]))).toEqual([
      {
        path: 'operationsArr.0.type',
        message: "Mac Allister has no first yellow card, so 30' cannot be a second yellow",
      },
    ])
    expect(refusalOf(matchSheet([card('yellow', 10, 'a6'), card('yellow', 30, 'a6')]))).toBe(
      "Mac Allister already has a yellow card (10'); this one is a second yellow",
    )
  })

  it('refuses a sent-off player acting later: scoring, a card, being substituted, assisting', () => {
    const red = card('red', 40, 'h9')
    expect(refusalOf(matchSheet([red, goal(60, 'h9')]))).toBe(
      "Antony was sent off at 40' and cannot score at 60'",
    )
    expect(refusalOf(matchSheet([red, card('yellow', 41, 'h9')]))).toBe(
      "Antony was sent off at 40' and cannot be shown a yellow card at 41'",
    )
    expect(refusalOf(matchSheet([red, sub(45, 'h9', 'h12')]))).toBe(
      "Antony was sent off at 40' and cannot be substituted at 45'",
    )
    expect(refusalOf(matchSheet([red, goal(50, 'h10', { assist: 'h9' })]))).toBe(
      "Antony was sent off at 40' and cannot assist a goal at 50'",
    )
    const secondYellow = [card('yellow', 10, 'h9'), card('second_yellow', 40, 'h9'), goal(41, 'h9')]
    expect(refusalOf(matchSheet(secondYellow))).toBe("Antony was sent off at 40' and cannot score at 41'")
  })

  it('refuses a substitute who never came on scoring, being carded or being subbed off', () => {
    expect(refusalOf(matchSheet([goal(70, 'a13')]))).toBe(
      'Elliott is a substitute who never came on, so cannot score',
    )
    expect(refusalOf(matchSheet([card('yellow', 70, 'a13')]))).toBe(
      'Elliott is a substitute who never came on, so cannot be shown a yellow card',
    )
    expect(refusalOf(matchSheet([sub(70, 'a13', 'a14')]))).toBe(
      'Elliott is a substitute who never came on, so cannot be substituted',
    )
    expect(refusalOf(matchSheet([motm('a13')]))).toBe('Elliott never came on, so cannot be man of the match')
  })

  it('lets a substitute act once on, and stops the player they replaced', () => {
    expect(checkSheet(matchSheet([sub(60, 'a10', 'a13'), goal(70, 'a13'), motm('a13')]))).toEqual([])
    expect(refusalOf(matchSheet([sub(60, 'a10', 'a13'), goal(70, 'a10')]))).toBe(
      "Nunez was substituted at 60' and cannot score at 70'",
    )
  })

  it('refuses impossible substitutions', () => {
    expect(refusalOf(matchSheet([sub(60, 'a10', 'a10')]))).toBe('A player cannot replace themselves')
    expect(refusalOf(matchSheet([sub(60, 'a10', 'a9')]))).toBe(
      'Salah started the match and cannot come on as a substitute',
    )
    expect(refusalOf(matchSheet([sub(60, 'a10', 'a13'), sub(70, 'a9', 'a13')]))).toBe(
      'Elliott is already on the pitch',
    )
    expect(refusalOf(matchSheet([sub(60, 'a10', 'a13'), sub(70, 'a13', 'a14'), sub(80, 'a9', 'a13')]))).toBe(
      "Elliott was substituted at 70' and cannot come back on",
    )
    expect(refusalOf(matchSheet([sub(60, 'a10', 'h13')]))).toBe('Garnacho plays for United, not Liverpool')
  })

  it('refuses two men of the match', () => {
    expect(checkSheet(matchSheet([motm('h10'), motm('a9')]))).toEqual([
      { path: 'operationsArr.1', message: 'There is one man of the match, not Rashford and Salah' },
    ])
  })

  it('reports every problem, line-ups first, so a server 400 lists them all', () => {
    const sheet = matchSheet([goal(10, 'h10', { assist: 'h10' }), goal(140, 'a9')])
    sheet.sides[0].players[0]!.isCaptain = true
    expect(checkSheet(sheet).map((i) => i.path)).toEqual([
      'teams.0.playerMetaData.isCaptain',
      'operationsArr.0.assist',
      'operationsArr.1.minute',
    ])
  })
})
