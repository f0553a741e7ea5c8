import { Spinner } from '../ui/spinner'

/** What fills the page while a chunk loads or a session is checked. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="auth-page">
      <Spinner label={label} />
    </div>
  )
}
