import { Link } from 'wouter'
import { publicPaths } from '../../api/contract/schemas/public-site'
import { formatPrice, type Package, packageInclusions } from '../../api/contract/terms/payments'
import { useDocumentTitle } from '../../ui/use-document-title'
import styles from './home.module.css'
import { loadPublicPackages, usePublicRead } from './home-api'
import own from './packages-page.module.css'

// /packages: what a club pays and what each package includes, read from the packages on sale (the catalogue the
// scout buys from under Scout → Packages, in the same words). Buying needs a scout account.

export function PackagesPage() {
  useDocumentTitle('Packages and prices')
  const { data: packages, error } = usePublicRead(loadPublicPackages, publicPaths.packages)
  return (
    <section className="section" aria-labelledby="packages-title">
      <div className="container stack">
        <div className={styles.sectionIntro}>
          <h1 id="packages-title">Packages and prices</h1>
          <p>
            Every scout account starts free. A package adds enquiries, video moments and the PDF documents the
            community keeps on players for its period; buy it from your account, under Packages.
          </p>
        </div>
        {error ? <p>The packages could not be loaded. Check the connection and try again.</p> : null}
        <div className={own.packages}>
          {(packages ?? []).map((pkg) => (
            <PublicPackage key={pkg.code} pkg={pkg} />
          ))}
        </div>
        <p>
          Questions about a package? Read the <Link href="/faq">FAQ</Link> or{' '}
          <Link href="/contact">write to us</Link>.
        </p>
      </div>
    </section>
  )
}

function PublicPackage({ pkg }: { pkg: Package }) {
  const free = pkg.period_days === null
  return (
    <article className={`card stack ${own.package}`} aria-labelledby={`package-${pkg.code}`}>
      <h2 id={`package-${pkg.code}`}>{pkg.name}</h2>
      <p className={own.price}>
        {free ? 'No charge' : formatPrice(pkg.price_minor, pkg.currency)}
        {free ? null : <span className="muted"> for {pkg.period_days} days</span>}
      </p>
      {pkg.description ? <p className="muted">{pkg.description}</p> : null}
      <ul className={own.includes}>
        {packageInclusions(pkg).map((line) => (
          <li key={line.text} data-included={line.included}>
            {line.text}
          </li>
        ))}
      </ul>
      <p className={own.action}>
        <Link href="/register" className={free ? 'btn btn-secondary' : 'btn btn-primary'}>
          {free ? 'Create a free account' : `Start with ${pkg.name}`}
        </Link>
      </p>
    </article>
  )
}
