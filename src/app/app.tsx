import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react'
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

const never = () => () => {}
/**
 * Nothing while rendering on the server and while hydrating what it sent, `children` after: the spinner and
 * toaster are the browser's alone, so hydration matches and they load after it. Its own component, so the
 * re-render that shows them reaches no further: an update reaching the page while its lazy chunk is still on the
 * way would make React drop the server's HTML for the loading fallback (a layout shift).
 */
function InBrowser({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  return inBrowser ? <Suspense fallback={null}>{children}</Suspense> : null
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
