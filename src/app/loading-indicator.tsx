import { useSelector } from '@xstate/react'
import { loadingActor } from '../api/loading'
import { Spinner } from '../ui/spinner'
import styles from '../ui/spinner.module.css'

/** The global spinner: visible while the loading counter has requests in flight (docs/spec.md#loading-indicator). */
export function LoadingIndicator() {
  const busy = useSelector(loadingActor, (snapshot) => snapshot.hasTag('spinner'))
  if (!busy) return null
  return (
    <>
      <div className={styles.loadingBar} aria-hidden="true" />
      <div className={styles.loadingStatus} data-testid="global-spinner">
        <Spinner label="Loading" />
      </div>
    </>
  )
}
