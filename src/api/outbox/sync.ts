import { fromPromise } from 'xstate'
import { syncMachine } from '../../machines/sync.machine'
import type { Outbox } from './outbox'
import { deliver, type Outcome, type PersistChange } from './outcome'
import type { OutboxWrite, Transport } from './types'

// Gives the pure sync machine its effects: read this user's outbox, send a write, store what happened.
// Used by the app (IndexedDB + fetch) and by the property tests (fake-indexeddb + the real Fastify app).

export function syncMachineFor(outbox: Outbox, transport: Transport) {
  return syncMachine.provide({
    actors: {
      loadWrites: fromPromise<OutboxWrite[], { userUid: string }>(() => outbox.list()),
      deliver: fromPromise<Outcome, { write: OutboxWrite }>(({ input }) => deliver(transport, input.write)),
      persist: fromPromise<void, { write: OutboxWrite; change: PersistChange }>(async ({ input }) => {
        // Quiet: the machine updates its own copy; notifying it would make it re-read the queue per write.
        if (input.change.type === 'remove') await outbox.remove(input.write.id, { notify: false })
        else await outbox.update(input.write.id, input.change.patch, { notify: false })
      }),
    },
  })
}

/**
 * Browser wiring for one signed-in user: `online`/`offline` events and outbox changes reach the machine.
 * Returns a stop function. (The app creates the actor with `createActor(syncMachineFor(…), { input })`.)
 */
export function connectSyncEvents(
  actor: { send: (event: { type: 'ONLINE' } | { type: 'OFFLINE' } | { type: 'CHANGED' }) => void },
  outbox: Outbox,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
) {
  const online = () => actor.send({ type: 'ONLINE' })
  const offline = () => actor.send({ type: 'OFFLINE' })
  target.addEventListener('online', online)
  target.addEventListener('offline', offline)
  const unsubscribe = outbox.subscribe(() => actor.send({ type: 'CHANGED' }))
  return () => {
    target.removeEventListener('online', online)
    target.removeEventListener('offline', offline)
    unsubscribe()
  }
}
