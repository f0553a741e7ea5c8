import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useLocationProperty } from 'wouter/use-browser-location'

// docs/spec.md#navigation-and-scrolling: navigation returns to the top of the page; a link with #anchor scrolls to that
// element. The target may sit in a chunk that is still loading, so it is looked for over a few frames.

const ANCHOR_FRAMES = 60

export function ScrollManager() {
  const [path] = useLocation()
  // No hash on the server (public-render.tsx): a hydrated page scrolls to its #anchor once it is interactive.
  const hash = useLocationProperty(
    () => window.location.hash,
    () => '',
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger to scroll to the top
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''))
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    let frame = 0
    let handle = 0
    const seek = () => {
      const target = document.getElementById(id)
      if (target) {
        target.scrollIntoView({ block: 'start' })
        // Keyboard and screen-reader users continue from the anchor, not from the link they used.
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        target.focus({ preventScroll: true })
      } else if (++frame < ANCHOR_FRAMES) {
        handle = requestAnimationFrame(seek)
      }
    }
    seek()
    return () => cancelAnimationFrame(handle)
  }, [path, hash])

  return null
}
