import { type Actor, createActor } from 'xstate'
import type { syncMachine } from '../machines/sync.machine'
import { XSRF_COOKIE, XSRF_HEADER } from './contract/paths'
import { type Outbox, openOutbox } from './outbox/outbox'
import { sendOrQueue, type WriteResult } from './outbox/send'
import { createFetchTransport } from './outbox/transport'
import type { Transport, WriteRequest } from './outbox/types'
import { connectSyncEvents, syncMachineFor } from './outbox-sync'
import { copyAfterWrite } from './read-cache/copy-after-write'
import { xsrfTokenFor } from './request-rules'

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
}

const browser = (): RuntimeEnvironment => ({
  online: () => navigator.onLine,
  events: window,
  transport: createFetchTransport({
    headers: (): Record<string, string> => {
      const token = xsrfTokenFor('POST', '/api/community', document.cookie, XSRF_COOKIE)
      return token ? { [XSRF_HEADER]: token } : {}
    },
  }),
})

export function startOutbox(userUid: string, env: RuntimeEnvironment = browser()): OutboxRuntime {
  const outbox = openOutbox(userUid)
  const actor = createActor(syncMachineFor(outbox, env.transport, copyAfterWrite), {
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
        { outbox, transport: env.transport, isOnline: env.online, delivered: copyAfterWrite },
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
