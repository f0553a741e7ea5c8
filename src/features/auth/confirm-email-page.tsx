import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { toApiError } from '../../api/request-rules'
import { Spinner } from '../../ui/spinner'
import { useDocumentTitle } from '../../ui/use-document-title'
import { confirmEmail } from './auth-api'

// /confirm-email?token=…: the link mailed at registration. Confirms the address once and opens the scout area.

export function ConfirmEmailPage() {
  useDocumentTitle('Confirm your address')
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const [, navigate] = useLocation()
  const [failure, setFailure] = useState<string>()
  const sent = useRef(false)
  useEffect(() => {
    // Once per page: the link is single use, and a second call would only answer "used".
    if (sent.current) return
    sent.current = true
    confirmEmail(token).then(
      () => navigate('~/scout', { replace: true }),
      (error: unknown) => setFailure(toApiError(error).message),
    )
  }, [token, navigate])
  return (
    <div className="auth-page">
      <section className="card auth-card stack" aria-labelledby="confirm-title">
        <h1 id="confirm-title">Confirm your address</h1>
        {failure ? (
          <>
            <p role="alert">{failure}</p>
            <p>
              <Link href="~/register">Register again</Link> · <Link href="~/login">Sign in</Link>
            </p>
          </>
        ) : (
          <p>
            <Spinner label="Confirming" /> Confirming your address…
          </p>
        )}
      </section>
    </div>
  )
}
