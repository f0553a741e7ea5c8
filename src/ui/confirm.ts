// In-app confirmation (never the browser's `confirm()`, which a tablet shows as a bare system box and some
// browsers suppress): any code asks `askToConfirm(...)` and awaits the answer; the one <ConfirmHost /> in the
// app shows it as a modal dialog. Kept free of React so non-screen code (the sign-out guard) can ask too.

export interface ConfirmRequest {
  title: string
  message: string
  /** The button that goes ahead, in words of the action ("Delete the note"). */
  confirmLabel: string
  /** A destructive action: the button is styled as one. */
  danger?: boolean
}

interface Pending extends ConfirmRequest {
  answer: (yes: boolean) => void
}

let current: Pending | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/** Asks the person; resolves true only when they choose the action. A newer question answers the older "no". */
export function askToConfirm(request: ConfirmRequest): Promise<boolean> {
  current?.answer(false)
  return new Promise((resolve) => {
    const pending: Pending = {
      ...request,
      answer: (yes) => {
        if (current === pending) current = null
        resolve(yes)
        notify()
      },
    }
    current = pending
    notify()
  })
}

export const confirmStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => current,
}
