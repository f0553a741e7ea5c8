import { fromPromise } from 'xstate'
import type { Outbox } from './outbox'
import { deliver, type Outcome, type PersistChange } from './outcome'
import { syncMachine } from './sync.machine'
import type { OutboxWrite, Transport } from './types'

// Gives the pure sync machine its effects: read this user's outbox, send a write, store what happened.
// Used by the app (IndexedDB + fetch) and by the property tests (fake-indexeddb + the real Fastify app).

/** Told of each write the server has taken, with its answer (the device's copy of the record follows it). */
export type Delivered = (write: OutboxWrite, body: unknown) => Promise<void> | void

/**
 * One queued write sent, if it is still queued. Two tabs of one member replay the same outbox: one sends a
 * write while the other waits; the one that waited finds it gone and sends nothing (the idempotency key would
 * have made a second send harmless).
 */
export async function deliverQueued(
  outbox: Outbox,
  transport: Transport,
  write: OutboxWrite,
  delivered?: Delivered,
): Promise<Outcome> {
  const still = await outbox.get(write.id)
  if (!still) return { kind: 'done', status: 200, body: undefined }
  const outcome = await deliver(transport, still)
  // Before the write leaves the outbox: a sheet reopened in between shows the write or its answer, never neither.
  if (outcome.kind === 'done') await Promise.resolve(delivered?.(still, outcome.body)).catch(() => undefined)
  return outcome
}

/** What an attempt changed, stored. Quiet: the machine updates its own copy (no re-read of the queue per write). */
export async function persistChange(outbox: Outbox, write: OutboxWrite, change: PersistChange) {
  if (change.type === 'remove') await outbox.remove(write.id, { notify: false })
  else await outbox.update(write.id, change.patch, { notify: false })
}

export function syncMachineFor(outbox: Outbox, transport: Transport, delivered?: Delivered) {
  return syncMachine.provide({
    actors: {
      loadWrites: fromPromise<OutboxWrite[], { userUid: string }>(() => outbox.list()),
      deliver: fromPromise<Outcome, { write: OutboxWrite }>(({ input }) =>
        oneTabAtATime(`scouting-outbox:${input.write.userUid}:${input.write.id}`, () =>
          deliverQueued(outbox, transport, input.write, delivered),
        ),
      ),
      persist: fromPromise<void, { write: OutboxWrite; change: PersistChange }>(({ input }) =>
        persistChange(outbox, input.write, input.change),
      ),
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
