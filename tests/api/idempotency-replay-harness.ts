import { vi } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { toFormData } from '../../src/api/outbox/body'
import { NetworkError, type Transport, type TransportRequest } from '../../src/api/outbox/types'
import type { TestClient } from '../support/http-client'

// The pieces of the replay property test: a transport that carries outbox writes into the REAL app through
// inject with injected network faults, and a "browser page" (outbox module + sync machine) that can be
// reloaded — re-imported from scratch, so only what IndexedDB stored survives.

export type Fault =
  | 'ok'
  | 'drop-before'
  | 'drop-after'
  | 'gateway-503'
  | 'duplicate'
  | 'late'
  | 'session-expired'

export interface Network {
  online: boolean
  faults: Fault[]
  /** Deliveries still travelling after the client gave up on them (late, abandoned by a reload). */
  inFlight: Set<Promise<unknown>>
  transport: Transport
  /** Waits until every delivery that is still travelling has reached the server. */
  drain: () => Promise<void>
}

export function faultyNetwork(client: TestClient): Network {
  const net: Network = {
    online: true,
    faults: [],
    inFlight: new Set(),
    transport: async (req) => {
      if (!net.online) throw new NetworkError('offline')
      const fault = net.faults.shift() ?? 'ok'
      const deliver = () => track(net, toServer(client, req))
      switch (fault) {
        case 'ok':
          return deliver()
        case 'drop-before':
          throw new NetworkError('network')
        case 'gateway-503':
          return { status: 503, body: '<html>Service Unavailable</html>' }
        case 'session-expired':
          return { status: 401, body: { message: 'User not authenticated Please login' } }
        case 'drop-after':
          // The server commits; the answer is lost on the way back.
          await deliver()
          throw new NetworkError('network')
        case 'duplicate': {
          const [first] = await Promise.all([deliver(), deliver()])
          return first
        }
        case 'late':
          // The client times out while the request is still on its way; it arrives a little later.
          track(
            net,
            new Promise((r) => setTimeout(r, Math.random() * 15)).then(() => toServer(client, req)),
          )
          throw new NetworkError('timeout')
      }
    },
    drain: async () => {
      while (net.inFlight.size) await Promise.allSettled([...net.inFlight])
    },
  }
  return net
}

function track<T>(net: Network, p: Promise<T>): Promise<T> {
  net.inFlight.add(p)
  void p.finally(() => net.inFlight.delete(p)).catch(() => {})
  return p
}

async function toServer(client: TestClient, req: TransportRequest) {
  let headers = req.headers
  let payload: Record<string, unknown> | Buffer | undefined
  if (req.body?.kind === 'json') payload = req.body.value as Record<string, unknown>
  if (req.body?.kind === 'form') {
    // Encoded by the platform's FormData, as the browser's fetch would send the stored Blobs.
    const encoded = new Request('http://localhost/', { method: 'POST', body: toFormData(req.body.fields) })
    payload = Buffer.from(await encoded.arrayBuffer())
    headers = { ...headers, 'content-type': encoded.headers.get('content-type')! }
  }
  const res = await client.inject({ method: req.method, url: req.url, headers, payload })
  let body: unknown = res.body
  try {
    body = res.json()
  } catch {}
  return { status: res.statusCode, body }
}

/** One browser page for one user: a fresh copy of the outbox code over the same IndexedDB. */
export async function openPage(userUid: string, prefix: string, net: Network) {
  vi.resetModules()
  const { openOutbox } = await import('../../src/api/outbox/outbox')
  const { syncMachineFor } = await import('../../src/api/outbox/sync')
  const { sendOrQueue } = await import('../../src/api/outbox/send')
  const outbox = openOutbox(userUid, { prefix })
  const actor = createActor(syncMachineFor(outbox, net.transport), {
    input: { userUid, online: net.online, random: () => 0 },
    clock: new SimulatedClock(),
  })
  const unsubscribe = outbox.subscribe(() => actor.send({ type: 'CHANGED' }))
  actor.start()

  /** Lets the machine work until it has nothing it can do: "sync now" through backoff, sign in on 401. */
  const settle = async () => {
    for (let i = 0; i < 500; i++) {
      const s = await waitFor(
        actor,
        (s) => s.matches('ready') || s.matches('backoff') || s.matches('paused'),
        {
          timeout: 20_000,
        },
      )
      if (s.matches('paused')) actor.send({ type: 'SIGNED_IN', userUid })
      else if (s.matches('backoff') && net.online) actor.send({ type: 'SYNC' })
      else return s
    }
    throw new Error('the sync machine never settled')
  }
  return {
    outbox,
    actor,
    settle,
    write: (request: Parameters<typeof sendOrQueue>[1]) =>
      sendOrQueue({ outbox, transport: net.transport, isOnline: () => net.online }, request),
    setOnline: (online: boolean) => actor.send({ type: online ? 'ONLINE' : 'OFFLINE' }),
    /** A reload or a closed tab: the machine stops; whatever it had sent keeps travelling. */
    close: () => {
      unsubscribe()
      actor.stop()
    },
  }
}
