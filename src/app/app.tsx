import { lazy, Suspense } from 'react'
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

/** The whole SPA: routes, plus the app-wide spinner, toasts and scroll handling. */
export function App() {
  return (
    <>
      <ScrollManager />
      <Suspense fallback={null}>
        <LoadingIndicator />
      </Suspense>
      <AppRoutes />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <UpdatePrompt />
      <ConfirmHost />
    </>
  )
}
