import { setup } from 'xstate'

// One toast's lifecycle (docs/spec.md#toast-lifecycle: inactive → active → removed, then closed) with the
// product's defaults (docs/spec.md#9-toast-defaults). The machine owns every timing; the renderer (sonner, in
// src/ui/toast.tsx) only shows what the state says.

export const toastDefaults = {
  /** How long a toast stays before it starts to fade. */
  timeOut: 5000,
  /** How long it stays after the pointer leaves it (the timer stops while hovered). */
  extendedTimeOut: 1000,
  /** Length of the fade-out. */
  easeTime: 300,
  position: 'top-right',
  newestOnTop: true,
  /** 0 = no limit on open toasts. */
  maxOpened: 0,
  preventDuplicates: false,
  progressBar: false,
  closeButton: false,
  tapToDismiss: true,
} as const

export type ToastKind = 'error' | 'success' | 'info'
export interface ToastTimings {
  timeOut: number
  extendedTimeOut: number
  easeTime: number
}
export interface ToastInput {
  message: string
  kind: ToastKind
  timings?: Partial<ToastTimings>
  tapToDismiss?: boolean
}
export type ToastEvent =
  | { type: 'SHOW' }
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'TAP' }
  | { type: 'DISMISS' }

export const toastMachine = setup({
  types: {
    input: {} as ToastInput,
    context: {} as { message: string; kind: ToastKind; timings: ToastTimings; tapToDismiss: boolean },
    events: {} as ToastEvent,
  },
  delays: {
    timeOut: ({ context }) => context.timings.timeOut,
    extendedTimeOut: ({ context }) => context.timings.extendedTimeOut,
    easeTime: ({ context }) => context.timings.easeTime,
  },
  guards: {
    tapDismisses: ({ context }) => context.tapToDismiss,
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({
    message: input.message,
    kind: input.kind,
    timings: { ...toastDefaults, ...input.timings },
    tapToDismiss: input.tapToDismiss ?? toastDefaults.tapToDismiss,
  }),
  initial: 'inactive',
  states: {
    inactive: {
      on: { SHOW: 'active', DISMISS: 'removed' },
    },
    active: {
      initial: 'shown',
      on: {
        TAP: { guard: 'tapDismisses', target: 'removed' },
        DISMISS: 'removed',
      },
      states: {
        shown: {
          after: { timeOut: '#toast.removed' },
          on: { POINTER_ENTER: 'hovered' },
        },
        // No timer while the pointer rests on the toast, so it can be read to the end.
        hovered: {
          on: { POINTER_LEAVE: 'extended' },
        },
        extended: {
          after: { extendedTimeOut: '#toast.removed' },
          on: { POINTER_ENTER: 'hovered' },
        },
      },
    },
    /** Fading out for `easeTime`; a tap or hover no longer matters. */
    removed: {
      after: { easeTime: 'closed' },
    },
    /** Gone from the screen: the renderer drops it and the actor stops. */
    closed: { type: 'final' },
  },
})
