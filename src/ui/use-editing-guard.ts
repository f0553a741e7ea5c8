import { useEffect, useSyncExternalStore } from 'react'

// Who is editing right now. The app's update prompt (src/app/pwa/update-prompt.tsx) waits until nobody is, so
// a new version never reloads the page under a half-entered game sheet. Two sources, so no form is forgotten:
// - every <form> the user has typed into is dirty until it is submitted or leaves the page (watchFormEdits);
// - editors whose state is not in a form's fields (a game sheet's event pad) call `useEditingGuard(dirty)`.

const editors = new Set<symbol>()
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of [...listeners]) listener()
}

const dirtyForms = new Set<HTMLFormElement>()

export const isEditing = (): boolean => {
  for (const form of dirtyForms) if (!form.isConnected) dirtyForms.delete(form)
  return editors.size > 0 || dirtyForms.size > 0
}

let watching = false
/** Starts tracking user input in forms across the document (once; the app root calls it). */
export function watchFormEdits(root: Document = document): void {
  if (watching) return
  watching = true
  const edited = (event: Event) => {
    const form = (event.target as { form?: HTMLFormElement | null }).form
    if (!form || dirtyForms.has(form)) return
    dirtyForms.add(form)
    notify()
  }
  root.addEventListener('input', edited, true)
  root.addEventListener('change', edited, true)
  root.addEventListener(
    'submit',
    (event) => {
      if (dirtyForms.delete(event.target as HTMLFormElement)) notify()
    },
    true,
  )
  root.addEventListener(
    'reset',
    (event) => dirtyForms.delete(event.target as HTMLFormElement) && notify(),
    true,
  )
  // A form that leaves the page (navigation, closed editor) is no longer being edited.
  new MutationObserver(() => {
    if (dirtyForms.size === 0) return
    const before = dirtyForms.size
    isEditing()
    if (dirtyForms.size !== before) notify()
  }).observe(root.body ?? root.documentElement, { childList: true, subtree: true })
}

export function subscribeEditing(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Starts an edit that is not a form's (returns its end; ending twice is harmless). */
export function beginEditing(): () => void {
  const token = Symbol('editor')
  editors.add(token)
  notify()
  return () => {
    if (editors.delete(token)) notify()
  }
}

/** Marks the calling component as editing while `dirty` is true (and until it unmounts). */
export function useEditingGuard(dirty: boolean): void {
  useEffect(() => (dirty ? beginEditing() : undefined), [dirty])
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
