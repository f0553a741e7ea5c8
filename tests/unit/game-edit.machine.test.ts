import { describe, expect, it } from 'vitest'
import type { GameSheet } from '../../src/rules/game-sheet/types'
import { lineupPlayer, startEditor } from './game-edit-driver'
import { AWAY, awaySide, card, goal, HOME, homeSide, matchSheet } from './game-sheet-fixture'

// The editor as a person drives it: states, transitions and every refusal, with a real save actor.

const united = { uid: HOME, name: 'United' }
const liverpool = { uid: AWAY, name: 'Liverpool' }

describe('game editing: teams', () => {
  it('starts a new game by choosing teams and moves to the line-up once both are chosen', () => {
    const { send, snap } = startEditor()
    expect(snap().matches({ editing: 'teams' })).toBe(true)
    expect(send({ type: 'CONTINUE' }).context.refusal).toBe('Choose both teams first')
    send({ type: 'SELECT_TEAM', side: 0, team: united }, { type: 'SELECT_TEAM', side: 1, team: liverpool })
    expect(snap().context.sides.map((s) => s?.name)).toEqual(['United', 'Liverpool'])
    expect(send({ type: 'CONTINUE' }).matches({ editing: 'lineup' })).toBe(true)
    expect(snap().context.refusal).toBeNull()
    expect(send({ type: 'BACK' }).matches({ editing: 'teams' })).toBe(true)
  })

  it('refuses the same team on both sides', () => {
    const { send } = startEditor()
    send({ type: 'SELECT_TEAM', side: 0, team: united })
    const s = send({ type: 'SELECT_TEAM', side: 1, team: united })
    expect(s.context.refusal).toBe('United is already the other team')
    expect(s.context.sides[1]).toBeNull()
  })

  it('drops a side’s line-up when its team changes, but refuses once that team has events', () => {
    const { send } = startEditor(matchSheet([goal(10, 'a9')]))
    send({ type: 'BACK' }, { type: 'BACK' })
    let s = send({ type: 'SELECT_TEAM', side: 1, team: { uid: 'team-other', name: 'Everton' } })
    expect(s.context.refusal).toBe('Liverpool has events on the sheet; remove those events first')
    s = send({ type: 'SELECT_TEAM', side: 0, team: { uid: 'team-city', name: 'City' } })
    expect(s.context.sides[0]).toEqual({ uid: 'team-city', name: 'City', players: [] })
    expect(s.context.dirty).toBe(true)
  })
})

describe('game editing: line-up', () => {
  const inLineup = () => {
    const editor = startEditor()
    editor.send(
      { type: 'SELECT_TEAM', side: 0, team: united },
      { type: 'SELECT_TEAM', side: 1, team: liverpool },
      { type: 'CONTINUE' },
    )
    return editor
  }

  it('adds starters and substitutes with shirt numbers and positions', () => {
    const { send } = inLineup()
    const s = send(
      { type: 'ADD_PLAYER', side: 0, player: lineupPlayer('h1', 'Onana', 24), starter: true },
      { type: 'ADD_PLAYER', side: 0, player: lineupPlayer('h12', 'Mount', 7), starter: false },
    )
    expect(s.context.sides[0]?.players).toEqual([
      { uid: 'h1', name: 'Onana', jersey_no: 24, position: 'MF', isCaptain: false, starter: true },
      { uid: 'h12', name: 'Mount', jersey_no: 7, position: 'MF', isCaptain: false, starter: false },
    ])
    expect(s.context.refusal).toBeNull()
  })

  it('refuses a player on both teams and a shirt number worn twice', () => {
    const { send } = inLineup()
    send({ type: 'ADD_PLAYER', side: 0, player: lineupPlayer('h1', 'Onana', 24), starter: true })
    let s = send({ type: 'ADD_PLAYER', side: 1, player: lineupPlayer('h1', 'Onana', 1), starter: true })
    expect(s.context.refusal).toBe('Onana cannot play for both United and Liverpool')
    expect(s.context.sides[1]?.players).toEqual([])
    s = send({ type: 'ADD_PLAYER', side: 0, player: lineupPlayer('h2', 'Dalot', 24), starter: true })
    expect(s.context.refusal).toBe('Onana and Dalot both wear number 24 for United')
    s = send(
      { type: 'ADD_PLAYER', side: 0, player: lineupPlayer('h2', 'Dalot', 20), starter: true },
      { type: 'UPDATE_PLAYER', side: 0, uid: 'h2', changes: { jersey_no: 24 } },
    )
    expect(s.context.refusal).toBe('Onana and Dalot both wear number 24 for United')
    expect(s.context.sides[0]?.players[1]?.jersey_no).toBe(20)
  })

  it('refuses a twelfth starter but takes them on the bench', () => {
    const { send } = inLineup()
    for (let i = 1; i <= 11; i++) {
      send({ type: 'ADD_PLAYER', side: 0, player: lineupPlayer(`h${i}`, `P${i}`, i), starter: true })
    }
    const twelfth = lineupPlayer('h12', 'Mount', 12)
    expect(send({ type: 'ADD_PLAYER', side: 0, player: twelfth, starter: true }).context.refusal).toBe(
      'United has 12 starters; at most 11 can start',
    )
    const s = send({ type: 'ADD_PLAYER', side: 0, player: twelfth, starter: false })
    expect(s.context.refusal).toBeNull()
    expect(
      send({ type: 'UPDATE_PLAYER', side: 0, uid: 'h12', changes: { starter: true } }).context.refusal,
    ).toBe('United has 12 starters; at most 11 can start')
  })

  it('moves the captain’s armband, and refuses a second captain', () => {
    const { send } = inLineup()
    send(
      { type: 'ADD_PLAYER', side: 0, player: lineupPlayer('h1', 'Onana', 1), starter: true },
      { type: 'ADD_PLAYER', side: 0, player: lineupPlayer('h8', 'Fernandes', 8), starter: true },
      { type: 'SET_CAPTAIN', side: 0, uid: 'h1' },
    )
    let s = send({ type: 'SET_CAPTAIN', side: 0, uid: 'h8' })
    expect(s.context.sides[0]?.players.map((p) => p.isCaptain)).toEqual([false, true])
    s = send({ type: 'UPDATE_PLAYER', side: 0, uid: 'h1', changes: { isCaptain: true } })
    expect(s.context.refusal).toBe('United can have one captain, not Onana and Fernandes')
  })

  it('removes a player, but not one with events on the sheet', () => {
    const { send } = startEditor(matchSheet([goal(10, 'h10')]))
    send({ type: 'BACK' })
    let s = send({ type: 'REMOVE_PLAYER', side: 0, uid: 'h10' })
    expect(s.context.refusal).toBe('Rashford has events on the sheet; remove those events first')
    s = send({ type: 'REMOVE_PLAYER', side: 0, uid: 'h14' })
    expect(s.context.sides[0]?.players.map((p) => p.uid)).not.toContain('h14')
    expect(s.context.refusal).toBeNull()
  })

  it('refuses a line-up change that makes a recorded event impossible', () => {
    const { send } = startEditor(matchSheet([goal(10, 'h10')]))
    const s = send(
      { type: 'BACK' },
      { type: 'UPDATE_PLAYER', side: 0, uid: 'h10', changes: { starter: false } },
    )
    expect(s.context.refusal).toBe('Rashford is a substitute who never came on, so cannot score')
    expect(s.context.sides[0]?.players.find((p) => p.uid === 'h10')?.starter).toBe(true)
  })

  it('needs starters on both sides before events', () => {
    const { send } = inLineup()
    send({ type: 'ADD_PLAYER', side: 0, player: lineupPlayer('h1', 'Onana', 1), starter: true })
    const s = send({ type: 'CONTINUE' })
    expect(s.matches({ editing: 'lineup' })).toBe(true)
    expect(s.context.refusal).toBe('Name the starting players of Liverpool first')
  })
})

describe('game editing: each step takes only its own events', () => {
  it('ignores events and line-up edits outside their step', () => {
    const { send } = startEditor(matchSheet())
    // In events: line-up edits are not taken (the person goes back to the line-up for those).
    let s = send(
      { type: 'REMOVE_PLAYER', side: 0, uid: 'h14' },
      { type: 'SELECT_TEAM', side: 0, team: united },
    )
    expect(s.context.sides[0]?.players).toHaveLength(14)
    // In the line-up: events are not taken.
    s = send({ type: 'BACK' }, { type: 'RECORD', operation: goal(10, 'h10') }, { type: 'UNDO' })
    expect(s.matches({ editing: 'lineup' })).toBe(true)
    expect(s.context.operations).toEqual([])
    expect(s.context.dirty).toBe(false)
  })
})

describe('game editing: opening a saved sheet', () => {
  it('opens in events when both line-ups exist, in the line-up when teams only', () => {
    expect(startEditor(matchSheet()).snap().matches({ editing: 'events' })).toBe(true)
    const bare: GameSheet = {
      sides: [
        { ...homeSide(), players: [] },
        { ...awaySide(), players: [] },
      ],
      operations: [],
    }
    expect(startEditor(bare).snap().matches({ editing: 'lineup' })).toBe(true)
  })

  it('shows the first problem of an impossible saved sheet and lets it be repaired', () => {
    const { send, snap } = startEditor(matchSheet([card('second_yellow', 30, 'a6')]))
    expect(snap().context.refusal).toBe(
      "Mac Allister has no first yellow card, so 30' cannot be a second yellow",
    )
    const s = send({ type: 'REMOVE_OPERATION', index: 0 })
    expect(s.context.operations).toEqual([])
    expect(s.context.refusal).toBeNull()
  })
})
