import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { formatPrice } from '../../../api/contract/terms/payments'
import { useList } from '../../../api/use-read'
import { dateOnly } from '../../../ui/dates'
import { FormMessage } from '../../../ui/field'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { BuyAgain } from './buy-again'
import { loadTransaction } from './packages-api'
import { statusWords } from './transaction-words'

// Where the provider's checkout sends the scout back. Coming back proves nothing: the package is granted by the
// provider's webhook, so this page reads the transaction until it settles (every 1.5 s, for about a minute).

const POLL_MS = 1500
const POLL_TRIES = 40

export function PaymentResultPage({ id }: { id: string }) {
  useDocumentTitle('Payment')
  // A list-style read keeps the last answer on screen while the next poll loads (no flicker).
  const read = useList(() => loadTransaction(id), [id], { debounceMs: 0 })
  const tries = useRef(0)
  const payment = read.data
  const { reload } = read
  useEffect(() => {
    if (payment?.status !== 'pending' || tries.current >= POLL_TRIES) return
    const timer = setTimeout(() => {
      tries.current++
      reload()
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [payment, reload])

  return (
    <>
      <div className="page-head">
        <div>
          <h1>Payment</h1>
          <p>
            <Link href="~/scout/packages">← Packages</Link>
          </p>
        </div>
      </div>
      <section className="card stack" aria-live="polite">
        {read.error ? (
          <FormMessage kind="error">
            {read.error.status === 404 ? 'There is no such payment.' : 'The payment could not be loaded.'}
          </FormMessage>
        ) : null}
        {payment ? (
          <>
            <h2>
              {payment.package.name} · {formatPrice(payment.amount_minor, payment.currency)}
            </h2>
            <p>
              <span className="badge">{statusWords[payment.status]}</span>
            </p>
            {payment.status === 'paid' ? (
              <FormMessage kind="success">
                Thank you. {payment.package.name} is active
                {payment.grant_ends_at ? ` until ${dateOnly(payment.grant_ends_at)}` : ''}; a receipt is on
                its way to your mail.
              </FormMessage>
            ) : null}
            {payment.status === 'pending' ? (
              tries.current < POLL_TRIES ? (
                <p>
                  <Spinner label="Waiting for the payment provider" /> Waiting for the payment provider to
                  confirm…
                </p>
              ) : (
                <p>
                  The provider has not confirmed this payment yet. Nothing is granted until it does; look
                  again later under Packages.
                </p>
              )
            ) : null}
            {payment.status === 'failed' ? (
              <>
                <FormMessage kind="error">
                  {payment.failure_reason ?? 'The payment did not go through'}. Nothing was charged.
                </FormMessage>
                <p>
                  <Link href="~/scout/packages" className="btn btn-primary">
                    Try again
                  </Link>
                </p>
              </>
            ) : null}
            {payment.status === 'expired' ? (
              <>
                <p>This checkout was left before paying and has closed. Nothing was charged.</p>
                <p className="actions">
                  <BuyAgain packageCode={payment.package.code} packageName={payment.package.name} />
                  <Link href="~/scout/packages">Choose another package</Link>
                </p>
              </>
            ) : null}
            {payment.status === 'refunded' ? <p>This payment was refunded; its package has ended.</p> : null}
            <p className="muted">Started {dateOnly(payment.created_at)}</p>
          </>
        ) : null}
      </section>
    </>
  )
}
