import { useSelector } from '@xstate/react'
import { loadingActor } from '../api/loading'
import { Spinner } from '../ui/spinner'
import '../ui/spinner.css'

/** The global spinner: visible while the loading counter has requests in flight (spec §4). */
export function LoadingIndicator() {
  const busy = useSelector(loadingActor, (snapshot) => snapshot.hasTag('spinner'))
  if (!busy) return null
  return (
    <>
      <div className="loading-bar" aria-hidden="true" />
      <div className="loading-status" data-testid="global-spinner">
        <Spinner label="Loading" />
      </div>
    </>
  )
}
