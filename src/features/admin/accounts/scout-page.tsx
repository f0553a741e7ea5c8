import { useState } from 'react'
import { useLocation } from 'wouter'
import { formatPrice, type TransactionStatus } from '../../../api/contract/terms/payments'
import { useRecord } from '../../../api/use-read'
import { Crumbs } from '../../../ui/crumbs'
import { dateOnly, dateTime } from '../../../ui/dates'
import { FormMessage } from '../../../ui/field'
import { StackedTable } from '../../../ui/stacked-table'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { PersonDataActions } from '../privacy/person-data-actions'
import { loadScout, sendConfirmationAgain } from './accounts-api'

// /admin/scouts/{id}: one scout as the provider needs to know them — confirmed or not (with "Send the
// confirmation again"), the last sign-in, the package in force and every payment, their enquiries and how many
// notes they keep (notes are private: only the count).

const paymentWords: Record<TransactionStatus, string> = {
  pending: 'Waiting for the payment',
  paid: 'Paid',
  failed: 'Not paid',
  refunded: 'Refunded',
  expired: 'Not completed',
}

export function ScoutPage({ id }: { id: string }) {
  const read = useRecord(() => loadScout(id), [id])
  const [, navigate] = useLocation()
  const scout = read.data
  const [sending, setSending] = useState(false)
  useDocumentTitle(scout ? (scout.username ?? scout.email) : 'Scout')
  if (read.error)
    return (
      <FormMessage kind="error">
        {read.error.status === 404 ? 'There is no such scout.' : 'The scout could not be loaded.'}
      </FormMessage>
    )
  if (!scout) return <p className="muted">Loading the scout…</p>
  const notes = `${scout.notes} note${scout.notes === 1 ? '' : 's'}`
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[{ href: '/', label: 'Scouts' }]} />
          <h1>{scout.username ?? scout.name ?? scout.email}</h1>
          <p className="muted">
            {scout.email}
            {scout.disabled ? ' · disabled: cannot sign in' : ''}
          </p>
        </div>
      </div>
      <div className="stack">
        <section className="card stack" aria-labelledby="scout-account">
          <h2 id="scout-account">Account</h2>
          <dl className="definition">
            <dt>Since</dt>
            <dd>{dateOnly(scout.created_at)}</dd>
            <dt>Address</dt>
            <dd>
              {scout.confirmed_at ? (
                `Confirmed ${dateOnly(scout.confirmed_at)}`
              ) : (
                <>
                  <span className="badge">Not confirmed</span>{' '}
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={sending}
                    onClick={async () => {
                      setSending(true)
                      await sendConfirmationAgain(scout).catch(() => undefined)
                      setSending(false)
                    }}
                  >
                    {sending ? 'Sending…' : 'Send the confirmation again'}
                  </button>
                </>
              )}
            </dd>
            <dt>Last sign-in</dt>
            <dd>{scout.last_sign_in_at ? dateTime(scout.last_sign_in_at) : 'Never signed in'}</dd>
            <dt>Package</dt>
            <dd>
              {scout.package.name}
              {scout.package.ends_at ? ` until ${dateOnly(scout.package.ends_at)}` : ''}
            </dd>
            <dt>Enquiries</dt>
            <dd>
              {scout.enquiries.total} ({scout.enquiries.waiting} waiting for an answer)
            </dd>
            <dt>Notes</dt>
            <dd>{notes} (private: only the count is shown)</dd>
          </dl>
        </section>
        <section className="card stack" aria-labelledby="scout-payments">
          <h2 id="scout-payments">Payments</h2>
          {scout.payments.length === 0 ? <p className="muted">No payments yet.</p> : null}
          {scout.payments.length ? (
            <StackedTable
              labelledBy="scout-payments"
              rows={scout.payments}
              rowKey={(p) => p.uid}
              title={{ label: 'Date', value: (p) => dateOnly(p.created_at) }}
              columns={[
                { label: 'Package', value: (p) => p.package.name },
                { label: 'Amount', value: (p) => formatPrice(p.amount_minor, p.currency) },
                { label: 'Status', value: (p) => paymentWords[p.status] },
              ]}
            />
          ) : null}
        </section>
        <section className="card stack" aria-labelledby="scout-personal-data">
          <h2 id="scout-personal-data">Personal data</h2>
          <p className="muted">Everything held about this scout as one file, or the account’s erasure.</p>
          <PersonDataActions kind="account" uid={scout.uid} onErased={() => navigate('~/admin/scouts')} />
        </section>
      </div>
    </>
  )
}
