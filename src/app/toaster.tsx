import { Toaster } from 'sonner'
import { toastDefaults } from '../machines/toast.machine'

/** A toast's distance from the screen's edges, and from the bottom of the header above it. */
const EDGE_PX = 16
const PHONE_EDGE_PX = 12
const belowHeader = (gap: number) => `calc(var(--toast-clearance, 0px) + ${gap}px)`

/**
 * Where toasts appear (docs/spec.md#9-toast-defaults): top-right, newest on top (sonner's order for top
 * positions), no limit on how many are open, no close button — below the header's controls
 * (src/app/toast-clearance.ts), never over them. Timing and dismissal belong to the toast machine (src/ui/toast.tsx).
 */
export function AppToaster() {
  return (
    <Toaster
      position={toastDefaults.position}
      expand
      visibleToasts={toastDefaults.maxOpened === 0 ? Number.POSITIVE_INFINITY : toastDefaults.maxOpened}
      closeButton={toastDefaults.closeButton}
      gap={10}
      offset={{ top: belowHeader(EDGE_PX), right: EDGE_PX, bottom: EDGE_PX, left: EDGE_PX }}
      mobileOffset={{
        top: belowHeader(PHONE_EDGE_PX),
        right: PHONE_EDGE_PX,
        bottom: PHONE_EDGE_PX,
        left: PHONE_EDGE_PX,
      }}
      containerAriaLabel="Notifications"
      toastOptions={{ unstyled: true }}
    />
  )
}
