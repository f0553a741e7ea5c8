import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { ConfirmHost } from '../ui/confirm-host'
import { UpdatePrompt } from './pwa/update-prompt'
import { AppRoutes } from './routes'
import { ScrollManager } from './scroll-manager'

// The app-wide spinner and toasts run on XState and sonner, which the public pages never need to show their
// content: they load beside the page, not before it (the landing's JavaScript stays within its budget).
const LoadingIndicator = lazy(() =>
  import('./loading-indicator').then((m) => ({ default: m.LoadingIndicator })),
)
const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })))

/** A page the server rendered (decision 0044) carries the answers it was rendered from. */
const serverRendered = () =>
  typeof document === 'undefined' || document.getElementById('public-seeds') !== null

/**
 * The spinner and toaster. On a page the server rendered they are nothing in its HTML and come once the browser is
 * idle after hydrating it: a public page shows neither at first, and their scripts (XState, sonner, whose styles
 * restyle the whole page) then run in tasks of their own, not in the one that makes the page interactive. Their
 * own component, so showing them re-renders nothing else: an update reaching the page while its lazy chunk is
 * still on the way would make React drop the server's HTML for the loading fallback (a layout shift).
 */
function InBrowser({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !serverRendered())
  useEffect(() => {
    if (ready) return
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setReady(true), 200)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(() => setReady(true), { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }, [ready])
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** The whole SPA: routes, plus the app-wide spinner, toasts and scroll handling. */
export function App() {
  return (
    <>
      <ScrollManager />
      <InBrowser>
        <LoadingIndicator />
      </InBrowser>
      <AppRoutes />
      <InBrowser>
        <AppToaster />
      </InBrowser>
      <UpdatePrompt />
      <ConfirmHost />
    </>
  )
}
