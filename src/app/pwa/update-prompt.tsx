import { useEffect, useState, useSyncExternalStore } from 'react'
import styles from '../../ui/toast.module.css'
import { useIsEditing, watchFormEdits } from '../../ui/use-editing-guard'
import pwa from './pwa.module.css'
import { applyUpdate, isUpdateWaiting, registerServiceWorker, subscribeUpdate } from './service-worker'

// Mounted once at the app root: registers the service worker and, when a new version waits, offers a reload
// in a toast that stays until used. While any form is dirty the offer is withdrawn (and comes back after), so
// a click can never throw away what the user is typing.

const TOAST_ID = 'app-update'

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, isUpdateWaiting)
  const editing = useIsEditing()

  useEffect(() => {
    watchFormEdits()
    registerServiceWorker()
  }, [])

  useEffect(() => {
    if (!waiting || editing) return
    // sonner comes with the offer: the first page a visitor opens does not load (and run) it for nothing.
    let shown = true
    const sonner = import('sonner')
    void sonner.then(({ toast }) => {
      if (!shown) return
      toast.custom(() => <UpdateToast />, {
        id: TOAST_ID,
        duration: Number.POSITIVE_INFINITY,
        dismissible: false,
      })
    })
    return () => {
      shown = false
      void sonner.then(({ toast }) => toast.dismiss(TOAST_ID))
    }
  }, [waiting, editing])

  return null
}

function UpdateToast() {
  const [busy, setBusy] = useState(false)
  return (
    <div className={`${styles.toast} ${pwa.updateToast}`} role="status" data-testid="update-toast">
      <span className={styles.toastIcon} aria-hidden="true">
        ↻
      </span>
      <span className={pwa.toastMessage}>A new version is available</span>
      <button
        type="button"
        className={`${pwa.updateToastAction} btn btn-primary`}
        disabled={busy}
        onClick={() => {
          setBusy(true)
          void applyUpdate()
        }}
      >
        {busy ? 'Reloading…' : 'Reload'}
      </button>
    </div>
  )
}
