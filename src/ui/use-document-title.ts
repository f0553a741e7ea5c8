import { useEffect } from 'react'

/** Each screen names the browser tab (and what a screen reader announces after navigation). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Scoutline`
  }, [title])
}
