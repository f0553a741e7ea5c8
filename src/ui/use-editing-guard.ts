import { useEffect, useSyncExternalStore } from 'react'

// Who is editing right now. A form calls `useEditingGuard(dirty)` while it holds unsaved input; the app's
// update prompt (src/app/pwa/update-prompt.tsx) waits until nobody is, so a new version never reloads the page
// under a half-entered game sheet.

const editors = new Set<symbol>()
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of [...listeners]) listener()
}

export const isEditing = (): boolean => editors.size > 0

export function subscribeEditing(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Marks the calling component as editing while `dirty` is true (and until it unmounts). */
export function useEditingGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return
    const token = Symbol('editor')
    editors.add(token)
    notify()
    return () => {
      editors.delete(token)
      notify()
    }
  }, [dirty])
}

/** True while any form on the page holds unsaved input. */
export const useIsEditing = (): boolean => useSyncExternalStore(subscribeEditing, isEditing, isEditing)

/** Resolves as soon as nobody is editing (at once when nobody is). */
export function whenNotEditing(): Promise<void> {
  if (!isEditing()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = subscribeEditing(() => {
      if (isEditing()) return
      stop()
      resolve()
    })
  })
}
