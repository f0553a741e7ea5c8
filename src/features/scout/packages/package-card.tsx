import { formatPrice, type Package, packageInclusions } from '../../../api/contract/terms/payments'
import styles from './packages.module.css'

// One package as a scout compares them: price and period, then exactly what it grants.

export function PackageCard({
  pkg,
  current,
  busy,
  onBuy,
}: {
  pkg: Package
  current: boolean
  busy: boolean
  onBuy: (pkg: Package) => void
}) {
  const free = pkg.period_days === null
  return (
    <article className={`card stack ${styles.package}`} aria-labelledby={`package-${pkg.code}`}>
      <div className={styles.head}>
        <h2 id={`package-${pkg.code}`}>{pkg.name}</h2>
        {current ? <span className="badge">Your package</span> : null}
      </div>
      <p className={styles.price}>
        {free ? 'No charge' : formatPrice(pkg.price_minor, pkg.currency)}
        {free ? null : <span className="muted"> for {pkg.period_days} days</span>}
      </p>
      <p className="muted">{pkg.description}</p>
      <ul className={styles.grants}>
        {packageInclusions(pkg).map((line) => (
          <li key={line.text} data-included={line.included}>
            {line.text}
          </li>
        ))}
      </ul>
      {free ? null : (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onBuy(pkg)}>
          {current ? `Extend ${pkg.name} by ${pkg.period_days} days` : `Buy ${pkg.name}`}
        </button>
      )}
    </article>
  )
}
