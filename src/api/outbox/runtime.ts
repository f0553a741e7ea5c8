import { type Actor, createActor } from 'xstate'
import { XSRF_COOKIE, XSRF_HEADER } from '../contract/terms/paths'
import { xsrfTokenFor } from '../request-rules'
import { type Outbox, openOutbox } from './outbox'
import { sendOrQueue, type WriteResult } from './send'
import { connectSyncEvents, type Delivered, syncMachineFor } from './sync'
import type { syncMachine } from './sync.machine'
import { createFetchTransport } from './transport'
import type { Transport, WriteRequest } from './types'

// The outbox of the signed-in community member, running: their IndexedDB queue, its sync machine, the browser's
// online/offline events. The SPA starts it when a community session is confirmed and stops it at sign-out (the
// queue stays on the device for that user; nobody else's runtime ever opens it).

export interface OutboxRuntime {
  readonly userUid: string
  readonly outbox: Outbox
  /** The sync machine: `useSelector(runtime.actor, syncIndicator)` drives the sync indicator. */
  readonly actor: Actor<typeof syncMachine>
  /** Send a community write now, or queue it (`pending: true`) when the server cannot be reached. */
  write<T = unknown>(request: WriteRequest): Promise<WriteResult<T>>
  stop(): void
}

export interface RuntimeEnvironment {
  online: () => boolean
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  transport: Transport
  /**
   * What follows a write the server took, sent at once or replayed: the app passes the read cache's
   * copyAfterWrite (src/api/read-cache/copy-after-write.ts), so the outbox never imports the copies.
   */
  delivered?: Delivered
}

/** The browser's connection, cookies and network, with what follows a delivered write. */
export const browserEnvironment = (delivered?: Delivered): RuntimeEnvironment => ({
  online: () => navigator.onLine,
  events: window,
  transport: createFetchTransport({
    headers: (): Record<string, string> => {
      const token = xsrfTokenFor('POST', '/api/community', document.cookie, XSRF_COOKIE)
      return token ? { [XSRF_HEADER]: token } : {}
    },
  }),
  delivered,
})

export function startOutbox(userUid: string, env: RuntimeEnvironment = browserEnvironment()): OutboxRuntime {
  const outbox = openOutbox(userUid)
  const actor = createActor(syncMachineFor(outbox, env.transport, env.delivered), {
    input: { userUid, online: env.online() },
  })
  const disconnect = connectSyncEvents(actor, outbox, env.events)
  actor.start()
  return {
    userUid,
    outbox,
    actor,
    write: (request) =>
      sendOrQueue(
        { outbox, transport: env.transport, isOnline: env.online, delivered: env.delivered },
        request,
      ),
    stop: () => {
      disconnect()
      actor.stop()
    },
  }
}

let running: OutboxRuntime | undefined

/**
 * The runtime for the community member who is signed in now. Signing in again as the same member resumes a
 * replay paused by a 401; another member gets their own outbox and the previous one stops.
 */
export function outboxFor(userUid: string, env?: RuntimeEnvironment): OutboxRuntime {
  if (running?.userUid === userUid) {
    running.actor.send({ type: 'SIGNED_IN', userUid })
    return running
  }
  running?.stop()
  running = startOutbox(userUid, env)
  return running
}

/** At sign-out: replay stops; the user's waiting writes stay on the device for their next session. */
export function stopOutbox() {
  running?.stop()
  running = undefined
}

/** How many writes of this user have not reached the server (the sign-out warning asks before leaving). */
export async function unsyncedCount(userUid: string): Promise<number> {
  return (await openOutbox(userUid).list()).length
}

/** The signed-in community member's runtime, if one is running (screens write through it). */
export const currentOutbox = (): OutboxRuntime | undefined => running
