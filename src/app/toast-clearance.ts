import { type RefObject, useEffect } from 'react'

// Toasts sit at the top right (docs/spec.md#9-toast-defaults), which is where the headers keep their controls (Log out,
// Account, the public menu). Each layout names the blocks at its top; the lowest edge of those that reach into the
// toasts' column becomes --toast-clearance on the root, and src/app/toaster.tsx starts the toasts below it.

/** How far in from the right the toasts' column reaches (a toast is 356 px wide, plus its offset). */
const TOAST_COLUMN_PX = 400
/** Sonner's own phone breakpoint: below it toasts span the whole width. */
const PHONE_PX = 600

/**
 * Each mounted layout's edge. Layouts swap in either order (the next one may mount before the last one has
 * gone), so the root holds the largest of those still mounted rather than whichever wrote last.
 */
const edges = new Map<symbol, number>()
const apply = () => {
  const root = document.documentElement
  if (edges.size === 0) root.style.removeProperty('--toast-clearance')
  else root.style.setProperty('--toast-clearance', `${Math.max(...edges.values())}px`)
}

export function useToastClearance(...blocks: RefObject<HTMLElement | null>[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout's blocks are fixed for its lifetime
  useEffect(() => {
    const key = Symbol('layout')
    const elements = blocks.map((b) => b.current).filter((el): el is HTMLElement => el !== null)
    const measure = () => {
      const column = window.innerWidth <= PHONE_PX ? 0 : window.innerWidth - TOAST_COLUMN_PX
      const bottoms = elements.map((el) => {
        const box = el.getBoundingClientRect()
        if (box.right <= column) return 0
        // A sticky header stays at the top; another one is measured where it stands on the page, not where
        // the scroll happens to have moved it.
        const pinned = ['sticky', 'fixed'].includes(getComputedStyle(el).position)
        return pinned ? box.bottom : box.bottom + window.scrollY
      })
      edges.set(key, Math.ceil(Math.max(0, ...bottoms)))
      apply()
    }
    measure()
    // A block that wraps onto more lines, or a turned tablet, moves the edge.
    const resized = new ResizeObserver(measure)
    for (const el of elements) resized.observe(el)
    window.addEventListener('resize', measure)
    return () => {
      resized.disconnect()
      window.removeEventListener('resize', measure)
      edges.delete(key)
      apply()
    }
  }, [])
}
