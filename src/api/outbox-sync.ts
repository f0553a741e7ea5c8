import { fromPromise } from 'xstate'
import { syncMachine } from '../machines/sync.machine'
import type { Outbox } from './outbox/outbox'
import { deliver, type Outcome, type PersistChange } from './outbox/outcome'
import type { OutboxWrite, Transport } from './outbox/types'

// Gives the pure sync machine its effects: read this user's outbox, send a write, store what happened.
// Used by the app (IndexedDB + fetch) and by the property tests (fake-indexeddb + the real Fastify app).

export function syncMachineFor(outbox: Outbox, transport: Transport) {
  return syncMachine.provide({
    actors: {
      loadWrites: fromPromise<OutboxWrite[], { userUid: string }>(() => outbox.list()),
      deliver: fromPromise<Outcome, { write: OutboxWrite }>(({ input }) =>
        // Two tabs of one member replay the same outbox: one sends a write while the other waits; the one that
        // waited finds it gone and sends nothing (the idempotency key would have made a second send harmless).
        oneTabAtATime(`scouting-outbox:${input.write.userUid}:${input.write.id}`, async () => {
          const still = await outbox.get(input.write.id)
          if (!still) return { kind: 'done', status: 200, body: undefined }
          return deliver(transport, still)
        }),
      ),
      persist: fromPromise<void, { write: OutboxWrite; change: PersistChange }>(async ({ input }) => {
        // Quiet: the machine updates its own copy; notifying it would make it re-read the queue per write.
        if (input.change.type === 'remove') await outbox.remove(input.write.id, { notify: false })
        else await outbox.update(input.write.id, input.change.patch, { notify: false })
      }),
    },
  })
}

/** Runs `task` holding a Web Lock of this name (shared by the tabs of one browser), or at once without one. */
function oneTabAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  return locks ? (locks.request(name, task) as Promise<T>) : task()
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
