import { useState } from 'react'
import { Link, Route, Switch } from 'wouter'
import { scoutExportPaths } from '../../../api/contract/terms/paths'
import { formatPrice, type Package } from '../../../api/contract/terms/payments'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { DownloadButton } from '../../../connected/download-button'
import { dateOnly } from '../../../ui/dates'
import { FormMessage } from '../../../ui/field'
import { StackedTable } from '../../../ui/stacked-table'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { BuyAgain } from './buy-again'
import { PackageCard } from './package-card'
import styles from './packages.module.css'
import { checkout, loadPackages, loadTransactions } from './packages-api'
import { PaymentResultPage } from './payment-result-page'
import { statusWords } from './transaction-words'

// /scout/packages: what the scout has and has used this month, the packages to buy, and their payments;
// /scout/packages/payments/{id}: where the provider's checkout returns.

export default function PackagesSection() {
  return (
    <Switch>
      <Route path="/" component={PackagesPage} />
      <Route path="/payments/:id">{(p) => <PaymentResultPage key={p.id} id={p.id} />}</Route>
    </Switch>
  )
}

function PackagesPage() {
  useDocumentTitle('Packages')
  const read = useRecord(() => loadPackages(), [])
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const buy = async (pkg: Package) => {
    setBusy(true)
    setFailure(undefined)
    try {
      await checkout(pkg.code)
    } catch (error) {
      setFailure(describeFailure(error, []).message)
      setBusy(false)
    }
  }
  const info = read.data
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Packages</h1>
          <p>What your account includes, and more when you need it.</p>
        </div>
      </div>
      <div className="stack">
        {read.error ? <FormMessage kind="error">The packages could not be loaded.</FormMessage> : null}
        {info ? (
          <section className={`card ${styles.usage}`} aria-label="Your package">
            <p>
              You are on <strong>{info.current.name}</strong>
              {info.current.ends_at ? ` until ${dateOnly(info.current.ends_at)}` : ''}.
            </p>
            <p>
              Enquiries this month: <strong>{info.enquiries_this_month}</strong> of{' '}
              {info.current.enquiries_per_month}
            </p>
          </section>
        ) : null}
        {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
        <div className="grid">
          {info?.packages.map((pkg) => (
            <PackageCard
              key={pkg.code}
              pkg={pkg}
              current={pkg.code === info.current.code}
              busy={busy}
              onBuy={buy}
            />
          ))}
        </div>
        <Payments />
      </div>
    </>
  )
}

function Payments() {
  const read = useRecord(() => loadTransactions(), [])
  const rows = read.data ?? []
  return (
    <section className="card stack" aria-labelledby="payments-title">
      <div className={styles.paymentsHead}>
        <h2 id="payments-title">Your payments</h2>
        {rows.length ? (
          <DownloadButton
            href={scoutExportPaths.payments}
            label="Download CSV"
            fileName="payments.csv"
            noun="payments"
          />
        ) : null}
      </div>
      {read.data && rows.length === 0 ? <p className="muted">No payments yet.</p> : null}
      {rows.length ? (
        <StackedTable
          rows={rows}
          rowKey={(t) => t.uid}
          title={{
            label: 'Date',
            value: (t) => <Link href={`/payments/${t.uid}`}>{dateOnly(t.created_at)}</Link>,
          }}
          columns={[
            { label: 'Package', value: (t) => t.package.name },
            { label: 'Amount', value: (t) => formatPrice(t.amount_minor, t.currency) },
            {
              label: 'Status',
              value: (t) =>
                `${statusWords[t.status]}${t.grant_ends_at ? ` · until ${dateOnly(t.grant_ends_at)}` : ''}`,
            },
            {
              // A checkout left until it closed, or refused, is bought again where it is read.
              label: 'Next step',
              value: (t) => <BuyAgain packageCode={t.package.code} packageName={t.package.name} />,
              empty: (t) => t.status !== 'expired' && t.status !== 'failed',
            },
          ]}
        />
      ) : null}
    </section>
  )
}
