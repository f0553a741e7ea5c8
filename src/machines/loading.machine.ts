import { assign, setup } from 'xstate'

// The global loading indicator (docs/spec.md#loading-indicator): a counter of requests in flight. The spinner shows
// from the first request until the count is back to zero; an error resets both, so a failed call can never leave the
// spinner stuck because its matching END was lost.

export type LoadingEvent = { type: 'START' } | { type: 'END' } | { type: 'ERROR' }

export const loadingMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as LoadingEvent,
  },
  actions: {
    increment: assign({ count: ({ context }) => context.count + 1 }),
    decrement: assign({ count: ({ context }) => context.count - 1 }),
    reset: assign({ count: 0 }),
  },
  guards: {
    isLastRequest: ({ context }) => context.count <= 1,
  },
}).createMachine({
  id: 'loading',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: { target: 'busy', actions: 'increment' },
        // An END after an ERROR reset belongs to a request that was already written off: ignore it.
        END: {},
        ERROR: { actions: 'reset' },
      },
    },
    busy: {
      tags: 'spinner',
      on: {
        START: { actions: 'increment' },
        END: [{ guard: 'isLastRequest', target: 'idle', actions: 'reset' }, { actions: 'decrement' }],
        ERROR: { target: 'idle', actions: 'reset' },
      },
    },
  },
})
