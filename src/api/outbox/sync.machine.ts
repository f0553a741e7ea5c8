import { assign, fromPromise, not, type SnapshotFrom, setup } from 'xstate'
import { replayPlan } from './order'
import { backoffDelay, changeFor, type Outcome, type PersistChange } from './outcome'
import type { OutboxWrite } from './types'

// Replays one user's outbox, oldest write first (docs/decisions/0002-offline-outbox.md). Pure: reading the
// outbox, sending a write and storing the result are actors the caller provides (src/api/outbox/sync.ts wires
// them to IndexedDB and fetch; tests wire them to fake-indexeddb and the real Fastify app).
//
//   loading → ready ⇄ syncing(next → sending → persisting → next …)
//                       ├─ no answer / 502–504 / 429 → backoff → loading (timer, `online`, or "sync now")
//                       └─ 401 → paused → loading when the SAME user signs in again
// A write is only ever removed after a 2xx (a repeated key answers 2xx with the server's first response);
// 409 and 400/422 turn it into a conflict/failed write that stays until the user resolves it.

export interface SyncInput {
  userUid: string
  online: boolean
  baseDelayMs?: number
  maxDelayMs?: number
  /** 0..1; spreads the retries of many tablets regaining the stadium Wi-Fi at once. */
  random?: () => number
}

export interface SyncContext {
  userUid: string
  online: boolean
  writes: OutboxWrite[]
  inFlight?: OutboxWrite
  outcome?: Outcome
  /** Failed rounds in a row: the backoff exponent. */
  attempt: number
  retryDelayMs: number
  lastSyncedAt: number | null
  /** The outbox changed while a write was in flight: re-read it before choosing the next one. */
  stale: boolean
  lastError?: string
  baseDelayMs: number
  maxDelayMs: number
  random: () => number
}

export type SyncEvent =
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** Something was queued, edited, retried or discarded. */
  | { type: 'CHANGED' }
  /** "Sync now": try at once, skipping the backoff wait. */
  | { type: 'SYNC' }
  | { type: 'SIGNED_IN'; userUid: string }

const applyChange = (writes: OutboxWrite[], id: string, change: PersistChange) =>
  change.type === 'remove'
    ? writes.filter((w) => w.id !== id)
    : writes.map((w) => (w.id === id ? { ...w, ...change.patch } : w))

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`sync machine: provide the "${name}" actor`)
}

export const syncMachine = setup({
  types: {} as { context: SyncContext; events: SyncEvent; input: SyncInput },
  actors: {
    loadWrites: fromPromise<OutboxWrite[], { userUid: string }>(notProvided('loadWrites')),
    deliver: fromPromise<Outcome, { write: OutboxWrite }>(notProvided('deliver')),
    persist: fromPromise<void, { write: OutboxWrite; change: PersistChange }>(notProvided('persist')),
  },
  guards: {
    canSend: ({ context }) => context.online && replayPlan(context.writes).next !== undefined,
    hasNext: ({ context }) => replayPlan(context.writes).next !== undefined,
    isStale: ({ context }) => context.stale,
    isOnline: ({ context }) => context.online,
    outcomeIs: ({ context }, kind: Outcome['kind']) => context.outcome?.kind === kind,
    sameUser: ({ context, event }) => event.type === 'SIGNED_IN' && event.userUid === context.userUid,
  },
  delays: {
    backoff: ({ context }) => context.retryDelayMs,
  },
  actions: {
    goOnline: assign({ online: true, attempt: 0 }),
    goOffline: assign({ online: false }),
    markStale: assign({ stale: true }),
    recordOutcome: assign(({ context }) => {
      const write = context.inFlight!
      const outcome = context.outcome!
      const done = outcome.kind === 'done'
      return {
        writes: applyChange(context.writes, write.id, changeFor(write, outcome)),
        inFlight: undefined,
        lastSyncedAt: done ? Date.now() : context.lastSyncedAt,
        attempt: done ? 0 : context.attempt,
        lastError: outcome.kind === 'retry' || outcome.kind === 'unauthorized' ? outcome.message : undefined,
      }
    }),
    startBackoff: assign(({ context }) => {
      const attempt = context.attempt + 1
      return {
        attempt,
        retryDelayMs: backoffDelay(attempt, context.baseDelayMs, context.maxDelayMs, context.random()),
      }
    }),
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({
    userUid: input.userUid,
    online: input.online,
    writes: [],
    attempt: 0,
    retryDelayMs: 0,
    lastSyncedAt: null,
    stale: false,
    baseDelayMs: input.baseDelayMs ?? 1_000,
    maxDelayMs: input.maxDelayMs ?? 60_000,
    random: input.random ?? Math.random,
  }),
  initial: 'loading',
  on: {
    ONLINE: { actions: 'goOnline' },
    OFFLINE: { actions: 'goOffline' },
    CHANGED: { actions: 'markStale' },
  },
  states: {
    loading: {
      // A change while reading must not be lost: read again.
      on: { CHANGED: { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadWrites',
        input: ({ context }) => ({ userUid: context.userUid }),
        onDone: { target: 'ready', actions: assign({ writes: ({ event }) => event.output, stale: false }) },
        onError: {
          target: 'backoff',
          actions: [
            assign({ lastError: ({ event }) => `Could not read the outbox: ${String(event.error)}` }),
            'startBackoff',
          ],
        },
      },
    },
    ready: {
      always: { guard: 'canSend', target: 'syncing' },
      on: {
        ONLINE: { target: 'loading', actions: 'goOnline' },
        CHANGED: { target: 'loading' },
        SYNC: { target: 'loading', actions: 'goOnline' },
      },
    },
    syncing: {
      initial: 'next',
      states: {
        next: {
          always: [
            // navigator says offline: stop here instead of burning attempts; `online` resumes.
            { guard: not('isOnline'), target: '#sync.ready' },
            { guard: 'isStale', target: 'reloading' },
            { guard: 'hasNext', target: 'sending' },
            { target: '#sync.ready', actions: assign({ lastSyncedAt: () => Date.now(), attempt: 0 }) },
          ],
        },
        reloading: {
          on: { CHANGED: { target: 'reloading', reenter: true } },
          invoke: {
            src: 'loadWrites',
            input: ({ context }) => ({ userUid: context.userUid }),
            onDone: {
              target: 'next',
              actions: assign({ writes: ({ event }) => event.output, stale: false }),
            },
            onError: { target: '#sync.backoff', actions: 'startBackoff' },
          },
        },
        sending: {
          entry: assign({ inFlight: ({ context }) => replayPlan(context.writes).next, outcome: undefined }),
          invoke: {
            src: 'deliver',
            input: ({ context }) => ({ write: context.inFlight! }),
            onDone: { target: 'persisting', actions: assign({ outcome: ({ event }) => event.output }) },
            onError: {
              target: 'persisting',
              actions: assign({
                outcome: ({ event }) => ({ kind: 'retry', message: String(event.error) }) as Outcome,
              }),
            },
          },
        },
        persisting: {
          invoke: {
            src: 'persist',
            input: ({ context }) => ({
              write: context.inFlight!,
              change: changeFor(context.inFlight!, context.outcome!),
            }),
            onDone: [
              {
                guard: { type: 'outcomeIs', params: 'unauthorized' },
                target: '#sync.paused',
                actions: 'recordOutcome',
              },
              {
                guard: { type: 'outcomeIs', params: 'retry' },
                target: '#sync.backoff',
                actions: ['recordOutcome', 'startBackoff'],
              },
              { target: 'next', actions: 'recordOutcome' },
            ],
            onError: {
              target: '#sync.backoff',
              actions: [
                assign({ lastError: ({ event }) => `Could not update the outbox: ${String(event.error)}` }),
                'startBackoff',
              ],
            },
          },
        },
      },
    },
    backoff: {
      after: { backoff: { guard: 'isOnline', target: 'loading' } },
      on: {
        ONLINE: { target: 'loading', actions: 'goOnline' },
        SYNC: { target: 'loading', actions: 'goOnline' },
      },
    },
    paused: {
      on: { SIGNED_IN: { guard: 'sameUser', target: 'loading', actions: assign({ attempt: 0 }) } },
    },
  },
})

export type SyncSnapshot = SnapshotFrom<typeof syncMachine>

/** What the always-visible sync indicator shows. */
export interface SyncIndicator {
  online: boolean
  syncing: boolean
  waiting: number
  /** Failed and conflicting writes: they need the user. */
  problems: number
  lastSyncedAt: number | null
  /** Replay stopped until the same user signs in again. */
  needsSignIn: boolean
  /** Waiting for the next automatic retry after the server could not be reached. */
  retrying: boolean
}

export function syncIndicator(snapshot: SyncSnapshot): SyncIndicator {
  const plan = replayPlan(snapshot.context.writes)
  return {
    online: snapshot.context.online,
    syncing: snapshot.matches('syncing'),
    waiting: plan.waiting,
    problems: plan.problems,
    lastSyncedAt: snapshot.context.lastSyncedAt,
    needsSignIn: snapshot.matches('paused'),
    retrying: snapshot.matches('backoff'),
  }
}
