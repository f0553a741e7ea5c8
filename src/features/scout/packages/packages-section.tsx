import { useState } from 'react'
import { Link, Route, Switch } from 'wouter'
import { formatPrice, type Package } from '../../../api/contract/payments'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { dateOnly } from '../../../ui/dates'
import { FormMessage } from '../../../ui/field'
import { tableRoles } from '../../../ui/table-roles'
import { useDocumentTitle } from '../../../ui/use-document-title'
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
      <h2 id="payments-title">Your payments</h2>
      {read.data && rows.length === 0 ? <p className="muted">No payments yet.</p> : null}
      {rows.length ? (
        <div className="table-wrap">
          <table className="data-table stacks" {...tableRoles.table}>
            <thead {...tableRoles.rowgroup}>
              <tr {...tableRoles.row}>
                <th scope="col" {...tableRoles.columnheader}>
                  Date
                </th>
                <th scope="col" {...tableRoles.columnheader}>
                  Package
                </th>
                <th scope="col" {...tableRoles.columnheader}>
                  Amount
                </th>
                <th scope="col" {...tableRoles.columnheader}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody {...tableRoles.rowgroup}>
              {rows.map((t) => (
                <tr key={t.uid} {...tableRoles.row}>
                  <td {...tableRoles.cell}>
                    <Link href={`/payments/${t.uid}`}>{dateOnly(t.created_at)}</Link>
                  </td>
                  <td data-label="Package" {...tableRoles.cell}>
                    {t.package.name}
                  </td>
                  <td data-label="Amount" {...tableRoles.cell}>
                    {formatPrice(t.amount_minor, t.currency)}
                  </td>
                  <td data-label="Status" {...tableRoles.cell}>
                    {statusWords[t.status]}
                    {t.grant_ends_at ? ` · until ${dateOnly(t.grant_ends_at)}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
