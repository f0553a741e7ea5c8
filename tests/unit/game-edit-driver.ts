import { createActor, fromPromise } from 'xstate'
import { type GameEditEvent, gameEditMachine } from '../../src/machines/game-edit.machine'
import type { GameSheet, WireGameSheet } from '../../src/rules/game-sheet/types'

// Drives the real game-editing machine as the screen does, with the save actor a test chooses.

export function startEditor(
  sheet?: GameSheet,
  save: (sheet: WireGameSheet) => Promise<unknown> = async () => ({}),
  isNew = false,
) {
  const machine = gameEditMachine.provide({
    actors: { saveSheet: fromPromise<unknown, WireGameSheet>(({ input }) => save(input)) },
  })
  const actor = createActor(machine, { input: { sheet, isNew } })
  actor.start()
  const send = (...events: GameEditEvent[]) => {
    for (const event of events) actor.send(event)
    return actor.getSnapshot()
  }
  return { actor, send, snap: () => actor.getSnapshot() }
}

export const lineupPlayer = (uid: string, name: string, jersey_no: number) => ({
  uid,
  name,
  jersey_no,
  position: 'MF',
})
