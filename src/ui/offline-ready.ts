import { useSyncExternalStore } from 'react'

// Whether the app itself is stored on this device (the service worker installed the whole shell), so that it
// opens without a signal. A screen says "ready offline" or "saved for offline reading" only once this is true:
// saved data is no use if the app cannot open to show it. Set by src/app/pwa/service-worker.ts.

let stored = false
const listeners = new Set<() => void>()

export function setShellStored(value: boolean): void {
  if (stored === value) return
  stored = value
  for (const listener of [...listeners]) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const current = () => stored

/** True once the app opens on this device without a signal. */
export const useShellStored = (): boolean => useSyncExternalStore(subscribe, current, current)
