import { lazy, Suspense, useSyncExternalStore } from 'react'
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
 * False while rendering on the server and while hydrating what it sent, true after: the spinner and toaster are
 * the browser's alone (nothing of them is in the server's HTML, so hydration matches and they load after it).
 */
const useInBrowser = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

/** The whole SPA: routes, plus the app-wide spinner, toasts and scroll handling. */
export function App() {
  const inBrowser = useInBrowser()
  return (
    <>
      <ScrollManager />
      {inBrowser ? (
        <Suspense fallback={null}>
          <LoadingIndicator />
        </Suspense>
      ) : null}
      <AppRoutes />
      {inBrowser ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
      <UpdatePrompt />
      <ConfirmHost />
    </>
  )
}
