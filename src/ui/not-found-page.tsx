import { Link } from 'wouter'
import { useDocumentTitle } from './use-document-title'

/** Spec §2: exactly these words and this link. `~` keeps the link absolute inside a nested area router. */
export function NotFoundPage() {
  useDocumentTitle('Page Not found!')
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
