import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { sheetOf } from '../../src/machines/game-edit.machine'
import { scoreOf } from '../../src/rules/game-sheet/derive'
import type { GameOperation, WireGameSheet } from '../../src/rules/game-sheet/types'
import { startEditor } from './game-edit-driver'
import { AWAY, card, goal, HOME, matchSheet, motm, sub } from './game-sheet-fixture'

// Events as they happen during a match, undo, and the one write at the end.

const record = (operation: GameOperation) => ({ type: 'RECORD' as const, operation })

describe('game editing: events', () => {
  it('records a goal with assist and pre-assist and keeps a live score', () => {
    const { send } = startEditor(matchSheet())
    const s = send(record(goal(23, 'h10', { assist: 'h8', pre_assist: 'h7' })), record(goal(30, 'a9')))
    expect(s.context.operations).toHaveLength(2)
    expect(scoreOf(sheetOf(s.context)!)).toEqual([1, 1])
    expect(s.context.dirty).toBe(true)
    expect(s.context.refusal).toBeNull()
  })

  it('turns a second yellow into a second_yellow (a red) on its own', () => {
    const { send } = startEditor(matchSheet())
    const s = send(record(card('yellow', 12, 'h6')), record(card('yellow', 61, 'h6')))
    expect(s.context.operations.map((o) => o.type)).toEqual(['yellow', 'second_yellow'])
    expect(send(record(goal(70, 'h6'))).context.refusal).toBe(
      "Casemiro was sent off at 61' and cannot score at 70'",
    )
  })

  it('puts a late entry in its place by minute, and relabels the yellows in that order', () => {
    const { send } = startEditor(matchSheet())
    send(record(card('yellow', 60, 'a6')), record(goal(75, 'h10')))
    const s = send(record(card('yellow', 20, 'a6')))
    expect(s.context.operations.map((o) => ('minute' in o ? `${o.type}@${o.minute}` : o.type))).toEqual([
      'yellow@20',
      'second_yellow@60',
      'goal@75',
    ])
  })

  it('refuses each impossible event with a message and keeps the sheet as it was', () => {
    const { send } = startEditor(matchSheet([card('red', 40, 'h9')]))
    const cases: [GameOperation, string][] = [
      [goal(60, 'h9'), "Antony was sent off at 40' and cannot score at 60'"],
      [goal(60, 'h13'), 'Garnacho is a substitute who never came on, so cannot score'],
      [
        card('yellow', 60, 'a13'),
        'Elliott is a substitute who never came on, so cannot be shown a yellow card',
      ],
      [sub(60, 'a13', 'a14'), 'Elliott is a substitute who never came on, so cannot be substituted'],
      [goal(60, 'h10', { assist: 'h10' }), 'Rashford cannot assist their own goal'],
      [goal(131, 'h10'), "Minutes run from 0 to 130; 131' is outside a match"],
      [
        card('second_yellow', 50, 'a6'),
        "Mac Allister has no first yellow card, so 50' cannot be a second yellow",
      ],
      [sub(70, 'h10', 'h1'), 'Onana started the match and cannot come on as a substitute'],
    ]
    for (const [operation, message] of cases) {
      const s = send(record(operation))
      expect(s.context.refusal).toBe(message)
      expect(s.context.operations).toEqual([card('red', 40, 'h9')])
    }
    expect(send({ type: 'DISMISS' }).context.refusal).toBeNull()
  })

  it('refuses an earlier event that would make a later one impossible', () => {
    const { send } = startEditor(matchSheet([goal(60, 'a9')]))
    expect(send(record(card('red', 30, 'a9'))).context.refusal).toBe(
      "Salah was sent off at 30' and cannot score at 60'",
    )
  })

  it('lets a substitute act once on, and records man of the match last', () => {
    const { send } = startEditor(matchSheet())
    const s = send(record(sub(60, 'a10', 'a13')), record(motm('a13')), record(goal(70, 'a13')))
    expect(s.context.refusal).toBeNull()
    expect(s.context.operations.map((o) => o.type)).toEqual(['sub', 'goal', 'motm'])
    expect(send(record(motm('h10'))).context.refusal).toBe(
      'There is one man of the match, not Elliott and Rashford',
    )
  })

  it('records an injury', () => {
    const { send } = startEditor(matchSheet())
    expect(send(record(card('injury', 33, 'a4'))).context.operations).toEqual([card('injury', 33, 'a4')])
  })

  it('undoes the last event change, in reverse order, then has nothing to undo', () => {
    const { send } = startEditor(matchSheet([goal(5, 'h10')]))
    send(record(goal(10, 'a9')), record(card('yellow', 20, 'a6')), { type: 'REMOVE_OPERATION', index: 0 })
    expect(send({ type: 'UNDO' }).context.operations).toHaveLength(3)
    expect(send({ type: 'UNDO' }).context.operations).toEqual([goal(5, 'h10'), goal(10, 'a9')])
    expect(send({ type: 'UNDO' }).context.operations).toEqual([goal(5, 'h10')])
    expect(send({ type: 'UNDO' }).context.refusal).toBe('There is nothing to undo')
  })

  it('corrects an event: adds a goal’s assist later, refuses an impossible correction, undoes it', () => {
    const { send } = startEditor(matchSheet([goal(23, 'h10'), card('yellow', 30, 'a6')]))
    const assisted = goal(23, 'h10', { assist: 'h8' })
    let s = send({ type: 'REPLACE_OPERATION', index: 0, operation: assisted })
    expect(s.context.operations).toEqual([assisted, card('yellow', 30, 'a6')])
    s = send({ type: 'REPLACE_OPERATION', index: 0, operation: goal(23, 'h10', { assist: 'h10' }) })
    expect(s.context.refusal).toBe('Rashford cannot assist their own goal')
    expect(s.context.operations[0]).toEqual(assisted)
    // Moving the goal to a later minute re-places it in the order of events.
    s = send({ type: 'REPLACE_OPERATION', index: 0, operation: goal(35, 'h10', { assist: 'h8' }) })
    expect(s.context.operations.map((o) => o.type)).toEqual(['yellow', 'goal'])
    expect(send({ type: 'REPLACE_OPERATION', index: 9, operation: assisted }).context.refusal).toBe(
      'That event is no longer on the sheet',
    )
    expect(send({ type: 'UNDO' }).context.operations).toEqual([assisted, card('yellow', 30, 'a6')])
  })

  it('refuses removing an event that a later one depends on', () => {
    const { send } = startEditor(matchSheet([sub(60, 'a10', 'a13'), goal(70, 'a13')]))
    expect(send({ type: 'REMOVE_OPERATION', index: 0 }).context.refusal).toBe(
      'Elliott is a substitute who never came on, so cannot score',
    )
  })

  it('goes back to the line-up and forward again', () => {
    const { send } = startEditor(matchSheet())
    expect(send({ type: 'BACK' }).matches({ editing: 'lineup' })).toBe(true)
    expect(send({ type: 'CONTINUE' }).matches({ editing: 'events' })).toBe(true)
  })
})

describe('game editing: saving', () => {
  it('saves the whole sheet as one write with playerMetaData derived from the events', async () => {
    const writes: WireGameSheet[] = []
    const { send, actor } = startEditor(matchSheet(), async (sheet) => {
      writes.push(sheet)
    })
    send(record(goal(23, 'h10', { assist: 'h8' })), record(card('yellow', 30, 'a6')))
    expect(send({ type: 'SAVE' }).matches('saving')).toBe(true)
    const s = await waitFor(actor, (snap) => snap.matches({ editing: 'events' }))
    expect(writes).toHaveLength(1)
    const [write] = writes
    expect(write!.team_array).toEqual([HOME, AWAY])
    expect(write!.operationsArr).toHaveLength(2)
    const rashford = write!.teams[0].playerMetaData.find((p) => p.uid === 'h10')
    expect(rashford).toMatchObject({ goals: 1, onField: true, onBench: false })
    expect(write!.teams[1].playerMetaData.find((p) => p.uid === 'a6')?.yellow_card_time).toBe(30)
    expect(s.context.dirty).toBe(false)
    expect(s.context.saveError).toBeNull()
  })

  it('keeps the sheet and shows the server’s message when the save fails', async () => {
    const { send, actor } = startEditor(matchSheet(), async () => {
      throw Object.assign(new Error('Bad Request'), {
        data: { message: 'The game was changed by someone else' },
      })
    })
    send(record(goal(23, 'h10')), { type: 'SAVE' })
    const s = await waitFor(actor, (snap) => snap.matches({ editing: 'events' }))
    expect(s.context.saveError).toBe('The game was changed by someone else')
    expect(s.context.dirty).toBe(true)
    expect(s.context.operations).toHaveLength(1)
  })

  it('returns to the step it was saved from', async () => {
    const { send, actor } = startEditor(matchSheet())
    send({ type: 'BACK' }, { type: 'SAVE' })
    await waitFor(actor, (snap) => !snap.matches('saving'))
    expect(actor.getSnapshot().matches({ editing: 'lineup' })).toBe(true)
  })

  it('takes no edits while the write is in flight', async () => {
    let finish: () => void = () => {}
    const { send, actor } = startEditor(
      matchSheet(),
      () => new Promise<void>((resolve) => (finish = resolve)),
    )
    send({ type: 'SAVE' })
    const s = send(record(goal(10, 'h10')), { type: 'UNDO' }, { type: 'BACK' })
    expect(s.matches('saving')).toBe(true)
    expect(s.context.operations).toEqual([])
    finish()
    await waitFor(actor, (snap) => snap.matches({ editing: 'events' }))
  })

  it('refuses to save an impossible sheet or one without both teams', () => {
    const broken = startEditor(matchSheet([card('second_yellow', 30, 'a6')]))
    broken.send({ type: 'DISMISS' })
    const s = broken.send({ type: 'SAVE' })
    expect(s.matches({ editing: 'events' })).toBe(true)
    expect(s.context.refusal).toBe("Mac Allister has no first yellow card, so 30' cannot be a second yellow")
    const empty = startEditor()
    expect(empty.send({ type: 'SAVE' }).context.refusal).toBe('Choose both teams before saving')
  })
})
