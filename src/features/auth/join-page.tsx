import { useEffect } from 'react'
import { Link } from 'wouter'
import { keepInvitation } from '../../api/pending-invitation'
import { useDocumentTitle } from '../../ui/use-document-title'

// The page an invitation's mail links to (/join?token=…): the token is kept on this device, and the scout signs in
// with the invited address — or makes a scout account with it — to land on "Your club", which accepts it.

export function JoinPage() {
  useDocumentTitle('Join your club')
  const token = new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('token')
  useEffect(() => {
    if (token) keepInvitation(token)
  }, [token])
  return (
    <section className="auth-page">
      <div className="auth-card stack">
        <h1>Join your club's recruitment department</h1>
        {token ? (
          <>
            <p>
              Sign in with the address the invitation was sent to, or create a scout account with it. You join
              the club as soon as you are in.
            </p>
            <div className="actions">
              <Link href="/login" className="btn btn-primary">
                Sign in
              </Link>
              <Link href="/register" className="btn btn-secondary">
                Create a scout account
              </Link>
            </div>
            <p className="muted">
              Signed in already? <Link href="/scout/club">Open Your club</Link> to join.
            </p>
          </>
        ) : (
          <p className="form-message" data-kind="error" role="alert">
            This invitation link is incomplete: open it again from the mail.
          </p>
        )}
      </div>
    </section>
  )
}
