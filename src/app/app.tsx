import { LoadingIndicator } from './loading-indicator'
import { UpdatePrompt } from './pwa/update-prompt'
import { AppRoutes } from './routes'
import { ScrollManager } from './scroll-manager'
import { AppToaster } from './toaster'

/** The whole SPA: routes, plus the app-wide spinner, toasts and scroll handling. */
export function App() {
  return (
    <>
      <ScrollManager />
      <LoadingIndicator />
      <AppRoutes />
      <AppToaster />
      <UpdatePrompt />
    </>
  )
}
