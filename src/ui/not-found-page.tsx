import { Link } from 'wouter'
import { useDocumentTitle } from './use-document-title'

/**
 * docs/spec.md#not-found-page: its words and link, its heading word for word ("Page Not found!"). `~` keeps the
 * link absolute inside a nested area router.
 */
export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <div className="auth-page">
      <section className="card auth-card stack centered" aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page Not found!</h1>
        <p className="muted">The requested page was not found.</p>
        <p>
          <Link href="~/home" className="btn btn-primary">
            Go to Home
          </Link>
        </p>
      </section>
    </div>
  )
}
