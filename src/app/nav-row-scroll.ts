import { type RefObject, useEffect, useLayoutEffect } from 'react'

// A navigation that is one sideways-scrolling row on a phone (area-shell.module.css): after each navigation the current
// item is scrolled into the row's view — only the row moves, never the page — and the row says which of its ends
// hide more items (data-more-before / data-more-after), which area-shell.module.css draws as a fade at that edge.

/** Room kept between the current item and the row's edges: the width of the fade drawn there. */
const EDGE_PX = 40

export function useNavRowScroll(row: RefObject<HTMLElement | null>, current: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new current item is the trigger
  useLayoutEffect(() => {
    const el = row.current
    if (!el) return
    showCurrent(el)
    markEdges(el)
  }, [current])

  useEffect(() => {
    const el = row.current
    if (!el) return
    const mark = () => markEdges(el)
    el.addEventListener('scroll', mark, { passive: true })
    // The row's width (a turned phone) and its items' widths (a late web font) both move its ends.
    const resized = new ResizeObserver(mark)
    resized.observe(el)
    for (const child of el.children) resized.observe(child)
    return () => {
      el.removeEventListener('scroll', mark)
      resized.disconnect()
    }
  }, [row])
}

/** Centres the current item in the row when it is cut or under an edge's fade (scrollLeft: the page stays put). */
function showCurrent(el: HTMLElement) {
  const item = el.querySelector<HTMLElement>('[aria-current="page"]')
  if (!item || el.scrollWidth <= el.clientWidth) return
  const box = el.getBoundingClientRect()
  const at = item.getBoundingClientRect()
  if (at.left >= box.left + EDGE_PX && at.right <= box.right - EDGE_PX) return
  el.scrollLeft += at.left + at.width / 2 - (box.left + box.width / 2)
}

function markEdges(el: HTMLElement) {
  const hidden = el.scrollWidth - el.clientWidth
  el.dataset.moreBefore = String(hidden > 1 && el.scrollLeft > 1)
  el.dataset.moreAfter = String(hidden > 1 && el.scrollLeft < hidden - 1)
}
