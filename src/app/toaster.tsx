import { Toaster } from 'sonner'
import { toastDefaults } from '../machines/toast.machine'

/**
 * Where toasts appear (spec §9): top-right, newest on top (sonner's order for top positions), no limit on
 * how many are open, no close button. Timing and dismissal belong to the toast machine (src/ui/toast.tsx).
 */
export function AppToaster() {
  return (
    <Toaster
      position={toastDefaults.position}
      expand
      visibleToasts={toastDefaults.maxOpened === 0 ? Number.POSITIVE_INFINITY : toastDefaults.maxOpened}
      closeButton={toastDefaults.closeButton}
      gap={10}
      offset={16}
      mobileOffset={12}
      containerAriaLabel="Notifications"
      toastOptions={{ unstyled: true }}
    />
  )
}
