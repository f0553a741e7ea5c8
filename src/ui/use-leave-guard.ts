import { useEffect, useRef } from 'react'
import { askToConfirm } from './confirm'

// Leaving a screen with unsaved changes asks first — a tap on "Dashboard" in the middle of a game sheet must
// not throw the sheet away without a word. A screen with unsaved work calls `useLeaveGuard(dirty, question)`;
// while any guard is up, a click on an in-app link is held and the person asked (the in-app dialog), and
// closing or reloading the tab gets the browser's own question (beforeunload). Only screens that opt in are
// guarded: a typed search box is not unsaved work.

interface LeaveQuestion {
  title: string
  message: string
}

const guards = new Map<symbol, LeaveQuestion>()

/** The in-app link a click is about to follow (same origin, same tab, plain left click), if any. */
function linkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!link || link.target === '_blank' || link.hasAttribute('download')) return undefined
  const to = new URL(link.href, window.location.href)
  if (to.origin !== window.location.origin) return undefined
  if (to.pathname === window.location.pathname && to.search === window.location.search) return undefined
  return link
}

let installed = false
let passing = false
function install() {
  if (installed || typeof document === 'undefined') return
  installed = true
  // Capture phase: before the router's own click handler navigates.
  document.addEventListener(
    'click',
    (event) => {
      const question = passing ? undefined : [...guards.values()].at(-1)
      const link = question ? linkOf(event) : undefined
      if (!question || !link) return
      event.preventDefault()
      event.stopPropagation()
      void askToConfirm({ ...question, confirmLabel: 'Leave' }).then((yes) => {
        if (!yes) return
        // Asked and answered: this one click passes (a click is dispatched synchronously).
        passing = true
        try {
          link.click()
        } finally {
          passing = false
        }
      })
    },
    true,
  )
  window.addEventListener('beforeunload', (event) => {
    if (guards.size > 0) event.preventDefault()
  })
}

/** While `dirty`, leaving this screen by a link or by closing the tab asks first. */
export function useLeaveGuard(dirty: boolean, question: LeaveQuestion): void {
  const latest = useRef(question)
  latest.current = question
  useEffect(() => {
    if (!dirty) return
    install()
    const token = Symbol('leave-guard')
    guards.set(token, latest.current)
    return () => {
      guards.delete(token)
    }
  }, [dirty])
}
